/**
 * `<sqs-donation-button>` (block type DONATION 52; issue 16 item 5). SPEC.md §2: "The donation
 * button goes to the donate page identified by its donate page id." No React and no shadow
 * root: the server HTML is the site's own link and works with no JavaScript; the element points
 * it at `/checkout/donate?donatePageId=<id>` from its data, and inside the editor frame opens the
 * checkout in the top window (SPEC.md §2). Without a donate page id it reports SPEC.md §8's
 * 'donation button missing' once and leaves the server HTML as it is.
 */
import { emit } from '@sqs/runtime/events';
import { report } from '@sqs/runtime/report';
import { checkoutTarget, donateUrl } from '../model/checkout-urls';

/** SPEC.md §8 (console level), exactly. */
export const DONATION_BUTTON_MISSING = 'donation button missing';

function donatePageIdOf(host: HTMLElement): unknown {
  const attribute = host.getAttribute('donate-page-id');
  if (attribute !== null) return attribute;
  try {
    const data: unknown = JSON.parse(host.getAttribute('data-block-json') ?? 'null');
    return typeof data === 'object' && data !== null ? (data as Record<string, unknown>).donatePageId : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A donation button: its content is the server HTML, one `<a>` (style it with the site's CSS).
 *
 * @summary A link to the donation checkout of its donate page.
 * @tag sqs-donation-button
 *
 * @attr {string} data-block-json - `{"donatePageId": "…"}`: the donate page the button gives to.
 * @attr {string} donate-page-id - The donate page id (wins over the JSON).
 * @attr {'eager' | 'idle' | 'visible' | 'interaction'} data-load-on - When the runtime loads it (default visible); the link works before.
 *
 * @fires {CustomEvent<{donatePageId: string, url: string}>} sqs-donation-button-click - Its link to the donation checkout was followed. Never delays the link.
 * @fires {CustomEvent<{tag: string}>} sqs-block-ready - The link points at the donation checkout.
 * @fires {CustomEvent<{tag: string, message: string}>} sqs-block-error - 'donation button missing': no donate page id (or no link); the server HTML stays.
 *
 * @slot - The server HTML: an `<a>`, the button itself.
 */
export class SqsDonationButtonElement extends HTMLElement {
  static readonly observedAttributes = ['data-block-json', 'donate-page-id'];
  /** What the link points at once ready (the click event's detail), else null. */
  #donation: { donatePageId: string; url: string } | null = null;

  constructor() {
    super();
    // Told as the link goes, never instead of it: no preventDefault, nothing awaited.
    this.addEventListener('click', (event) => {
      const link = this.querySelector('a');
      if (this.#donation && link && event.target instanceof Node && link.contains(event.target)) {
        emit(this, 'sqs-donation-button-click', { ...this.#donation });
      }
    });
  }

  connectedCallback(): void {
    this.#apply();
  }

  attributeChangedCallback(): void {
    if (this.isConnected) this.#apply();
  }

  #apply(): void {
    const link = this.querySelector('a');
    const donatePageId = donatePageIdOf(this);
    const url = donateUrl(donatePageId);
    this.#donation = link && url ? { donatePageId: String(donatePageId).trim(), url } : null;
    if (!link || !url) {
      if (this.getAttribute('data-sqs-state') === 'error') return; // reported once
      const message = link ? DONATION_BUTTON_MISSING : `${DONATION_BUTTON_MISSING}: no <a> child`;
      report({ source: 'sqs-donation-button', message, element: this });
      this.setAttribute('data-sqs-state', 'error');
      emit(this, 'sqs-block-error', { tag: 'sqs-donation-button', message });
      return;
    }
    link.setAttribute('href', url);
    const target = checkoutTarget(this.ownerDocument.defaultView ?? window);
    if (target) link.setAttribute('target', target);
    const first = this.getAttribute('data-sqs-state') !== 'ready';
    this.setAttribute('data-sqs-state', 'ready');
    if (first) emit(this, 'sqs-block-ready', { tag: 'sqs-donation-button' });
  }
}
