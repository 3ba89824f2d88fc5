/**
 * sqs-gallery's view: the design for its settings (SPEC.md §2 design map; its kind and
 * motion from core/design-table.ts), and the lightbox over any of them. The region is a
 * WAI-ARIA carousel for the designs that move through slides, a plain list for those that
 * show them all.
 */
import { useLayoutEffect } from 'react';
import { adoptStyles } from '@sqs/blocks/shared/adopt-styles';
import type { BlockViewProps } from '@sqs/blocks/shared/block-element';
import { designOf } from '../core/design-table';
import { Lightbox } from '../lightbox/lightbox.view';
import type { LightboxSlide } from '../lightbox/lightbox-logic';
import { GridDesign } from './designs/grid';
import { GalleryPartsContext, type GalleryParts } from './gallery-parts';
import { SlideshowDesign } from './designs/slideshow';
import { galleryText } from './gallery-texts';
import type { GalleryProps, GallerySlide } from './gallery.read';
import { SlideMedia } from './slide-media';
import { useGallery } from './use-gallery';

const toLightboxSlide = (slide: GallerySlide): LightboxSlide => ({
  id: slide.key,
  title: slide.title,
  description: slide.description,
  src: slide.src ?? '',
  alt: slide.alt,
  dimensions: slide.dimensions,
  type: slide.type,
  theme: slide.lightboxTheme ?? undefined,
});

export function GalleryView(props: GalleryProps & BlockViewProps<GalleryParts>) {
  const { settings, slides, host, parts } = props;
  const gallery = useGallery(props, host, parts.stripIndex);
  // The video player's sheet arrives with its lazily loaded code; adopted before paint.
  useLayoutEffect(() => {
    if (parts.videoStyles && host.shadowRoot) adoptStyles(host.shadowRoot, parts.videoStyles);
  }, [host, parts.videoStyles]);
  const label = host.getAttribute('aria-label') || galleryText('gallery.label');
  const common = {
    ...props,
    index: gallery.state.index,
    eager: gallery.eager,
    disabled: gallery.disabled,
    reducedMotion: gallery.reducedMotion,
    select: gallery.select,
    step: gallery.step,
    onOpen: gallery.openLightbox,
    onVideo: gallery.videoShown,
  };
  const { kind, moving } = designOf(settings.design);
  const design =
    kind === 'slideshow' ? (
      <SlideshowDesign {...common} autoplay={gallery.autoplay} toggleAutoplay={gallery.toggleAutoplay} />
    ) : kind === 'slider' && parts.Slider ? (
      <parts.Slider {...common} />
    ) : (
      <GridDesign {...props} onOpen={gallery.openLightbox} onVideo={gallery.videoShown} />
    );
  return (
    <GalleryPartsContext.Provider value={parts}>
    <section
      className="gallery"
      part="gallery"
      aria-label={label}
      aria-roledescription={moving ? 'carousel' : undefined}
      data-reduced-motion={gallery.reducedMotion ? '' : undefined}
      style={{ padding: settings.padding || undefined }}
      {...(moving ? gallery.autoplayHandlers : {})}
    >
      {design}
      {settings.lightbox ? (
        <Lightbox
          open={gallery.lightbox.open}
          slides={slides.map(toLightboxSlide)}
          index={gallery.lightbox.index}
          theme={settings.lightboxTheme}
          onIndexChange={gallery.lightboxIndex}
          onClose={gallery.closeLightbox}
          returnFocusTo={gallery.returnFocus.current}
          renderSlide={(item, active) => {
            const slide = slides.find((s) => s.key === item.id);
            return slide ? <SlideMedia slide={slide} mode="fit" eager={active} active={active} /> : null;
          }}
        />
      ) : null}
    </section>
    </GalleryPartsContext.Provider>
  );
}
