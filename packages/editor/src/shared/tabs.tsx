/**
 * WAI-ARIA APG tabs (automatic activation): one tab in the Tab order (roving tabindex), Left/Right
 * move and select, Home/End the first and last; each panel is labelled by its tab and is itself
 * focusable when it holds nothing focusable first. The panels are rendered by the caller.
 */
import { useRef, type KeyboardEvent } from 'react';
import { nextIndex } from '@sqs/blocks/shared/roving';

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
}

export function Tabs<Id extends string>(props: {
  idPrefix: string;
  label: string;
  tabs: readonly TabItem<Id>[];
  selected: Id;
  disabled?: boolean;
  onSelect(id: Id): void;
}) {
  const list = useRef<HTMLDivElement>(null);
  const index = Math.max(0, props.tabs.findIndex((tab) => tab.id === props.selected));
  const onKeyDown = (event: KeyboardEvent) => {
    const next = nextIndex(event.key, index, props.tabs.length, 'horizontal');
    if (next === null) return;
    event.preventDefault();
    props.onSelect(props.tabs[next]!.id);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };
  return (
    <div role="tablist" part="tabs" className="tabs" aria-label={props.label} ref={list} onKeyDown={onKeyDown}>
      {props.tabs.map((tab) => {
        const selected = tab.id === props.selected;
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            part={selected ? 'tab selected' : 'tab'}
            id={`${props.idPrefix}-tab-${tab.id}`}
            aria-controls={`${props.idPrefix}-panel-${tab.id}`}
            aria-selected={selected ? 'true' : 'false'}
            tabIndex={selected ? 0 : -1}
            aria-disabled={props.disabled ? 'true' : undefined}
            onClick={() => props.onSelect(tab.id)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

/** The panel of one tab (only the selected one is rendered). */
export const tabPanelProps = (idPrefix: string, id: string) => ({
  role: 'tabpanel',
  id: `${idPrefix}-panel-${id}`,
  'aria-labelledby': `${idPrefix}-tab-${id}`,
});
