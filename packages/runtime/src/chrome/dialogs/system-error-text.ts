/**
 * Which text the system error overlay shows for which error (SPEC.md §8 "System error
 * overlay"). Pure: the error as announced in, the overlay's content out.
 *
 *  - a network failure: 'Unable to connect to {provider}. Please try again.', or the
 *    server's text when there is one, and a network-error event to track;
 *  - `generic`, or nothing to show: 'Something Went Wrong!' with the generic text;
 *  - otherwise: the url, the format and the error (or message) text.
 * The `errorKey` is shown under any of them when present.
 *
 * Input is `sqs-system-error`'s `detail`. The data layer sends `{status, message}` for
 * `authorizationFail` (data/api-client.ts); a site or block may send the other fields.
 * A network failure is not announced by the data layer (a block shows its own
 * 'Unable to connect…' text); `kind: 'network'` (or `network: true`) selects the network text.
 */
import { message } from '../../contracts/messages';

export interface SystemErrorInput {
  status?: number;
  /** The server's text (network) or the error text (details). */
  message?: string;
  /** A data-layer failure kind; 'network' and 'timeout' select the network text. */
  kind?: string;
  network?: boolean;
  generic?: boolean;
  /** The URL that failed (shown in details; `urlRequested` of the network-error event). */
  url?: string;
  format?: string;
  error?: string;
  errorKey?: string;
  /** Who could not be reached, for the network text (default: the page's host). */
  provider?: string;
}

export interface SystemErrorLine {
  label: string;
  text: string;
}

export interface SystemErrorView {
  variant: 'generic' | 'network' | 'details';
  title: string;
  /** The paragraph under the title ('' for details, which shows `lines`). */
  text: string;
  lines: SystemErrorLine[];
  /** 'Error key: …', or null. */
  errorKey: string | null;
  /** The network-error event to track (SPEC.md §7 system_network_error), or null. */
  track: { urlRequested: string } | null;
}

export const SYSTEM_ERROR_TITLE = 'Something Went Wrong!';
export const SYSTEM_ERROR_GENERIC =
  'Our system has encountered an error. This exception has been automatically logged and reported. We will return shortly.';
export const SYSTEM_ERROR_NETWORK = 'Unable to connect to {provider}. Please try again.';
/** The event the overlay tracks for a network failure (SPEC.md §7). */
export const NETWORK_ERROR_EVENT = 'system_network_error';

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** Reads an event's `detail` forgivingly: anything that is not an object is a generic error. */
export function readSystemError(detail: unknown): SystemErrorInput {
  if (!detail || typeof detail !== 'object') return {};
  const d = detail as Record<string, unknown>;
  const out: SystemErrorInput = {};
  for (const key of ['message', 'kind', 'url', 'format', 'error', 'errorKey', 'provider'] as const) {
    const value = d[key];
    if (typeof value === 'string') out[key] = value;
    else if (key === 'errorKey' && typeof value === 'number' && Number.isFinite(value)) out[key] = String(value);
  }
  if (typeof d.status === 'number' && Number.isFinite(d.status)) out.status = d.status;
  if (d.network === true) out.network = true;
  if (d.generic === true) out.generic = true;
  return out;
}

export function systemErrorView(input: SystemErrorInput, defaultProvider: string): SystemErrorView {
  const title = message('systemError.title', SYSTEM_ERROR_TITLE);
  const key = text(input.errorKey);
  const errorKey = key ? message('systemError.errorKey', 'Error key: {errorKey}', { errorKey: key }) : null;
  const base = { title, lines: [], errorKey, track: null };

  if (input.network === true || input.kind === 'network' || input.kind === 'timeout') {
    const provider = text(input.provider) ?? text(defaultProvider) ?? '';
    return {
      ...base,
      variant: 'network',
      text: text(input.message) ?? message('systemError.network', SYSTEM_ERROR_NETWORK, { provider }),
      track: { urlRequested: text(input.url) ?? '' },
    };
  }

  const url = text(input.url);
  const format = text(input.format);
  const detail = text(input.error) ?? text(input.message);
  if (input.generic === true || (!url && !format && !detail)) {
    return { ...base, variant: 'generic', text: message('systemError.generic', SYSTEM_ERROR_GENERIC) };
  }

  const lines: SystemErrorLine[] = [];
  if (url) lines.push({ label: message('systemError.url', 'URL'), text: url });
  if (format) lines.push({ label: message('systemError.format', 'Format'), text: format });
  if (detail) lines.push({ label: message('systemError.error', 'Error'), text: detail });
  return { ...base, variant: 'details', text: '', lines };
}
