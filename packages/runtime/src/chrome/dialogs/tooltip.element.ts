import { html } from 'lit/html.js';
import { ChromeElement } from '../chrome-element';
import css from './tooltip.css?inline';

/**
 * A tooltip (SPEC.md §9: at most 250 px wide): the element is the `role="tooltip"` box and
 * holds its text; `left` and `top` place it in the window. The runtime's tooltips (tooltips.ts,
 * for `data-sqs-tooltip` targets) use one and decide when it shows, where, and which target it
 * describes; a template may place one itself, e.g. for a fixed hint.
 *
 * The position is a constructable sheet of the element's own (`:host{left;top}`), not a style
 * attribute: a strict CSP allows it.
 *
 * @summary A tooltip box: role tooltip, its text, placed in the window.
 * @tag sqs-tooltip
 *
 * @attr {number} left - Distance from the window's left edge, in px (default 0).
 * @attr {number} top - Distance from the window's top edge, in px (default 0).
 *
 * @slot - The tooltip's text.
 *
 * @cssprop [--sqs-tooltip-width=250px] - Largest width.
 * @cssprop [--sqs-tooltip-background=#1a1a1a] - Background.
 * @cssprop [--sqs-tooltip-color=#fff] - Text colour.
 * @cssprop [--sqs-tooltip-radius=4px] - Corner radius.
 * @cssprop [--sqs-tooltip-font-size=0.875rem] - Font size.
 * @cssprop [--sqs-tooltip-z-index=10000001] - Stacking order.
 */
export class SqsTooltip extends ChromeElement {
  static override styles = css;
  static override properties = { left: { type: Number }, top: { type: Number } };

  declare left?: number;
  declare top?: number;
  private readonly place = new CSSStyleSheet();

  override connectedCallback(): void {
    if (!this.hasAttribute('role')) this.setAttribute('role', 'tooltip');
    super.connectedCallback();
  }

  protected override updated(): void {
    const root = this.renderRoot;
    if (!root.adoptedStyleSheets.includes(this.place)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, this.place];
    this.place.replaceSync(`:host{left:${this.left ?? 0}px;top:${this.top ?? 0}px}`);
  }

  protected override render() {
    return html`<slot></slot>`;
  }
}
