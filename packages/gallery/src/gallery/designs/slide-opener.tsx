import type { ReactNode } from 'react';
import { galleryText } from '../gallery-texts';
import type { GallerySlide } from '../gallery.read';

/**
 * What a click on a slide does: open the lightbox (a button, SPEC.md §2 "opens from any
 * slide when lightbox is on"), follow its click-through URL (a link), or nothing.
 *
 * The opener always names itself: a captioned slide's image has an empty alt (its title is
 * read from the caption beside it), which would leave the button or link with no name (axe
 * button-name, issue 19). A video slide gets no opener around it: its player's own play
 * button is its control, and a button inside a button is not operable (nested-interactive);
 * the lightbox still reaches it from the other slides.
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
  if (slide.type === 'video') return <>{children}</>;
  if (slide.clickThroughUrl) {
    return (
      <a className="opener" part="opener" data-index={index} href={slide.clickThroughUrl} aria-label={slide.alt || slide.title || undefined}>
        {children}
      </a>
    );
  }
  if (lightbox) {
    const name = slide.alt || slide.title || galleryText('gallery.open', { n: index + 1, count });
    return (
      <button type="button" className="opener" part="opener" data-index={index} aria-haspopup="dialog" aria-label={name} onClick={(e) => onOpen(index, e.currentTarget)}>
        {children}
      </button>
    );
  }
  return <>{children}</>;
}
