/**
 * The parts only some galleries need (issue 4 budget: an image grid downloads none of them):
 * keen-slider's carousel and strip design, the slideshow's thumbnails, the video player with its
 * sheet. `prepare-parts.ts` loads them for one gallery before a render; the element hands the
 * result to the view as a value (its `parts` prop), and the view passes it down by context, so
 * no module holds them and two galleries never share what only one asked for.
 */
import { createContext, type ComponentType } from 'react';
import type { VideoPlayerProps } from '../video/video-player';
import type { MovingDesignProps } from './designs/design-props';
import type { ThumbnailsProps } from './designs/thumbnails';

export interface GalleryParts {
  Slider: ComponentType<MovingDesignProps> | null;
  Thumbnails: ComponentType<ThumbnailsProps> | null;
  VideoPlayer: ComponentType<VideoPlayerProps> | null;
  videoStyles: string;
  /** Where the visitor left the server's strip before the upgrade (server-strip.ts): the slide to start on. */
  stripIndex: number | null;
}

export const NO_PARTS: GalleryParts = Object.freeze({ Slider: null, Thumbnails: null, VideoPlayer: null, videoStyles: '', stripIndex: null });

export const GalleryPartsContext = createContext<GalleryParts>(NO_PARTS);
