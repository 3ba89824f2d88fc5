/**
 * Server HTML → accordion props (CONTRACT.md §4): each child `<details>` is an item,
 * its `<summary>` the title, the rest the panel. Reads only; odd markup gives fewer or
 * untitled items, never an exception, and markup with no `<details>` child at all keeps the
 * server HTML visible (an empty accordion would hide what the server sent).
 */
import { message } from '@sqs/runtime/contracts/messages';
import { keepFallback, type BlockFallback, type SettingsOf } from '@sqs/runtime/contracts/block-data';
import type { accordionSettings } from './accordion.settings';

export interface AccordionItem {
  title: string;
  /** Open in the server HTML (or opened by the visitor before the upgrade). */
  open: boolean;
}

export interface AccordionContent {
  items: AccordionItem[];
}

export type AccordionProps = SettingsOf<typeof accordionSettings> & AccordionContent;

/** Why a block with no item keeps its server HTML (reported once). */
export const NO_ITEMS = 'no <details> child to make an item of; the server HTML stays';

export const itemsOf = (host: Element): HTMLDetailsElement[] =>
  [...host.children].filter((child): child is HTMLDetailsElement => child.localName === 'details');

const summaryOf = (details: Element): Element | null =>
  [...details.children].find((child) => child.localName === 'summary') ?? null;

/** Fallback of the message `accordion.untitledItem`; `{n}` is the item's 1-based position. */
export const UNTITLED_ITEM_TEXT = 'Item {n}';

/** The title of an item without a `<summary>` text: 'Item 3', or the site's translation. */
export function untitledItemTitle(n: number): string {
  return message('accordion.untitledItem', UNTITLED_ITEM_TEXT, { n });
}

export function readAccordion(host: Element): AccordionContent | BlockFallback {
  const items = itemsOf(host).map((details, index) => {
    const title = summaryOf(details)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    return { title: title || untitledItemTitle(index + 1), open: details.open };
  });
  return items.length > 0 ? { items } : keepFallback(NO_ITEMS);
}

/**
 * Moves each panel's content into a `<div slot="panel-N">` so the site's CSS still
 * styles it; the emptied `<details>` stay in place, unslotted, to restore the fallback.
 */
export function slotAccordion(host: Element): () => void {
  const moves = itemsOf(host).map((details, index) => {
    const panel = host.ownerDocument.createElement('div');
    panel.slot = `panel-${index}`;
    const summary = summaryOf(details);
    for (const node of [...details.childNodes]) if (node !== summary) panel.append(node);
    details.after(panel);
    return { details, panel };
  });
  return () => {
    for (const { details, panel } of moves) {
      details.append(...panel.childNodes);
      panel.remove();
    }
  };
}

/** A click held on an old `<summary>` lands on the trigger that replaced it. */
export function accordionReplayTarget(host: HTMLElement, target: Element): Element | null {
  const details = itemsOf(host).findIndex((item) => summaryOf(item)?.contains(target));
  if (details >= 0) return host.shadowRoot?.querySelector(`[data-index="${details}"]`) ?? null;
  return host.contains(target) ? target : null;
}
