import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { emit } from '@sqs/runtime/events';
import { nextIndex } from '../shared/roving';
import { focusTab, initialMenuState, selectTab } from './menu.logic';
import type { MenuProps } from './menu.read';


export function useMenu(props: MenuProps, host: HTMLElement) {
  const count = props.tabs.length;
  const [state, setState] = useState(() => initialMenuState(count, props.selectedIndex));
  // A live change of `selected-index` (attribute or JSON) shows the tab it names: adjusted while
  // rendering, so no frame shows the old tab. The page's own change, not a visitor's: no event.
  const [requested, setRequested] = useState(props.selectedIndex);
  if (requested !== props.selectedIndex) {
    setRequested(props.selectedIndex);
    setState(initialMenuState(count, props.selectedIndex));
  }
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const id = useId();

  const select = (index: number) => {
    const next = selectTab(state, index, count);
    if (next === state) return;
    if (!emit(host, 'sqs-menu-select', { index, label: props.tabs[index]?.label ?? '' }, { cancelable: true })) return;
    setState(next);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const target = nextIndex(event.key, index, count, 'horizontal');
    if (target === null) return; // Enter and Space reach onClick through the native button
    event.preventDefault();
    setState((current) => focusTab(current, target, count));
    tabs.current[target]?.focus();
  };

  return {
    tablistProps: { role: 'tablist' as const, 'aria-label': props.label, 'aria-orientation': 'horizontal' as const },
    tabProps: (index: number) => ({
      ref: (node: HTMLButtonElement | null) => {
        tabs.current[index] = node;
      },
      id: `${id}tab-${index}`,
      type: 'button' as const,
      role: 'tab' as const,
      'aria-selected': state.selected === index,
      'aria-controls': `${id}panel-${index}`,
      // Roving tabindex: one stop for the whole list, on the tab last moved to.
      tabIndex: state.focused === index ? 0 : -1,
      onClick: () => select(index),
      onKeyDown: onKeyDown(index),
      onFocus: () => setState((current) => focusTab(current, index, count)),
    }),
    panelProps: (index: number) => ({
      id: `${id}panel-${index}`,
      role: 'tabpanel' as const,
      'aria-labelledby': `${id}tab-${index}`,
      tabIndex: 0,
      hidden: state.selected !== index,
    }),
    isSelected: (index: number) => state.selected === index,
  };
}
