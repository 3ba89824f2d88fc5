import type { GalleryProps } from '../gallery.read';

/** What the designs that move through slides (carousel, strip, slideshow) get from the view. */
export interface MovingDesignProps extends GalleryProps {
  index: number;
  eager: ReadonlySet<number>;
  disabled: { previous: boolean; next: boolean };
  reducedMotion: boolean;
  select(index: number): void;
  step(direction: 'next' | 'previous'): void;
  onOpen(index: number, opener: HTMLElement): void;
  onVideo(playing: boolean): void;
}
