/**
 * Loads, before a gallery renders (the block glue's `prepare`, again when its settings change),
 * the parts its design and slides need: keen-slider for carousel and strip, the thumbnails for a
 * slideshow that shows them, the video player when a slide is a video. The first commit stays
 * complete and synchronous; module caching makes a second call for the same design free.
 */
import type { GallerySettings } from '../core/gallery-settings';
import { NO_PARTS, type GalleryParts } from './gallery-parts';
import type { GalleryContent } from './gallery.read';

export async function prepareGalleryParts(_host: HTMLElement, { settings }: { settings: GallerySettings }, { slides }: GalleryContent): Promise<GalleryParts> {
  const moving = settings.design === 'carousel' || settings.design === 'strip';
  const [slider, thumbnails, video] = await Promise.all([
    moving ? import('./designs/slider') : null,
    settings.design === 'stacked' && settings.thumbnails ? import('./designs/thumbnails') : null,
    slides.some((slide) => slide.type === 'video') ? import('../video/video-player') : null,
  ]);
  return {
    ...NO_PARTS,
    Slider: slider?.SliderDesign ?? null,
    Thumbnails: thumbnails?.SlideThumbnails ?? null,
    VideoPlayer: video?.VideoPlayer ?? null,
    videoStyles: video?.videoPlayerStyles ?? '',
  };
}
