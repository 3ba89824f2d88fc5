import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { message } from '@sqs/runtime/contracts/messages';
import { emit } from '@sqs/runtime/events';
import { debounce } from '../shared/debounce';
import './marquee.events';
import { useReducedMotion } from '../shared/use-reduced-motion';
import { amplitudeOf, arcRatio, isMoving, loopSeconds, offsets, repeatsFor, RERENDER_DEBOUNCE_MS, segmentWidth, wantsToRun, wavePath } from './marquee.logic';
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
 * The marquee's geometry and motion. The text moves by an SVG `<animate>` of the textPath's
 * start offset: the browser runs it, no script per frame, and `pauseAnimations()` stops it where
 * it is. It runs only on screen (IntersectionObserver), not under reduced motion unless the
 * visitor presses play, and not while hovered when `pausedOnHover`. Sizes are measured once,
 * then again 1000 ms after the box stops resizing (SPEC.md §9).
 */
export function useMarquee(props: MarqueeProps, host: HTMLElement) {
  const svg = useRef<SVGSVGElement>(null);
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
      const next = { width: svg.current?.clientWidth ?? host.clientWidth, unit: text.getComputedTextLength(), fontSize, lineHeight };
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

  useLayoutEffect(() => {
    const node = svg.current;
    if (!node) return;
    if (moving) node.unpauseAnimations();
    else node.pauseAnimations();
  }, [moving, measures]);

  const amplitude = amplitudeOf(props.waveIntensity);
  const m = measures ?? { width: 0, unit: 0, fontSize: 16, lineHeight: 19.2 };
  const height = Math.ceil(m.lineHeight + 2 * amplitude);
  // The text's baseline on the wave's centre line, its body above it.
  const middle = amplitude + m.lineHeight / 2 + m.fontSize * 0.35;
  const segment = segmentWidth(props.waveFrequency);
  const [from, to] = offsets(props.animationDirection, m.unit);
  const seconds = loopSeconds(m.unit, props.animationSpeed);

  return {
    svgProps: {
      ref: svg,
      width: '100%',
      height,
      viewBox: `0 0 ${Math.max(1, m.width)} ${height}`,
      'aria-hidden': true as const,
      focusable: 'false' as const,
      'data-moving': moving ? '' : undefined,
    },
    probeRef: probe,
    path: wavePath(m.width + m.unit, segment, amplitude, middle),
    repeats: m.unit > 0 ? repeatsFor(m.width * arcRatio(segment, amplitude), m.unit) : 1,
    animation: m.unit > 0 && Number.isFinite(seconds) ? { from: `${from}`, to: `${to}`, dur: `${seconds}s` } : null,
    hoverProps: {
      onPointerEnter: () => setHovered(true),
      onPointerLeave: () => setHovered(false),
    },
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
