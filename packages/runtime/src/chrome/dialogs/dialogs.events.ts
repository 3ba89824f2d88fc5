/**
 * The window events the dialogs answer and send (SPEC.md §8 "System error overlay", §9 toast):
 * any code may ask for the system error overlay or a toast without importing the dialogs, and
 * the data layer announces what needs the visitor (CONTRACT.md §6 flags).
 */
import type { EventTable } from '../../events';
import type { SystemErrorInput } from './system-error-text';

export interface DialogEvents {
  /** Show the system error overlay (the data layer sends it for `authorizationFail`). */
  'sqs-system-error': SystemErrorInput;
  /** Show an information toast: its text, or the text and how long it shows. */
  'sqs-toast': string | { message: string; duration?: number };
  /** The overlay showed a network failure (SPEC.md §7 system_network_error, tracked by analytics). */
  'sqs-system-network-error': { urlRequested: string };
  /** The server answered `loginRequired` (CONTRACT.md §6): the site's login prompt may listen. */
  'sqs-login-required': { status: number; message: string };
}

declare module '../../events' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the one map
  interface SqsEventMap extends DialogEvents {}
}

export const dialogEvents = {
  'sqs-system-error': { on: 'window', summary: 'Asks for the system error overlay.' },
  'sqs-toast': { on: 'window', summary: 'Asks for an information toast.' },
  'sqs-system-network-error': { on: 'window', summary: 'The system error overlay showed a network failure.' },
  'sqs-login-required': { on: 'window', summary: 'The server asked for a login (loginRequired).' },
} as const satisfies EventTable<DialogEvents>;
