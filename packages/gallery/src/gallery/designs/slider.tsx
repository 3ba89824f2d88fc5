/**
 * carousel and strip (SPEC.md §2, §9) on keen-slider (ARCHITECTURE.md: "keen-slider for
 * carousel and strip motion"): it brings drag with momentum and snapping; the gallery
 * keeps the index, so keys, autoplay and linked galleries move the slider and a drag
 * moves the gallery.
 *
 * - carousel: 3 per group (2 under 480 px and 3 under 724 px as configured); controls
 *   hidden when everything fits; previous and next disabled at the ends without loop.
 * - strip: slides at their own width in one row; a clicked slide (or Enter/Space on it)
 *   becomes current; start, middle or end alignment.
 */
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useKeenSlider, type KeenSliderOptions } from 'keen-slider/react';
import { carouselControlsHidden, carouselPerRow } from '../../core/designs';
import { galleryText } from '../gallery-texts';
import type { MovingDesignProps } from './design-props';
import { SlideMedia } from '../slide-media';
import { SlideMeta } from '../slide-meta';
import { SlideOpener } from './slide-opener';


const ORIGIN = { start: 0, middle: 'center', end: 'auto' } as const;

export function SliderDesign(props: MovingDesignProps) {
  const { settings, slides, index, select } = props;
  const strip = settings.design === 'strip';
  const frame = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    if (frame.current) observer.observe(frame.current);
    return () => observer.disconnect();
  }, []);
  const perRow = strip ? 0 : carouselPerRow(settings.slidesPerRow, width || Infinity);
  const gutter = strip ? settings.gutter : Math.max(settings.gutter, 1);

  const perRowRef = useRef(perRow || 3);
  perRowRef.current = perRow || 3;
  // One options object for the slider's life: keen-slider's React hook re-applies options
  // that differ between renders, which restarts its motion; the callbacks read refs.
  const selectRef = useRef(select);
  selectRef.current = select;
  const [options] = useState<KeenSliderOptions>(() => ({
    initial: index,
    loop: settings.loop,
    mode: 'snap',
    defaultAnimation: { duration: props.reducedMotion ? 0 : 500 },
    slides: strip ? { perView: 'auto', spacing: gutter, origin: ORIGIN[settings.activeAlignment] } : { perView: () => perRowRef.current, spacing: gutter },
    // A drag (or the slider's own motion) settles on a slide: the gallery follows.
    slideChanged: (s) => selectRef.current(s.track.details.rel),
  }));
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>(options);
  // A new frame width or per-row count re-measures the track, keeping the current slide
  // (update() alone would go back to the initial one). keen-slider measures only on window
  // resizes, but the frame also changes on its own: a site that styles the server fallback
  // until the block is ready (a grid of figures) gives the first render a narrower box.
  const indexRef = useRef(index);
  indexRef.current = index;
  useEffect(() => slider.current?.update(undefined, indexRef.current), [perRow, width, slider]);
  useEffect(() => {
    const s = slider.current;
    if (s && s.track.details && s.track.details.rel !== index) s.moveToIdx(index);
  }, [index, slider]);

  const hideControls = !strip && carouselControlsHidden(slides.length, perRow || 3);
  const style = {
    '--gallery-gutter': `${gutter}px`,
    '--strip-height': `${settings.thumbnailStripHeight ?? 120}px`,
    '--per-row': perRow || 3,
  } as CSSProperties;
  return (
    <div className={`slider design-${settings.design}`} ref={frame} style={style}>
      <div className="keen-slider track" part="slides" ref={sliderRef} aria-live="polite">
        {slides.map((slide, i) => {
          const current = i === index;
          const ratio = slide.dimensions ? slide.dimensions.width / slide.dimensions.height : 1.5;
          return (
            <div
              key={slide.key}
              className={`keen-slider__slide slide${current ? ' sqs-active-slide' : ''}`}
              part={current ? 'slide slide-active' : 'slide'}
              role="group"
              aria-roledescription="slide"
              aria-label={galleryText('gallery.slide', { n: i + 1, count: slides.length })}
              aria-current={current || undefined}
              style={strip ? ({ '--slide-ratio': ratio } as CSSProperties) : undefined}
              // SPEC.md §2: in a strip the clicked slide becomes current; Enter or Space too.
              onClickCapture={strip && !current ? () => select(i) : undefined}
              onKeyDown={strip ? (e) => (e.key === 'Enter' || e.key === ' ') && e.target === e.currentTarget && (e.preventDefault(), select(i)) : undefined}
              tabIndex={strip && !settings.lightbox && !slide.clickThroughUrl ? 0 : undefined}
            >
              <figure>
                <SlideOpener slide={slide} index={i} count={slides.length} lightbox={settings.lightbox && (!strip || current)} onOpen={props.onOpen}>
                  <SlideMedia slide={slide} mode="fill" eager={props.eager.has(i)} active={current} onVideo={props.onVideo} captioned={!strip} />
                </SlideOpener>
                {strip ? null : <SlideMeta slide={slide} />}
              </figure>
            </div>
          );
        })}
      </div>
      {hideControls ? null : (
        <div className="controls">
          <button type="button" className="control previous" part="previous" aria-label={galleryText('gallery.previous')} aria-disabled={props.disabled.previous || undefined} onClick={() => !props.disabled.previous && props.step('previous')} />
          <button type="button" className="control next" part="next" aria-label={galleryText('gallery.next')} aria-disabled={props.disabled.next || undefined} onClick={() => !props.disabled.next && props.step('next')} />
        </div>
      )}
    </div>
  );
}
