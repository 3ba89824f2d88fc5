import { useEffect, useState } from 'react';
import { emit } from '@sqs/runtime/events';
import { cssValue } from '../shared/css-value';
import './text-highlight.events';
import { useReducedMotion } from '../shared/use-reduced-motion';
import { playDelay } from './text-highlight.logic';
import type { TextHighlightProps } from './text-highlight.read';

/**
 * Undrawn until first seen, then drawn once (SPEC.md §4): at once when on screen as the block
 * starts, 250 ms after it scrolls into view otherwise. Under reduced motion, or with the
 * animation switched off, the shape is simply there.
 */
export function useTextHighlight(props: TextHighlightProps, host: HTMLElement) {
  const reducedMotion = useReducedMotion();
  const instant = reducedMotion || !props.isAnimationEnabled;
  const [played, setPlayed] = useState(false);

  useEffect(() => {
    if (played || instant) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let first = true;
    const observer = new IntersectionObserver((entries) => {
      const visible = entries.some((entry) => entry.isIntersecting);
      if (visible) {
        observer.disconnect();
        timer = setTimeout(() => setPlayed(true), playDelay(first));
      }
      first = false;
    });
    observer.observe(host);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [host, played, instant]);

  const drawn = played || instant;
  useEffect(() => {
    if (drawn) emit(host, 'sqs-text-highlight-drawn', { shape: props.shape });
  }, [host, drawn]); // once, when drawn (a later shape change is not a new drawing)

  return {
    drawn,
    instant,
    color: cssValue('color', props.color, 'var(--sqs-text-highlight-color, currentColor)'),
    thickness: cssValue('stroke-width', props.thickness, '0.06em'),
  };
}
