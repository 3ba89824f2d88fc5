/**
 * The mailing-list dialog's rules (SPEC.md §2 "mailing-list dialog; Zapier panel"): a form's
 * submissions go to one mailing list, directly or through Zapier. Pure: shared by the element
 * and the reference backend (mailing-store.ts), so the texts and the states have one source.
 */
import { message } from '@sqs/runtime/contracts/messages';

/** SPEC.md §5 "Editor messages". */
export const SELECT_LIST_TEXT = 'A List must be selected';
/** SPEC.md §8 "Editor". */
export const NO_LISTS_TEXT = "You don't have any mailing lists. Please create one before continuing";
/** SPEC.md §8 "Confirmations": disconnecting stops the form's submissions being sent (its wording is not given). */
export const DISCONNECT_CONFIRM_TEXT = "Disconnect this list? This form's submissions will stop being sent to it.";
export const LIST_NAME_EMPTY_TEXT = 'Please enter a list name';
export const LIST_NAME_TOO_LONG_TEXT = 'A list name can be at most {max} characters';
export const LIST_EXISTS_TEXT = 'This list already exists';
export const MAX_LIST_NAME = 100;

/** SPEC.md §4 "Other statuses": mailing list connected / disconnected / awaiting Zapier. */
export type ConnectionState = 'connected' | 'disconnected' | 'awaiting-zapier';

export interface Connection {
  /** The list the form's submissions go to, or null. */
  listId: string | null;
  /** The form is offered to Zapier (the panel was turned on). */
  zapier: boolean;
  /** Zaps Zapier reports as connected to the form. */
  zaps: number;
}

/**
 * Connected when submissions reach somewhere: a list, or Zapier with at least one Zap; awaiting
 * Zapier while the panel is on and no Zap is connected yet; disconnected otherwise.
 */
export function connectionState(connection: Connection): ConnectionState {
  if (connection.listId !== null) return 'connected';
  if (connection.zapier) return connection.zaps > 0 ? 'connected' : 'awaiting-zapier';
  return 'disconnected';
}

/** The status line for a state (the list's name when connected to one). */
export function stateText(state: ConnectionState, listName: string | null): string {
  if (state === 'connected') return listName ? message('mailingList.connectedTo', 'Connected to {list}', { list: listName }) : message('mailingList.connected', 'Connected');
  if (state === 'awaiting-zapier') return message('mailingList.awaiting', 'Awaiting Zapier');
  return message('mailingList.disconnected', 'Disconnected');
}

/** SPEC.md §4 "count of connected Zaps". */
export function zapCountText(zaps: number): string {
  const n = Math.max(0, Math.floor(Number.isFinite(zaps) ? zaps : 0));
  return n === 1 ? message('mailingList.zapOne', '1 connected Zap') : message('mailingList.zaps', '{count} connected Zaps', { count: n });
}

/** The form refuses no list (SPEC.md §5). */
export const validateListChoice = (value: string): string | null => (value.trim() === '' ? message('mailingList.select', SELECT_LIST_TEXT) : null);

/** Case and width-insensitive key for uniqueness of list names. */
export const listNameKey = (name: string): string => name.normalize('NFKC').trim().toLocaleLowerCase('en');

/** A new list's name as typed → the name or why it can't be one (existing names for uniqueness). */
export function checkListName(raw: string, existing: readonly string[] = []): { ok: true; name: string } | { ok: false; problem: string } {
  // eslint-disable-next-line no-control-regex -- control characters are removed, not kept
  const name = String(raw).normalize('NFC').replace(/[\u0000-\u001F\u007F]/g, ' ').replace(/\s+/g, ' ').trim();
  if (name === '') return { ok: false, problem: message('mailingList.nameEmpty', LIST_NAME_EMPTY_TEXT) };
  if ([...name].length > MAX_LIST_NAME) return { ok: false, problem: message('mailingList.nameTooLong', LIST_NAME_TOO_LONG_TEXT, { max: MAX_LIST_NAME }) };
  const key = listNameKey(name);
  if (existing.some((other) => listNameKey(other) === key)) return { ok: false, problem: message('mailingList.exists', LIST_EXISTS_TEXT) };
  return { ok: true, name };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The address a submission subscribes: the first field the form defines as `email` with a
 * plausible address, else the first value that is one; lower-cased (a list holds an address once
 * whatever its case: mail providers treat the local part without case), at most 254 characters.
 */
export function subscriberEmail(fields: ReadonlyArray<{ id: string; type?: string }>, values: Record<string, unknown>): string | null {
  const plausible = (value: unknown): string | null => {
    if (typeof value !== 'string') return null;
    const text = value.trim();
    if (text.length > 254 || !EMAIL.test(text)) return null;
    return text.toLowerCase();
  };
  for (const field of fields) if (field.type === 'email' && Object.hasOwn(values, field.id)) {
    const found = plausible(values[field.id]);
    if (found) return found;
  }
  for (const value of Object.values(values)) {
    const found = plausible(value);
    if (found) return found;
  }
  return null;
}
