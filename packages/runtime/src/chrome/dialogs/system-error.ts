/**
 * The runtime's system error overlay (SPEC.md §8): an `<sqs-system-error
 * data-sqs-dialog="overlay">` (system-error.element.ts: which text, Reload Page and Clear)
 * for an error announced on the window. One overlay at a time: an error announced while one
 * is open is not shown over it. Its `define` entry registers through here, so the runtime
 * and `dist/elements/sqs-system-error.js` share one chunk.
 *
 * A network failure also announces `sqs-system-network-error` on the window with
 * `{urlRequested}` (SPEC.md §7 system_network_error), for analytics to track: this
 * chunk does not import analytics.
 */
import { emit } from '../../events';
import { report } from '../../report';
import { defineElement } from '../define-element';
import { presentDialog, type OpenDialog } from './dialog-shell';
import { SqsSystemError } from './system-error.element';
import { readSystemError } from './system-error-text';

export type { SystemErrorInput } from './system-error-text';

type Answer = 'reload' | 'clear';
let current: OpenDialog<Answer> | null = null;

export function defineSystemError(): void {
  defineElement('sqs-system-error', SqsSystemError);
}

/** Opens the overlay for an error (an event's `detail`, read forgivingly). Null when one is open already. */
export function openSystemError(detail: unknown, doc: Document = document): OpenDialog<Answer> | null {
  if (current?.host.isConnected) return null;
  const win = doc.defaultView ?? window;
  try {
    defineSystemError();
    const input = readSystemError(detail);
    const host = doc.createElement('sqs-system-error') as SqsSystemError;
    host.setAttribute('data-sqs-dialog', 'overlay');
    host.kind = input.kind;
    host.network = input.network === true;
    host.generic = input.generic === true;
    host.message = input.message;
    host.url = input.url;
    host.format = input.format;
    host.error = input.error;
    host.errorKey = input.errorKey;
    host.provider = input.provider;
    host.status = input.status;
    const { track } = host.view;
    const open = presentDialog<Answer>(host, doc, true);
    current = open;
    void open.result.then(() => {
      if (current === open) current = null;
    });
    if (track) emit(win, 'sqs-system-network-error', track);
    return open;
  } catch (error) {
    report({ source: 'dialogs', message: 'The system error overlay could not open', error });
    return null;
  }
}

/** The overlay for a `sqs-system-error` event's detail; returns its close (nothing when one is open). */
export function systemErrorFor(detail: unknown, doc: Document = document): (() => void) | undefined {
  const open = openSystemError(detail, doc);
  return open ? () => open.close() : undefined;
}

/** Shows the overlay; resolves when it has hidden (Clear) or the page reloads. */
export function showSystemError(detail?: unknown, doc: Document = document): Promise<void> {
  const open = openSystemError(detail ?? {}, doc);
  return open ? open.result.then(() => undefined) : Promise.resolve();
}
