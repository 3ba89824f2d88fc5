/**
 * The slideshow's thumbnails (SPEC.md §3 "Gallery block data": `thumbnails`,
 * `thumbnails-per-row`, `square-thumbs`, `thumbnail-strip-margin`): a slide picker under the
 * stage, rows of small pictures, the current one marked (`aria-current`).
 *
 * Keyboard (WAI-ARIA carousel pattern, slide picker controls): the picker is one tab stop,
 * the current slide's thumbnail. The gallery's own Left/Right keys move the slides and focus
 * follows the current thumbnail while it is in the picker; Home and End go to the first and
 * last slide; Enter, Space or a click shows that slide. Thumbnail images load as they come
 * near the viewport, like any lazy slide.
 */
import { useEffect, useRef, type CSSProperties, type KeyboardEvent } from 'react';
import { ResponsiveImage } from '../../image/responsive-image';
import { galleryText } from '../gallery-texts';
import type { GallerySlide } from '../gallery.read';

/** Ours: SPEC.md gives the option, not its default. */
export const DEFAULT_THUMBNAILS_PER_ROW = 8;
/** Ours, in px: the gap above the picker and between thumbnails. */
export const DEFAULT_THUMBNAIL_MARGIN = 8;

export interface ThumbnailsProps {
  slides: readonly GallerySlide[];
  index: number;
  perRow: number | null;
  margin: number | null;
  /** Square thumbnails, else the stage's aspect ratio. */
  square: boolean;
  ratio: number;
  select(index: number): void;
}

export function SlideThumbnails({ slides, index, perRow, margin, square, ratio, select }: ThumbnailsProps) {
  const picker = useRef<HTMLDivElement>(null);
  // Focus follows the current slide while it is in the picker (arrow keys, autoplay stays off then).
  useEffect(() => {
    const list = picker.current;
    const current = list?.children[index];
    const active = (list?.getRootNode() as Document | ShadowRoot | undefined)?.activeElement;
    if (list && current instanceof HTMLElement && active instanceof Node && list.contains(active) && active !== current) current.focus();
  }, [index]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    select(event.key === 'Home' ? 0 : slides.length - 1);
  };
  const style = {
    '--thumbnails-per-row': Math.max(1, Math.round(perRow ?? DEFAULT_THUMBNAILS_PER_ROW)),
    '--thumbnail-margin': `${margin ?? DEFAULT_THUMBNAIL_MARGIN}px`,
    '--thumbnail-ratio': square ? 1 : ratio,
  } as CSSProperties;

  return (
    <div ref={picker} className="thumbnails" part="thumbnails" role="group" aria-label={galleryText('gallery.thumbnails')} style={style} onKeyDown={onKeyDown}>
      {slides.map((slide, i) => {
        const current = i === index;
        return (
          <button
            key={slide.key}
            type="button"
            className={`thumbnail${current ? ' current' : ''}`}
            part={current ? 'thumbnail thumbnail-current' : 'thumbnail'}
            tabIndex={current ? 0 : -1}
            aria-current={current || undefined}
            aria-label={galleryText('gallery.show', { n: i + 1, count: slides.length })}
            onClick={() => select(i)}
          >
            {slide.src ? <ResponsiveImage src={slide.src} alt="" dimensions={slide.dimensions} focalPoint={slide.focalPoint} mode="fill" className="thumbnail-image" /> : null}
          </button>
        );
      })}
    </div>
  );
}
