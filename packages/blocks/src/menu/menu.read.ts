/**
 * Server HTML → menu props (CONTRACT.md §4): each child `<section>` is a tab panel;
 * its label is `data-label`, else the text of its first heading. Reads only.
 */
import { message } from '@sqs/runtime/contracts/messages';
import { keepFallback, type BlockFallback, type SettingsOf } from '@sqs/runtime/contracts/block-data';
import type { menuSettings } from './menu.settings';

export interface MenuContent {
  tabs: Array<{ label: string }>;
}

export type MenuProps = SettingsOf<typeof menuSettings> & MenuContent;

/** Why a block with no tab keeps its server HTML (reported once). */
export const NO_SECTIONS = 'no <section> child to make a tab of; the server HTML stays';

export const sectionsOf = (host: Element): HTMLElement[] =>
  [...host.children].filter((child): child is HTMLElement => child.localName === 'section');

const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** Fallback of the message `menu.untitledTab`; `{n}` is the tab's 1-based position. */
export const UNTITLED_TAB_TEXT = 'Menu {n}';

/** The label of a section without `data-label` or heading: 'Menu 2', or the site's translation. */
export function untitledTabLabel(n: number): string {
  return message('menu.untitledTab', UNTITLED_TAB_TEXT, { n });
}

export function readMenu(host: Element): MenuContent | BlockFallback {
  const tabs = sectionsOf(host).map((section, index) => {
    const label = clean(section.getAttribute('data-label')) || clean(section.querySelector('h1,h2,h3,h4,h5,h6')?.textContent);
    return { label: label || untitledTabLabel(index + 1) };
  });
  return tabs.length > 0 ? { tabs } : keepFallback(NO_SECTIONS);
}

/** Sections are direct children: naming their slot is all the upgrade changes. */
export function slotMenu(host: Element): () => void {
  const sections = sectionsOf(host);
  sections.forEach((section, index) => {
    section.slot = `panel-${index}`;
  });
  return () => sections.forEach((section) => section.removeAttribute('slot'));
}
