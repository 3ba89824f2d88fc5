import { message } from '../contracts/messages';
import type { ApiResult } from './api-types';
import { API_NETWORK_TEXT } from './api-texts';

/**
 * SPEC.md §8 "Data layer" texts, exactly. They are the fallbacks of the message ids
 * `api.<key>` (`api.unauthorized`, `api.serverError`, `api.unavailable`, `api.network`,
 * `api.parse`): a site translates them with `setMessages` (contracts/messages.ts).
 */
export const API_MESSAGES = {
  unauthorized: 'Unauthorized request',
  serverError: 'Internal server error. Please try again later.',
  unavailable: 'This service is temporarily unavailable. Please try again later.',
  network: API_NETWORK_TEXT,
  parse: 'Internal Error: Unable to parse the response as JSON.',
} as const;

export type ApiMessageKey = keyof typeof API_MESSAGES;

/** The shown text of `key`: the site's translation of `api.<key>`, else the SPEC.md text. */
export function apiMessage(key: ApiMessageKey): string {
  return message(`api.${key}`, API_MESSAGES[key]);
}

/** Fallback of `api.httpStatus`: a failed status without a server `error` text. */
export const API_HTTP_STATUS_TEXT = 'HTTP {status}';

/** 'HTTP 400', or the site's translation of `api.httpStatus` (`{status}` is the code). */
export function apiStatusMessage(status: number): string {
  return message('api.httpStatus', API_HTTP_STATUS_TEXT, { status });
}

/** The result of a request that never got an answer: no connection (or no data-layer code), or its timeout. */
export function noAnswer(kind: 'network' | 'timeout' = 'network'): ApiResult<never> {
  return { ok: false, status: 0, kind, message: apiMessage('network'), data: null, retryAfter: null };
}
