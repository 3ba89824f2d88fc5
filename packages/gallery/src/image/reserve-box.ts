/**
 * The box is reserved the moment the element is defined and connected, before the block
 * is wanted and long before its image arrives (CONTRACT.md §4: upgrading moves nothing).
 * A shadow root with the block's styles, the box's aspect ratio as a sheet of its own
 * (no inline style for a strict CSP to refuse), and a placeholder slot that keeps the
 * server HTML showing until the view replaces it in the same task.
 */
import { adoptStyles } from '@sqs/blocks/shared/adopt-styles';

const PLACEHOLDER = 'data-sqs-placeholder';

/** `ratio` is `"<w> / <h>"` built from numbers the reader parsed, never page text. */
export function reserveBox(host: HTMLElement, styles: string, ratio: string | null): void {
  const fresh = !host.shadowRoot;
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  adoptStyles(shadow, styles);
  if (ratio && /^[\d.]+ \/ [\d.]+$/.test(ratio)) adoptStyles(shadow, `:host{aspect-ratio:${ratio}}`);
  if (fresh) {
    const slot = host.ownerDocument.createElement('slot');
    slot.setAttribute(PLACEHOLDER, '');
    shadow.append(slot);
  }
}

/** Called from the view's first layout effect: React's tree has taken over. */
export function removePlaceholder(host: HTMLElement): void {
  for (const slot of host.shadowRoot?.querySelectorAll(`slot[${PLACEHOLDER}]`) ?? []) slot.remove();
}
