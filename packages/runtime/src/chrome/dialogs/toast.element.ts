import { html } from 'lit/html.js';
import { pushLayer } from '../../overlays/dismiss-stack';
import { ChromeElement } from '../chrome-element';
import { HIDE_FALLBACK_MS, toastDuration, toastText, type ToastOptions } from './dialog-defaults';
import css from './toast.css?inline';

/** A fresh live region is given this long to be noticed before its first toast goes in. */
const REGION_SETTLE_MS = 100;

/**
 * Information toasts (SPEC.md §9: 2000 ms, top right, no buttons). One `<sqs-toast>` holds the
 * stack: each `show()` adds a toast to its polite status region, in the order shown, for its
 * own duration. Toasts never take focus or pointer input. Each is a layer of the dismiss stack
 * while shown, so Escape removes the newest first. When its last toast has gone the element
 * leaves the page (an empty status region would linger for nothing). The runtime shows toasts
 * on a window `sqs-toast` event and through `showToast` (toast.ts); a template may place one
 * with a `message`, shown when the element connects.
 *
 * The toasts themselves are added to the Lit-rendered region by hand, not rendered from a
 * list: each keeps its own node while it fades out (a re-rendered list would move texts
 * between nodes), and no list directive has to ship in the Lit chunk.
 *
 * @summary Information toasts, stacked top right, announced politely.
 * @tag sqs-toast
 *
 * @attr {string} message - A toast to show when the element connects.
 * @attr {number} duration - How long that toast shows, in ms (default 2000).
 *
 * @csspart region - The polite status region that holds the toasts.
 * @csspart toast - One toast.
 *
 * @cssprop [--sqs-toast-offset=20px] - Distance from the window's top and right edges.
 * @cssprop [--sqs-toast-width=320px] - Largest width of a toast.
 * @cssprop [--sqs-toast-background=#1a1a1a] - Background of a toast.
 * @cssprop [--sqs-toast-color=#fff] - Text colour of a toast.
 * @cssprop [--sqs-toast-radius=6px] - Corner radius of a toast.
 * @cssprop [--sqs-toast-duration=200ms] - Fade time (none under reduced motion).
 * @cssprop [--sqs-toast-z-index=30001] - Stacking order.
 */
export class SqsToast extends ChromeElement {
  static override styles = css;
  static override properties = { message: {}, duration: { type: Number } };

  declare message?: string;
  declare duration?: number;

  /** Toasts waiting for the region to settle, shown or hiding; the element goes at 0. */
  private count = 0;
  private ready = false;
  private waiting: Array<() => void> = [];

  override connectedCallback(): void {
    super.connectedCallback();
    this.win.setTimeout(() => {
      this.ready = true;
      for (const show of this.waiting.splice(0)) show();
    }, REGION_SETTLE_MS);
    if (this.message) this.show(this.message, { duration: this.duration });
  }

  /** Adds a toast (after the region has settled); returns its close. Nothing for an empty text. */
  show(text: unknown, options?: ToastOptions): () => void {
    const content = toastText(text);
    if (content === null) return () => {};
    const win = this.win;
    const region = this.renderRoot.querySelector('[part="region"]')!;
    const duration = toastDuration(options);
    this.count += 1;

    const toast = this.ownerDocument.createElement('div');
    toast.className = 'toast';
    toast.setAttribute('part', 'toast');
    toast.textContent = content;

    let state: 'waiting' | 'shown' | 'closing' | 'gone' = 'waiting';
    let timer = 0;
    let popLayer = () => {};

    const remove = () => {
      if (state === 'gone') return;
      state = 'gone';
      toast.remove();
      if (--this.count === 0) this.remove();
    };

    const close = () => {
      if (state === 'closing' || state === 'gone') return;
      win.clearTimeout(timer);
      popLayer();
      if (state === 'waiting') return remove();
      state = 'closing';
      toast.setAttribute('data-closing', '');
      // No fade (reduced motion, or none styled): nothing would fire transitionend.
      if (win.getComputedStyle(toast).transitionDuration.split(',').every((d) => !parseFloat(d))) return remove();
      toast.addEventListener('transitionend', remove, { once: true });
      timer = win.setTimeout(remove, HIDE_FALLBACK_MS);
    };

    const show = () => {
      if (state !== 'waiting') return;
      state = 'shown';
      region.append(toast);
      popLayer = pushLayer({ dismiss: close }, win);
      timer = win.setTimeout(close, duration);
    };

    if (this.ready) show();
    else this.waiting.push(show);
    return close;
  }

  protected override render() {
    // aria-atomic false: only the new toast is read, not the stack.
    return html`<div part="region" class="region" role="status" aria-live="polite" aria-atomic="false"></div>`;
  }
}
