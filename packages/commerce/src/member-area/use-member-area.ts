/**
 * sqs-member-area's pricing toggle and join links as ready-to-spread props (react-aria's habit).
 * The toggle is a WAI-ARIA radio group (member-area.logic.ts); a click on a join link in the
 * server HTML (`<a data-join>`, in the views or above them) opens the join dialog instead of the
 * server's sign-up page, unless the visitor asked for a new tab or window.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { emit } from '@sqs/runtime/events';
import type { AccountMode } from '../model/member-account';
import { initialView, joinModeOf, viewAfterKey } from './member-area.logic';
import { planOfLink, type MemberAreaProps } from './member-area.read';

export interface JoinRequest {
  mode: AccountMode;
  /** The plan the sign-up names: the join link's, else the one the toggle shows ('' for none). */
  plan: string;
  /** The link that asked: focus goes back to it when the dialog closes. */
  from: HTMLElement;
}

/** The join link a click landed in, looking through the slots up to the host, or null. */
function joinLinkOf(event: MouseEvent, host: HTMLElement): HTMLAnchorElement | null {
  for (const node of event.composedPath()) {
    if (node === host) return null;
    if (node instanceof HTMLAnchorElement && node.hasAttribute('data-join')) return node;
  }
  return null;
}

export function useMemberArea(props: MemberAreaProps, host: HTMLElement, onJoin: (request: JoinRequest) => void) {
  const count = props.views.length;
  const [selected, setSelected] = useState(() => initialView(count, props.selectedIndex));
  // A live change of `selected-index` shows the view it names (the page's change: no event).
  const [requested, setRequested] = useState(props.selectedIndex);
  if (requested !== props.selectedIndex) {
    setRequested(props.selectedIndex);
    setSelected(initialView(count, props.selectedIndex));
  }
  const radios = useRef<Array<HTMLButtonElement | null>>([]);
  const id = useId();
  const join = useRef(onJoin);
  join.current = onJoin;
  // The click listener outlives renders: it reads the plan of the view shown now.
  const shownPlan = useRef('');
  shownPlan.current = props.views[selected]?.plan ?? '';

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = joinLinkOf(event, host);
      // A new tab or window keeps the server's join page, as the visitor asked.
      if (!link || event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      // A view's join link names its plan; the sign-in link (which can switch to sign-up) takes the toggle's choice.
      join.current({ mode: joinModeOf(link.getAttribute('data-join')), plan: planOfLink(link) || shownPlan.current, from: link });
    };
    host.addEventListener('click', onClick);
    return () => host.removeEventListener('click', onClick);
  }, [host]);

  const choose = (index: number) => {
    if (index === selected || index < 0 || index >= count) return;
    if (!emit(host, 'sqs-member-area-view-change', { index, label: props.views[index]?.label ?? '' }, { cancelable: true })) return;
    setSelected(index);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const target = viewAfterKey(event.key, index, count);
    if (target === null) return; // Space (and Enter) reach onClick through the native button
    event.preventDefault();
    choose(target);
    radios.current[target]?.focus();
  };

  return {
    hasToggle: count > 1,
    groupProps: { role: 'radiogroup' as const, 'aria-label': props.label },
    radioProps: (index: number) => ({
      ref: (node: HTMLButtonElement | null) => {
        radios.current[index] = node;
      },
      type: 'button' as const,
      role: 'radio' as const,
      'aria-checked': selected === index,
      'aria-controls': `${id}view-${index}`,
      // Roving tabindex: one tab stop for the group, on the chosen view.
      tabIndex: selected === index ? 0 : -1,
      onClick: () => choose(index),
      onKeyDown: onKeyDown(index),
    }),
    viewProps: (index: number) => ({ id: `${id}view-${index}`, hidden: selected !== index }),
    isSelected: (index: number) => selected === index,
  };
}
