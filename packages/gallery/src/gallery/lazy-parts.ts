/**
 * The parts only some galleries need, loaded before the first render by the element's
 * `prepare` (so the first commit is still complete and synchronous): keen-slider with the
 * carousel and strip designs, the slideshow's thumbnails, and the video player for galleries
 * with a video slide.
 * An image grid downloads none of them (issue 4 budget: 25 KB with the lightbox).
 */
import type { ComponentType } from 'react';
import type { VideoPlayerProps } from '../video/video-player';
import { readGallerySettings } from '../core/gallery-settings';
import { hasVideoSlides } from './gallery.read';
import type { SliderDesignProps } from './designs/slider';
import type { ThumbnailsProps } from './designs/thumbnails';

export const lazyParts: {
  Slider: ComponentType<SliderDesignProps> | null;
  VideoPlayer: ComponentType<VideoPlayerProps> | null;
  videoStyles: string;
  Thumbnails: ComponentType<ThumbnailsProps> | null;
} = { Slider: null, VideoPlayer: null, videoStyles: '', Thumbnails: null };


export async function prepareGallery(host: HTMLElement): Promise<void> {
  const { settings } = readGallerySettings(host.getAttribute('data-block-json'), { getAttribute: (name) => host.getAttribute(name) });
  const jobs: Promise<unknown>[] = [];
  if (settings.design === 'carousel' || settings.design === 'strip') {
    jobs.push(import('./designs/slider').then((m) => (lazyParts.Slider = m.SliderDesign)));
  }
  if (settings.design === 'stacked' && settings.thumbnails) {
    jobs.push(import('./designs/thumbnails').then((m) => (lazyParts.Thumbnails = m.SlideThumbnails)));
  }
  if (hasVideoSlides(host)) {
    jobs.push(
      import('../video/video-player').then((m) => {
        lazyParts.VideoPlayer = m.VideoPlayer;
        lazyParts.videoStyles = m.videoPlayerStyles;
      }),
    );
  }
  await Promise.all(jobs);
}
