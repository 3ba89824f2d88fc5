/**
 * The mailing-list dialog's link to the reference backend (routes/mailing.ts): the site's lists,
 * the form's connection, and the changes the dialog makes. Each answer is checked before use;
 * a failure keeps what is shown and gives the server's text or 'Unable to load. Try again.'.
 */
import { message } from '@sqs/runtime/contracts/messages';
import { pageOf } from '@sqs/runtime/page/page';
import type { ConnectionState } from './mailing-list.logic';

/** SPEC.md §8 "Editor". */
export const LOAD_FAILED_TEXT = 'Unable to load. Try again.';
export const LISTS_PATH = '/api/editor/mailing-lists';
export const connectionPath = (formId: string) => `/api/editor/forms/${encodeURIComponent(formId)}/mailing`;
export const zapierPath = (formId: string) => `/api/editor/forms/${encodeURIComponent(formId)}/zapier`;

export interface MailingList {
  id: string;
  name: string;
  subscribers: number;
}
export interface FormConnection {
  listId: string | null;
  listName: string | null;
  zapier: boolean;
  zaps: number;
  state: ConnectionState;
}

export type Answer<T> = { ok: true; data: T } | { ok: false; problem: string };

const isList = (v: unknown): v is MailingList =>
  typeof v === 'object' && v !== null && typeof (v as MailingList).id === 'string' && typeof (v as MailingList).name === 'string';
export const listsIn = (data: unknown): MailingList[] | null => {
  const lists = (data as { lists?: unknown } | null)?.lists;
  return Array.isArray(lists) && lists.every(isList) ? lists : null;
};
export const connectionIn = (data: unknown): FormConnection | null => {
  const c = data as Partial<FormConnection> | null;
  if (!c || typeof c !== 'object' || typeof c.zapier !== 'boolean' || typeof c.zaps !== 'number') return null;
  if (!['connected', 'disconnected', 'awaiting-zapier'].includes(String(c.state))) return null;
  return { listId: typeof c.listId === 'string' ? c.listId : null, listName: typeof c.listName === 'string' ? c.listName : null, zapier: c.zapier, zaps: c.zaps, state: c.state! };
};

export async function call<T>(
  host: HTMLElement,
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  read: (data: unknown) => T | null,
  json?: unknown,
): Promise<Answer<T>> {
  const result = await pageOf(host.ownerDocument).api[method](path, { ...(json === undefined ? {} : { json }), timeoutMs: 8000 });
  const data = result.ok ? read(result.data) : null;
  if (data !== null) return { ok: true, data };
  const error = !result.ok && typeof result.data?.error === 'string' ? result.data.error : null;
  return { ok: false, problem: error ?? message('mailingList.loadFailed', LOAD_FAILED_TEXT) };
}
