import menuStyles from './menu.css?inline';
import { createBlockElement } from '../shared/block-element';
import { readMenu, slotMenu } from './menu.read';
import { menuSettings } from './menu.settings';
import { MenuView } from './menu.view';

/**
 * Tabbed menus (SPEC.md §2 "Menu block"; WAI-ARIA tabs pattern, manual activation).
 * Each child `<section>` is a panel, labelled by `data-label` or its first heading.
 *
 * @summary Tabbed menus built from server-rendered `<section>` elements.
 * @tag sqs-menu
 *
 * @attr {number} selected-index - The tab shown first, 0-based (JSON `selectedIndex`, default 0).
 * @attr {string} label - Accessible name of the tab list (JSON `label`, default "Menu").
 * @attr {string} data-block-json - The block's settings as a JSON object.
 * @attr {'eager' | 'idle' | 'visible' | 'interaction'} data-load-on - When the block loads (default visible).
 *
 * @fires {CustomEvent<{index: number, label: string}>} sqs-menu-select - Before another menu is shown. Cancelable.
 * @fires {CustomEvent<{tag: string}>} sqs-block-ready - After the first render.
 * @fires {CustomEvent<{tag: string, message: string}>} sqs-block-error - The block could not render; its fallback stays.
 *
 * @csspart menu - The whole block.
 * @csspart tablist - The row of tab labels.
 * @csspart tab - One tab label; `tab-selected` is added to the shown one.
 * @csspart tab-selected - The shown tab's label (with `tab`).
 * @csspart panel - The region that shows one menu.
 *
 * @cssprop [--sqs-menu-tabs-align=center] - Alignment of the tab row (flex justify-content).
 * @cssprop [--sqs-menu-tab-gap=1.5em] - Space between tab labels.
 * @cssprop [--sqs-menu-tabs-spacing=1.5em] - Space between the tab row and the panel.
 * @cssprop [--sqs-menu-tab-padding=0.25em 0] - Padding of each tab label.
 * @cssprop [--sqs-menu-selected-color=currentColor] - Underline colour of the selected tab.
 * @cssprop [--sqs-menu-focus-color=#1a1a1a] - Focus ring colour (inside its halo).
 * @cssprop [--sqs-menu-focus-halo=#fff] - The light halo around the focus ring, so it shows on light and dark pages.
 *
 * @slot panel-N - Section N of the server HTML.
 */
export class SqsMenuElement extends createBlockElement({
  tag: 'sqs-menu',
  settings: menuSettings,
  read: readMenu,
  slot: slotMenu,
  View: MenuView,
  styles: menuStyles,
}) {}
