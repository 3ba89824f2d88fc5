/**
 * One slide's picture: the responsive image (sized, lazy, focal point) or, for a video
 * slide, its poster with the player that inserts the embed only when played (CONTRACT.md
 * §4; no third-party request before the visitor plays).
 */
import { ResponsiveImage } from '../image/responsive-image';
import { useContext } from 'react';
import { GalleryPartsContext } from './gallery-parts';
import type { GallerySlide } from './gallery.read';

export interface SlideMediaProps {
  slide: GallerySlide;
  /** fill (crop to the box) or fit (the whole picture). */
  mode: 'fill' | 'fit' | 'none';
  eager: boolean;
  /** Hold the load entirely (a stacked slide outside the preload window is "in view" too). */
  defer?: boolean;
  /** false when a video slide is not current: its player returns to the poster. */
  active?: boolean;
  onVideo?(playing: boolean): void;
  /**
   * The slide's title is shown as its caption right beside the image: an alt text that
   * only repeats it would be read twice (axe image-redundant-alt), so it is left empty.
   */
  captioned?: boolean;
}

export function SlideMedia({ slide, mode, eager, defer = false, active = true, onVideo, captioned = false }: SlideMediaProps) {
  const alt = slide.type === 'video' || (captioned && slide.alt === slide.title) ? '' : slide.alt;
  const image = slide.src ? (
    <ResponsiveImage
      src={slide.src}
      alt={alt}
      dimensions={slide.dimensions}
      focalPoint={slide.focalPoint}
      mode={mode}
      eager={eager}
      defer={defer}
      className="slide-image"
      parts={{ frame: 'image-frame', image: 'image' }}
      serverImage={slide.serverImage}
    />
  ) : null;
  const { VideoPlayer } = useContext(GalleryPartsContext);
  if (slide.type !== 'video' || !slide.embed || !VideoPlayer) return image;
  return (
    <VideoPlayer
      title={slide.title || slide.alt}
      poster={image ?? undefined}
      embed={slide.embed}
      active={active}
      mode={mode === 'none' ? 'none' : mode}
      refreshOnStop
      onPlay={() => onVideo?.(true)}
      onStop={() => onVideo?.(false)}
    />
  );
}
