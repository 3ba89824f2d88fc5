/**
 * Loads, before a gallery renders (the block glue's `prepare`, again when its settings change),
 * the parts its design and slides need: keen-slider for the slider kind (carousel, strip), the
 * thumbnails for a slideshow that shows them, the video player when a slide is a video. The first commit stays
 * complete and synchronous; module caching makes a second call for the same design free.
 */
import { designOf } from '../core/design-table';
import type { GallerySettings } from '../core/gallery-settings';
import { NO_PARTS, type GalleryParts } from './gallery-parts';
import type { GalleryContent } from './gallery.read';
import { scrolledFigure } from './server-strip';

export async function prepareGalleryParts(host: HTMLElement, { settings }: { settings: GallerySettings }, { slides }: GalleryContent): Promise<GalleryParts> {
  const { kind } = designOf(settings.design);
  const [slider, thumbnails, video] = await Promise.all([
    kind === 'slider' ? import('./designs/slider') : null,
    kind === 'slideshow' && settings.thumbnails ? import('./designs/thumbnails') : null,
    slides.some((slide) => slide.type === 'video') ? import('../video/video-player') : null,
  ]);
  return {
    ...NO_PARTS,
    Slider: slider?.SliderDesign ?? null,
    Thumbnails: thumbnails?.SlideThumbnails ?? null,
    VideoPlayer: video?.VideoPlayer ?? null,
    videoStyles: video?.videoPlayerStyles ?? '',
    // Read here, while the server HTML is still laid out: the render attaches the shadow root,
    // which takes the strip off the screen (at once with Preact).
    stripIndex: kind === 'slider' ? scrolledFigure(host) : null,
  };
}
