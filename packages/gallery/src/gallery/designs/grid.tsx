/**
 * The designs that show every slide at once (SPEC.md §2, §9): grid (4 per row), autogrid
 * (columns at least 250 px), autocolumns (masonry columns of 250 px), autorows (justified
 * rows 250 px high), list (one per row, meta beside) and base. Pure CSS layouts: the
 * browser does the arithmetic, and images load lazily as they near the viewport.
 */
import type { CSSProperties } from 'react';
import type { GalleryProps } from '../gallery.read';
import { SlideMedia } from '../slide-media';
import { SlideMeta } from '../slide-meta';
import { SlideOpener } from './slide-opener';

export function GridDesign(props: GalleryProps & { onOpen(index: number, opener: HTMLElement): void; onVideo(playing: boolean): void }) {
  const { settings, slides, onOpen } = props;
  const style = {
    '--gallery-per-row': settings.slidesPerRow,
    '--gallery-gutter': `${settings.gutter}px`,
    '--gallery-column': `${settings.columnWidth}px`,
    '--gallery-row': `${settings.rowHeight}px`,
    '--gallery-ratio': settings.squareThumbs ? 1 : (settings.imageAspectRatio ?? undefined),
  } as CSSProperties;
  const fixedRatio = settings.squareThumbs || settings.imageAspectRatio !== null;
  return (
    <ul className={`grid design-${settings.design}${fixedRatio ? ' fixed-ratio' : ''} meta-${settings.metaPosition}`} part="slides" style={style}>
      {slides.map((slide, index) => {
        const ratio = slide.dimensions ? slide.dimensions.width / slide.dimensions.height : 1.5;
        // autorows: each slide grows with its aspect ratio, so a row fills its width exactly.
        const itemStyle = settings.design === 'autorows' ? ({ '--slide-ratio': ratio } as CSSProperties) : undefined;
        return (
          <li key={slide.key} className="slide" part="slide" style={itemStyle}>
            <figure>
              <SlideOpener slide={slide} index={index} count={slides.length} lightbox={settings.lightbox} onOpen={onOpen}>
                <SlideMedia slide={slide} mode={fixedRatio || settings.design === 'autorows' ? 'fill' : 'none'} eager={false} onVideo={props.onVideo} />
              </SlideOpener>
              <SlideMeta slide={slide} />
            </figure>
          </li>
        );
      })}
    </ul>
  );
}
