/**
 * The slideshow: slides stacked in one box (SPEC.md §2 "slideshow to stacked"), the
 * current one shown by a fade (default), ken burns (zoom 1.075), or a horizontal or
 * vertical scroll; swipe on touch (50 px within 250 ms, or a drag past half the width or
 * faster than 1 px/ms; a mouse drag too), through the gallery's one swipe hook (use-swipe.ts). A click goes next, previous or by half; a slide's click-through
 * URL wins. Autoplay has a visible pause control (WAI-ARIA carousel pattern); the slide
 * region is announced politely only while autoplay is off. With `thumbnails` set, a slide
 * picker follows the stage (thumbnails.tsx).
 */
import { useContext, type CSSProperties } from 'react';
import { slideClickAction } from '../../core/designs';
import { galleryText } from '../gallery-texts';
import { GalleryPartsContext } from '../gallery-parts';
import type { GalleryProps } from '../gallery.read';
import { SlideMedia } from '../slide-media';
import { SlideMeta } from '../slide-meta';
import { useSwipe } from '../use-swipe';
import type { MovingDesignProps } from './design-props';

export interface SlideshowDesignProps extends MovingDesignProps {
  autoplay: { visible: boolean; playing: boolean; live: 'off' | 'polite' };
  toggleAutoplay(): void;
}

function boxRatio({ settings, slides }: GalleryProps): number {
  if (settings.imageAspectRatio) return settings.imageAspectRatio;
  const first = slides.find((s) => s.dimensions)?.dimensions;
  return first ? first.width / first.height : 16 / 9;
}

export function SlideshowDesign(props: SlideshowDesignProps) {
  const { Thumbnails } = useContext(GalleryPartsContext);
  const { settings, slides, index } = props;
  const axis = settings.transition === 'scroll' && settings.scrollDirection === 'vertical' ? 'y' : 'x';
  // A mouse drags here too: a slideshow has no click halves of its own unless asked.
  const swipe = useSwipe({ onStep: props.step, mouseDrags: true, axis });
  const onClick = (e: React.MouseEvent<HTMLDivElement>) => {
    if (swipe.consumeClick() || (e.target as Element).closest('a, button')) return;
    const box = e.currentTarget.getBoundingClientRect();
    const action = slideClickAction(settings.clickBehavior, { x: e.clientX - box.left, width: box.width }, slides[index]?.clickThroughUrl ?? null);
    if (action.kind === 'link') e.currentTarget.ownerDocument.defaultView?.location.assign(action.url);
    else if (!(action.direction === 'next' ? props.disabled.next : props.disabled.previous)) props.step(action.direction);
  };

  const ratio = boxRatio(props);
  const style = { '--slideshow-ratio': ratio } as CSSProperties;
  return (
    <div className={`slideshow transition-${settings.transition} scroll-${settings.scrollDirection}`} style={style}>
      {/* The stage and its controls, which sit on the stage (not on the thumbnails under it). */}
      <div className="viewer">
        {/* APG carousel: the rotation control comes first in the tab order, then previous and
            next, then the slides (issue 19); CSS puts previous back on the left. */}
        <div className="controls">
          {props.autoplay.visible ? (
            <button type="button" className={`control autoplay ${props.autoplay.playing ? 'playing' : 'paused'}`} part="autoplay" aria-label={galleryText(props.autoplay.playing ? 'gallery.pause' : 'gallery.play')} onClick={props.toggleAutoplay} />
          ) : null}
          <button type="button" className="control previous" part="previous" aria-label={galleryText('gallery.previous')} aria-disabled={props.disabled.previous || undefined} onClick={() => !props.disabled.previous && props.step('previous')} />
          <button type="button" className="control next" part="next" aria-label={galleryText('gallery.next')} aria-disabled={props.disabled.next || undefined} onClick={() => !props.disabled.next && props.step('next')} />
        </div>
        <div
          className="stage"
          part="slides"
          aria-live={props.autoplay.live}
          {...swipe.handlers}
          onClick={onClick}
        >
          {slides.map((slide, i) => {
            const current = i === index;
            const offset = i - index;
            return (
              <div
                key={slide.key}
                className={`slide${current ? ' sqs-active-slide' : ''}`}
                part={current ? 'slide slide-active' : 'slide'}
                role="group"
                aria-roledescription="slide"
                aria-label={galleryText('gallery.slide', { n: i + 1, count: slides.length })}
                aria-hidden={!current || undefined}
                inert={!current || undefined}
                style={{ '--offset': offset } as CSSProperties}
              >
                <figure>
                  <button
                    type="button"
                    className="opener"
                    part="opener"
                    hidden={!settings.lightbox || Boolean(slide.clickThroughUrl)}
                    aria-haspopup="dialog"
                    aria-label={galleryText('gallery.open', { n: i + 1, count: slides.length })}
                    onClick={(e) => props.onOpen(i, e.currentTarget)}
                  />
                  <SlideMedia slide={slide} mode={settings.autoCrop ? 'fill' : 'fit'} eager={props.eager.has(i)} defer={!props.eager.has(i)} active={current} onVideo={props.onVideo} captioned />
                  <SlideMeta slide={slide} />
                </figure>
              </div>
            );
          })}
        </div>
      </div>
      {settings.thumbnails && Thumbnails ? (
        <Thumbnails
          slides={slides}
          index={index}
          perRow={settings.thumbnailsPerRow}
          margin={settings.thumbnailStripMargin}
          square={settings.squareThumbs}
          ratio={ratio}
          select={props.select}
        />
      ) : null}
    </div>
  );
}
