import accordionStyles from './accordion.css?inline';
import { createBlockElement } from '../shared/block-element';
import { accordionReplayTarget, readAccordion, slotAccordion } from './accordion.read';
import { accordionSettings } from './accordion.settings';
import { AccordionView } from './accordion.view';

/**
 * Expandable sections (SPEC.md §3 "Accordion", §4; WAI-ARIA accordion pattern).
 * Each child `<details>` is an item: its `<summary>` the title, the rest the panel.
 *
 * @summary Expandable sections built from server-rendered `<details>` elements.
 * @tag sqs-accordion
 *
 * @attr {boolean} allow-multiple-open - Let several items be open at once (JSON `allowMultipleOpen`, default false).
 * @attr {boolean} is-first-item-expanded - Start with the first item open (JSON `isFirstItemExpanded`, default false).
 * @attr {number} heading-level - Heading level (2-6) around each trigger (JSON `headingLevel`, default 3).
 * @attr {string} data-block-json - The block's settings as a JSON object.
 * @attr {'eager' | 'idle' | 'visible' | 'interaction'} data-load-on - When the block loads (default visible).
 *
 * @fires {CustomEvent<{index: number, open: boolean}>} sqs-accordion-toggle - Before an item opens or closes. Cancelable.
 * @fires {CustomEvent<{tag: string}>} sqs-block-ready - After the first render.
 * @fires {CustomEvent<{tag: string, message: string}>} sqs-block-error - The block could not render; its fallback stays.
 *
 * @csspart accordion - The list of items.
 * @csspart item - One item; `item-open` is added while it is open.
 * @csspart item-open - An open item (with `item`).
 * @csspart trigger - The button that opens and closes an item.
 * @csspart title - The title text inside the trigger.
 * @csspart icon - The open/closed indicator.
 * @csspart panel - The region that holds an item's content.
 *
 * @cssprop [--sqs-accordion-duration=250ms] - Open and close animation time (0s under reduced motion).
 * @cssprop [--sqs-accordion-trigger-padding=0] - Padding of each trigger.
 * @cssprop [--sqs-accordion-trigger-background=transparent] - Background of each trigger.
 * @cssprop [--sqs-accordion-panel-padding=0] - Padding of each panel.
 * @cssprop [--sqs-accordion-divider=none] - Border between items, e.g. `1px solid #ccc`.
 * @cssprop [--sqs-accordion-focus-color=#1a1a1a] - Focus ring colour (inside its halo).
 * @cssprop [--sqs-accordion-focus-halo=#fff] - The light halo around the focus ring, so it shows on light and dark pages.
 *
 * @slot panel-N - Content of item N, moved there from its `<details>` on upgrade.
 */
export class SqsAccordionElement extends createBlockElement({
  tag: 'sqs-accordion',
  settings: accordionSettings,
  read: readAccordion,
  slot: slotAccordion,
  replayTarget: accordionReplayTarget,
  // Native <details> already open and close: render when the visitor is about to use it, or idle.
  settles: () => true,
  View: AccordionView,
  styles: accordionStyles,
}) {}
