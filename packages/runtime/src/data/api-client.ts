/**
 * The data layer (SPEC.md §7 first paragraph, §8 "Data layer"; CONTRACT.md §6).
 *
 * Every call carries `?crumb=`. Expected failures come back as typed results, never as
 * exceptions, so a block can show the right text and keep the visitor's input:
 *  - 401/403 'Unauthorized request'; 500/501 and 503 their texts; other statuses the
 *    server's `error` text;
 *  - network failure 'Unable to connect…', retried after 200 ms while `retries` lasts;
 *  - a body that is not JSON: the parse text;
 *  - `crumbFail`: the crumb is reset and the call retried once with the fresh cookie;
 *  - `loginRequired` and `authorizationFail` are announced on the window
 *    (`sqs-login-required`, `sqs-system-error`) for the site's login prompt and the
 *    system error dialog.
 * The library's own texts go through the message table (ids `api.*`, see api-messages.ts),
 * so a site can translate them; the server's `error` text is shown as sent.
 */
import { apiMessage, apiStatusMessage, noAnswer } from './api-messages';
import { emit } from '../events';
import { deleteCookie } from '../contracts/cookies';
import { CRUMB_COOKIE, readCrumb } from './crumb';
import type { ApiClient, ApiClientOptions, ApiResult, FailureKind, Method, RequestOptions } from './api-types';

export const NETWORK_RETRY_DELAY_MS = 200;

/** Drops the stale crumb so the server's fresh Set-Cookie is the one read next. */
export function resetCrumb(doc: Document = document): void {
  deleteCookie(doc, CRUMB_COOKIE, { path: '/' });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function encodeForm(form: NonNullable<RequestOptions['form']>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(form)) if (value !== undefined) body.append(key, String(value));
  return body;
}

function parseRetryAfter(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/** Status → kind and text, SPEC.md §8. Pure. */
export function describeFailure(status: number, body: Record<string, unknown> | null): { kind: FailureKind; message: string } {
  if (body?.crumbFail === true) return { kind: 'crumb-fail', message: apiMessage('unauthorized') };
  if (body?.loginRequired === true) return { kind: 'login-required', message: apiMessage('unauthorized') };
  if (body?.authorizationFail === true) return { kind: 'authorization-fail', message: apiMessage('unauthorized') };
  if (status === 401 || status === 403) return { kind: 'unauthorized', message: apiMessage('unauthorized') };
  if (status === 500 || status === 501) return { kind: 'server-error', message: apiMessage('serverError') };
  if (status === 503) return { kind: 'unavailable', message: apiMessage('unavailable') };
  const serverText = typeof body?.error === 'string' && body.error ? body.error : apiStatusMessage(status);
  return { kind: 'http', message: serverText };
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const getCrumb = options.getCrumb ?? (() => readCrumb());
  const dropCrumb = options.resetCrumb ?? (() => resetCrumb());
  const sleep = options.sleep ?? ((ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const announce =
    options.announce ??
    ((name, detail) => {
      if (typeof window !== 'undefined') emit(window, name, detail);
    });
  const base = options.baseUrl || (typeof location !== 'undefined' ? location.origin : 'http://localhost');
  const crossOrigin = typeof location !== 'undefined' && new URL(base).origin !== location.origin;

  const buildUrl = (path: string, query: RequestOptions['query'], crumb: string) => {
    const url = new URL(path, base);
    for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) url.searchParams.set(key, String(value));
    url.searchParams.set('crumb', crumb);
    return url.href;
  };

  async function once<T>(method: Method, path: string, opts: RequestOptions, crumb: string): Promise<ApiResult<T>> {
    const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
    let body: BodyInit | undefined;
    if (opts.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(opts.json);
    } else if (opts.form) {
      body = encodeForm(opts.form);
    }
    const signals = [opts.signal, opts.timeoutMs ? AbortSignal.timeout(opts.timeoutMs) : undefined].filter(
      (s): s is AbortSignal => s !== undefined,
    );
    let response: Response;
    try {
      response = await doFetch(buildUrl(path, opts.query, crumb), {
        method,
        headers,
        body,
        credentials: crossOrigin ? 'include' : 'same-origin',
        signal: signals.length ? AbortSignal.any(signals) : undefined,
        ...(opts.keepalive && { keepalive: true }),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      return noAnswer(timedOut ? 'timeout' : 'network');
    }
    const text = await response.text().catch(() => '');
    let parsed: unknown = null;
    let parseFailed = false;
    if (text.trim() !== '') {
      try {
        parsed = JSON.parse(text);
      } catch {
        parseFailed = true;
      }
    }
    const record = isRecord(parsed) ? parsed : null;
    if (response.ok && !parseFailed) return { ok: true, status: response.status, data: parsed as T, headers: response.headers };
    const retryAfter = parseRetryAfter(response.headers.get('Retry-After'));
    if (response.ok && parseFailed) {
      return { ok: false, status: response.status, kind: 'parse', message: apiMessage('parse'), data: null, retryAfter };
    }
    const { kind, message } = describeFailure(response.status, record);
    return { ok: false, status: response.status, kind, message, data: record, retryAfter };
  }

  async function request<T>(method: Method, path: string, opts: RequestOptions = {}): Promise<ApiResult<T>> {
    let retriesLeft = Math.max(0, opts.retries ?? 0);
    let crumbRetried = false;
    for (;;) {
      const crumb = getCrumb();
      const result = await once<T>(method, path, opts, crumb);
      if (result.ok) return result;
      if (result.kind === 'network' && retriesLeft > 0 && !opts.signal?.aborted) {
        retriesLeft -= 1;
        await sleep(NETWORK_RETRY_DELAY_MS);
        continue;
      }
      if (result.kind === 'crumb-fail' && !crumbRetried) {
        crumbRetried = true;
        // The failing answer usually set a fresh cookie; only a crumb the server did
        // not replace is dropped, so the retry is not sent with the stale one.
        if (getCrumb() === crumb) dropCrumb();
        continue;
      }
      if (result.kind === 'login-required') announce('sqs-login-required', { status: result.status, message: result.message });
      if (result.kind === 'authorization-fail') announce('sqs-system-error', { status: result.status, message: result.message });
      return result;
    }
  }

  return {
    request,
    get: (path, opts) => request('GET', path, opts),
    post: (path, opts) => request('POST', path, opts),
    put: (path, opts) => request('PUT', path, opts),
    delete: (path, opts) => request('DELETE', path, opts),
  };
}
