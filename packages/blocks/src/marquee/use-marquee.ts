import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { message } from '@sqs/runtime/contracts/messages';
import { emit } from '@sqs/runtime/events';
import { debounce } from '../shared/debounce';
import './marquee.events';
import { useReducedMotion } from '../shared/use-reduced-motion';
import { amplitudeOf, isMoving, loopOf, loopSeconds, RERENDER_DEBOUNCE_MS, segmentWidth, wantsToRun, wavePath } from './marquee.logic';
import type { MarqueeProps } from './marquee.read';

/** Between two copies of the text: two em spaces and a dot, so the copies read as separate. */
export const SEPARATOR = '\u2003\u00b7\u2003';

interface Measures {
  width: number;
  /** One copy of the text plus its separator, in px along the path. */
  unit: number;
  /** The text's font size and line height, for the SVG's height. */
  fontSize: number;
  lineHeight: number;
}

/**
 * The marquee's geometry and motion. The text is laid on the wave once; what moves is the band
 * that holds the drawing, by a CSS transform animation of exactly one loop (`loopOf`), so the
 * compositor runs it and the main thread does nothing per frame (an animated `startOffset` laid
 * the text out again every frame: long tasks while scrolling a page of marquees). It runs only
 * on screen (IntersectionObserver), not under reduced motion unless the visitor presses play,
 * and not while hovered when `pausedOnHover`: `animation-play-state` holds it where it is.
 * Sizes are measured once, then again 1000 ms after the box stops resizing (SPEC.md §9).
 */
export function useMarquee(props: MarqueeProps, host: HTMLElement) {
  const track = useRef<HTMLDivElement>(null);
  const probe = useRef<SVGTextElement>(null);
  const [measures, setMeasures] = useState<Measures | null>(null);
  const [onScreen, setOnScreen] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [visitorChoice, setVisitorChoice] = useState<'play' | 'pause' | null>(null);
  const reducedMotion = useReducedMotion();

  useLayoutEffect(() => {
    const measure = () => {
      const text = probe.current;
      if (!text) return;
      const style = getComputedStyle(host);
      const fontSize = parseFloat(style.fontSize) || 16;
      const lineHeight = parseFloat(style.lineHeight) || fontSize * 1.2;
      const next = { width: track.current?.clientWidth ?? host.clientWidth, unit: text.getComputedTextLength(), fontSize, lineHeight };
      setMeasures((old) => (old && old.width === next.width && old.unit === next.unit && old.fontSize === next.fontSize ? old : next));
    };
    measure();
    const later = debounce(measure, RERENDER_DEBOUNCE_MS);
    const observer = new ResizeObserver(later);
    observer.observe(host);
    let live = true;
    void document.fonts?.ready.then(() => live && measure());
    return () => {
      live = false;
      observer.disconnect();
      later.cancel();
    };
  }, [host, props.text]);

  useEffect(() => {
    const observer = new IntersectionObserver((entries) => setOnScreen(entries.some((entry) => entry.isIntersecting)));
    observer.observe(host);
    return () => observer.disconnect();
  }, [host]);

  const motion = { visitorChoice, reducedMotion, onScreen, hovered, pausedOnHover: props.pausedOnHover, animationSpeed: props.animationSpeed };
  const moving = isMoving(motion);
  const running = wantsToRun(motion);

  const amplitude = amplitudeOf(props.waveIntensity);
  const m = measures ?? { width: 0, unit: 0, fontSize: 16, lineHeight: 19.2 };
  const height = Math.ceil(m.lineHeight + 2 * amplitude);
  // The text's baseline on the wave's centre line, its body above it.
  const middle = amplitude + m.lineHeight / 2 + m.fontSize * 0.35;
  const segment = segmentWidth(props.waveFrequency);
  const loop = loopOf(m.unit, segment, amplitude, m.width);
  // The drawing spans the visible width plus one loop, and one segment more for the path's end.
  const drawn = Math.ceil(m.width + loop.period + segment);
  const seconds = loopSeconds(loop.period, props.animationSpeed);

  return {
    trackProps: {
      ref: track,
      'aria-hidden': true as const,
      'data-moving': moving ? '' : undefined,
    },
    bandProps: {
      // One loop wide: the keyframes move it by -100 %, exactly one period, at the compositor.
      style: {
        inlineSize: `${loop.period}px`,
        blockSize: `${height}px`,
        animationDuration: Number.isFinite(seconds) && m.unit > 0 ? `${seconds}s` : undefined,
      },
      'data-direction': props.animationDirection,
      'data-still': Number.isFinite(seconds) && m.unit > 0 ? undefined : '',
    },
    svgProps: {
      width: drawn,
      height,
      viewBox: `0 0 ${drawn} ${height}`,
      focusable: 'false' as const,
    },
    probeRef: probe,
    path: wavePath(drawn, segment, amplitude, middle),
    /** Where each copy starts along the wave: fixed, never animated. */
    starts: m.unit > 0 ? Array.from({ length: loop.copies }, (_, i) => Math.round(i * loop.spacing * 100) / 100) : [0],
    // Only a marquee that stops on hover listens to the pointer (no render as it passes over the others).
    hoverProps: props.pausedOnHover
      ? {
          onPointerEnter: () => setHovered(true),
          onPointerLeave: () => setHovered(false),
        }
      : {},
    toggleProps: {
      type: 'button' as const,
      // WCAG 2.2.2: a visible control to stop moving content; its name says what it will do.
      'aria-label': running ? message('marquee.pause', 'Pause scrolling text') : message('marquee.play', 'Play scrolling text'),
      'data-running': running ? '' : undefined,
      disabled: props.animationSpeed <= 0,
      onClick: () => {
        setVisitorChoice(running ? 'pause' : 'play');
        emit(host, 'sqs-marquee-toggle', { running: !running });
      },
    },
    running,
  };
}
