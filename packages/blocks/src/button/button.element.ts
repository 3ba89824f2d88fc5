/**
 * `<sqs-button>`: a button block (block type 53) whose server HTML is a real link, with
 * button tracking (SPEC.md §3 "Button tracking", §7 POST /api/census/button-render and
 * /button-click, 2500 ms timeout). No React and no shadow root: the link stays the site's own
 * markup, works with no JavaScript, and is never held, delayed or prevented, whether the
 * element has upgraded or not. The element only announces, by DOM events, what the census
 * counts; analytics (services/analytics-page.ts) sends it through its gate, so nothing leaves
 * the page before consent under a restrictive policy, and the click call goes out while the
 * browser follows the link.
 */
import { emit } from '@sqs/runtime/events';
import { report } from '@sqs/runtime/report';
import type { ButtonTracking } from './button.tracking';
import { buttonTrackingOf } from './button.tracking';

const NO_LINK = 'no <a href> child: nothing to track; the server HTML stays as it is';

function blockData(text: string | null, host: HTMLElement): Readonly<Record<string, unknown>> | null {
  if (text === null || text.trim() === '') return null;
  try {
    const data: unknown = JSON.parse(text);
    if (typeof data === 'object' && data !== null && !Array.isArray(data)) return data as Record<string, unknown>;
  } catch {
    // reported below: the link works and is tracked with what it says itself
  }
  report({ source: 'sqs-button', message: 'data-block-json is not a JSON object; tracking uses the link alone', element: host });
  return null;
}

/**
 * A link button with tracking (SPEC.md §3 "Button tracking"). Its content is the server HTML:
 * one `<a href>` (the first is tracked). Style the link with the site's own CSS.
 *
 * @summary A link button that records its render and clicks through the analytics gate.
 * @tag sqs-button
 *
 * @attr {string} data-block-json - `{"id", "alignment", "size", "context"}`: the tracking record's fields the link does not say.
 * @attr {string} button-id - The button's id for the census (JSON `id`; default the element's id, else a hash of text and URL).
 * @attr {string} alignment - Alignment for the census (JSON `alignment`).
 * @attr {string} size - Size for the census (JSON `size`).
 * @attr {string} context - Where the button sits, for the census (JSON `context`).
 * @attr {'eager' | 'idle' | 'visible' | 'interaction'} data-load-on - When the runtime loads the tracking (default visible); the link works before.
 *
 * @fires {CustomEvent<{id: string, buttonText: string, clickthroughUrl: string, alignment: string, size: string, newWindow: boolean, context: string}>} sqs-button-render - The button was shown (the button-render census).
 * @fires {CustomEvent<{id: string, buttonText: string, clickthroughUrl: string, alignment: string, size: string, newWindow: boolean, context: string}>} sqs-button-click - Its link was followed (the button-click census). Never delays the link.
 * @fires {CustomEvent<{tag: string}>} sqs-block-ready - Upgraded: its render was announced.
 * @fires {CustomEvent<{tag: string, message: string}>} sqs-block-error - No link to track; the server HTML stays as it is.
 *
 * @slot - The server HTML: an `<a href>`, the button itself.
 */
export class SqsButtonElement extends HTMLElement {
  static readonly observedAttributes = ['data-block-json', 'button-id', 'alignment', 'size', 'context'];

  /** The tracking record, read once per upgrade and change; analytics reads it when it starts late. */
  tracking: ButtonTracking | null = null;
  #link: HTMLAnchorElement | null = null;

  connectedCallback(): void {
    const link = this.querySelector<HTMLAnchorElement>('a[href]');
    if (!link) {
      if (this.getAttribute('data-sqs-state') !== 'error') {
        report({ source: 'sqs-button', message: NO_LINK, element: this });
        this.setAttribute('data-sqs-state', 'error');
        emit(this, 'sqs-block-error', { tag: 'sqs-button', message: NO_LINK });
      }
      return;
    }
    if (link !== this.#link) {
      this.#link?.removeEventListener('click', this.#clicked);
      link.addEventListener('click', this.#clicked);
      this.#link = link;
    }
    const first = this.tracking === null;
    this.#read();
    this.setAttribute('data-sqs-state', 'ready');
    if (first && this.tracking) {
      emit(this, 'sqs-button-render', { ...this.tracking });
      emit(this, 'sqs-block-ready', { tag: 'sqs-button' });
    }
  }

  attributeChangedCallback(): void {
    if (this.#link) this.#read();
  }

  #read(): void {
    const link = this.#link!;
    this.tracking = buttonTrackingOf({
      elementId: this.id,
      text: link.textContent ?? '',
      href: link.getAttribute('href') ?? link.href,
      newWindow: link.target === '_blank',
      data: blockData(this.getAttribute('data-block-json'), this),
      attribute: (name) => this.getAttribute(name),
    });
  }

  // Never preventDefault, never awaited: the browser follows the link at once.
  #clicked = (): void => {
    if (this.tracking) emit(this, 'sqs-button-click', { ...this.tracking });
  };
}
