/**
 * The runtime's information toasts (SPEC.md §9): one `<sqs-toast data-sqs-toasts>`
 * (toast.element.ts: the stack, its live region, durations and Escape) on the body while a
 * toast is shown. Its `define` entry registers through here, so the runtime and
 * `dist/elements/sqs-toast.js` share one chunk. Returns the toast's close function.
 */
import { defineElement } from '../define-element';
import { toastText, type ToastOptions } from './dialog-defaults';
import { SqsToast } from './toast.element';

export type { ToastOptions } from './dialog-defaults';

let region: SqsToast | null = null;

export function defineToast(): void {
  defineElement('sqs-toast', SqsToast);
}

export function showToast(text: unknown, options?: ToastOptions, doc: Document = document): () => void {
  if (toastText(text) === null) return () => {};
  if (!region?.isConnected || region.ownerDocument !== doc) {
    defineToast();
    region = doc.createElement('sqs-toast') as SqsToast;
    region.setAttribute('data-sqs-toasts', '');
    doc.body.append(region);
  }
  return region.show(text, options);
}

/** A `sqs-toast` event's detail, read forgivingly: the text, or `{message, duration}`. */
export function toastFor(detail: unknown, doc: Document = document): () => void {
  if (typeof detail !== 'object' || detail === null) return showToast(detail, undefined, doc);
  const { message, duration } = detail as { message?: unknown; duration?: number };
  return showToast(message, { duration }, doc);
}
