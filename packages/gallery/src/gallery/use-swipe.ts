/**
 * Swipes and drags for a gallery surface (the slideshow's stage, the lightbox), over the pure
 * rules of core/swipe.ts (SPEC.md §4 "Swipe", §5 touch rules, §9 flick cap and samples): the
 * hook records the primary pointer's samples and, at its release, asks `gestureStep` which
 * slide the gesture wants. The click that ends a swipe is part of it: `consumeClick` says so,
 * once, so a swipe never also counts as a click on a slide.
 */
import { useRef, type PointerEvent } from 'react';
import { addSample, gestureStep, type Axis, type PointerSample } from '../core/swipe';

export interface SwipeOptions {
  /** A finished gesture asked for another slide. */
  onStep(step: 'next' | 'previous'): void;
  /** Whether a mouse drag moves slides (a slideshow); else a mouse only clicks (the lightbox). */
  mouseDrags: boolean;
  axis?: Axis;
  /** False while the surface takes no gestures (a lightbox fading out). Default true. */
  enabled?: boolean;
}

interface Gesture {
  id: number;
  pointerType: string;
  samples: PointerSample[];
}

const sample = (event: PointerEvent): PointerSample => ({ x: event.clientX, y: event.clientY, t: event.timeStamp });

export function useSwipe(options: SwipeOptions) {
  const gesture = useRef<Gesture | null>(null);
  const swiped = useRef(false);
  // Handlers read the latest options without being rebuilt for them.
  const latest = useRef(options);
  latest.current = options;

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    swiped.current = false;
    const { mouseDrags, enabled = true } = latest.current;
    if (!enabled || !event.isPrimary || (event.pointerType === 'mouse' && !mouseDrags)) return;
    gesture.current = { id: event.pointerId, pointerType: event.pointerType, samples: [sample(event)] };
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const current = gesture.current;
    if (current && current.id === event.pointerId) current.samples = addSample(current.samples, sample(event));
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const current = gesture.current;
    gesture.current = null;
    const { onStep, mouseDrags, axis = 'x', enabled = true } = latest.current;
    if (!current || current.id !== event.pointerId || !enabled) return;
    const samples = addSample(current.samples, sample(event));
    const target = event.currentTarget;
    const size = axis === 'x' ? target.clientWidth : target.clientHeight;
    const step = gestureStep(samples, size, { pointerType: current.pointerType, mouseDrags, axis });
    if (!step) return;
    swiped.current = true;
    onStep(step);
  };

  const onPointerCancel = () => {
    gesture.current = null;
  };

  return {
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel },
    /** True, once, for the click that ends a swipe: its owner should ignore that click. */
    consumeClick(): boolean {
      const was = swiped.current;
      swiped.current = false;
      return was;
    },
  };
}
