import type { ReactNode } from 'react';
import { galleryText } from '../gallery-texts';
import type { GallerySlide } from '../gallery.read';

/**
 * What a click on a slide does: open the lightbox (a button, SPEC.md §2 "opens from any
 * slide when lightbox is on"), follow its click-through URL (a link), or nothing.
 */
export function SlideOpener(props: {
  slide: GallerySlide;
  index: number;
  count: number;
  lightbox: boolean;
  onOpen(index: number, opener: HTMLElement): void;
  children: ReactNode;
}) {
  const { slide, index, count, lightbox, onOpen, children } = props;
  if (slide.clickThroughUrl) {
    return (
      <a className="opener" part="opener" data-index={index} href={slide.clickThroughUrl} aria-label={slide.alt ? undefined : slide.title || undefined}>
        {children}
      </a>
    );
  }
  if (lightbox) {
    const name = slide.alt || slide.title ? undefined : galleryText('gallery.open', { n: index + 1, count });
    return (
      <button type="button" className="opener" part="opener" data-index={index} aria-haspopup="dialog" aria-label={name} onClick={(e) => onOpen(index, e.currentTarget)}>
        {children}
      </button>
    );
  }
  return <>{children}</>;
}
