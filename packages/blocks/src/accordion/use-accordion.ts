import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { emit } from '@sqs/runtime/events';
import { nextIndex } from '../shared/roving';
import { useReducedMotion } from '../shared/use-reduced-motion';
import { ACCORDION_ANIMATION_MS, initialAccordionState, toggleItem } from './accordion.logic';
import type { AccordionProps } from './accordion.read';


/** State, then behaviour: ready-to-spread props for the view (react-aria's habit). */
export function useAccordion(props: AccordionProps, host: HTMLElement) {
  const options = { allowMultipleOpen: props.allowMultipleOpen, isFirstItemExpanded: props.isFirstItemExpanded };
  const [state, setState] = useState(() => initialAccordionState(props.items.map((item) => item.open), options));
  const reducedMotion = useReducedMotion();
  const triggers = useRef<Array<HTMLButtonElement | null>>([]);
  const id = useId();

  const toggle = (index: number) => {
    const animationMs = reducedMotion ? 0 : ACCORDION_ANIMATION_MS;
    const next = toggleItem(state, index, options, performance.now(), animationMs);
    if (next === state) return;
    // The request fires before anything changes, and a listener may refuse it (CONTRACT.md §5).
    if (!emit(host, 'sqs-accordion-toggle', { index, open: Boolean(next.open[index]) }, { cancelable: true })) return;
    setState(next);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const target = nextIndex(event.key, index, props.items.length, 'vertical');
    if (target === null) return;
    event.preventDefault();
    triggers.current[target]?.focus();
  };

  return {
    reducedMotion,
    isOpen: (index: number) => Boolean(state.open[index]),
    triggerProps: (index: number) => ({
      ref: (node: HTMLButtonElement | null) => {
        triggers.current[index] = node;
      },
      id: `${id}trigger-${index}`,
      type: 'button' as const,
      'aria-expanded': Boolean(state.open[index]),
      'aria-controls': `${id}panel-${index}`,
      'data-index': index,
      onClick: () => toggle(index),
      onKeyDown: onKeyDown(index),
    }),
    panelProps: (index: number) => ({
      id: `${id}panel-${index}`,
      // WAI-ARIA: region landmarks only while they stay few (six or fewer panels).
      role: props.items.length <= 6 ? ('region' as const) : undefined,
      'aria-labelledby': `${id}trigger-${index}`,
      'data-open': state.open[index] ? '' : undefined,
    }),
  };
}
