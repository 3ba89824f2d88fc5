// The data layer's decisions, with fetch injected so each failure is exact and fast.
// The same client runs against the real reference backend in test/e2e/data-layer.e2e.test.ts.
import { afterEach, describe, expect, it } from 'vitest';
import { setMessages } from '../contracts/messages';
import { createApiClient, describeFailure, NETWORK_RETRY_DELAY_MS } from './api-client';
import { API_HTTP_STATUS_TEXT, API_MESSAGES, apiMessage } from './api-messages';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

function client(responses: Array<Response | Error>, crumbs = ['c1']) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const sleeps: number[] = [];
  const announced: string[] = [];
  let crumb = crumbs[0] ?? '';
  let resets = 0;
  const api = createApiClient({
    baseUrl: 'https://site.example',
    fetch: async (url, init) => {
      calls.push({ url: String(url), init: init ?? {} });
      const next = responses.shift();
      if (!next) throw new Error('no more responses');
      if (next instanceof Error) throw next;
      return next;
    },
    getCrumb: () => crumb,
    resetCrumb: () => {
      resets += 1;
      crumb = crumbs[resets] ?? '';
    },
    sleep: async (ms) => void sleeps.push(ms),
    announce: (name) => void announced.push(name),
  });
  return { api, calls, sleeps, announced, resets: () => resets, setCrumb: (c: string) => (crumb = c) };
}

describe('describeFailure (SPEC.md §8 "Data layer")', () => {
  it('gives the exact texts by status', () => {
    expect(describeFailure(401, null)).toEqual({ kind: 'unauthorized', message: 'Unauthorized request' });
    expect(describeFailure(403, null).message).toBe('Unauthorized request');
    expect(describeFailure(500, null)).toEqual({ kind: 'server-error', message: 'Internal server error. Please try again later.' });
    expect(describeFailure(501, null).message).toBe('Internal server error. Please try again later.');
    expect(describeFailure(503, null)).toEqual({ kind: 'unavailable', message: 'This service is temporarily unavailable. Please try again later.' });
    expect(describeFailure(418, { error: 'Short and stout' })).toEqual({ kind: 'http', message: 'Short and stout' });
    expect(describeFailure(400, null).message).toBe('HTTP 400');
  });

  it('recognises the flags', () => {
    expect(describeFailure(401, { crumbFail: true }).kind).toBe('crumb-fail');
    expect(describeFailure(401, { loginRequired: true }).kind).toBe('login-required');
    expect(describeFailure(403, { authorizationFail: true }).kind).toBe('authorization-fail');
  });
});

describe('texts through the message table (ids api.*)', () => {
  afterEach(() => setMessages({}));

  it('keep the exact SPEC.md texts as fallbacks', () => {
    expect(API_MESSAGES).toEqual({
      unauthorized: 'Unauthorized request',
      serverError: 'Internal server error. Please try again later.',
      unavailable: 'This service is temporarily unavailable. Please try again later.',
      network: 'Unable to connect…',
      parse: 'Internal Error: Unable to parse the response as JSON.',
    });
    expect(API_HTTP_STATUS_TEXT).toBe('HTTP {status}');
    for (const key of Object.keys(API_MESSAGES) as Array<keyof typeof API_MESSAGES>) {
      expect(apiMessage(key)).toBe(API_MESSAGES[key]);
    }
  });

  it('describeFailure uses the site translation when there is one, the fallback otherwise', () => {
    setMessages(
      {
        'api.unauthorized': 'Requête non autorisée',
        'api.serverError': 'Erreur interne du serveur.',
        'api.httpStatus': 'Erreur HTTP {status}',
      },
      'fr',
    );
    expect(describeFailure(401, null)).toEqual({ kind: 'unauthorized', message: 'Requête non autorisée' });
    expect(describeFailure(401, { crumbFail: true }).message).toBe('Requête non autorisée');
    expect(describeFailure(500, null).message).toBe('Erreur interne du serveur.');
    expect(describeFailure(400, null).message).toBe('Erreur HTTP 400');
    // Not translated: the SPEC.md text. The server's own text is never replaced.
    expect(describeFailure(503, null).message).toBe(API_MESSAGES.unavailable);
    expect(describeFailure(418, { error: 'Short and stout' }).message).toBe('Short and stout');
    setMessages({});
    expect(describeFailure(401, null).message).toBe('Unauthorized request');
    expect(describeFailure(400, null).message).toBe('HTTP 400');
  });

  it('the client reports translated network and parse texts', async () => {
    setMessages({ 'api.network': 'Connexion impossible…', 'api.parse': 'Réponse illisible.' }, 'fr');
    const network = client([new TypeError('offline')]);
    expect(await network.api.get('/api/x')).toMatchObject({ ok: false, kind: 'network', message: 'Connexion impossible…' });
    const parse = client([new Response('<html>', { status: 200 })]);
    expect(await parse.api.get('/api/x')).toMatchObject({ ok: false, kind: 'parse', message: 'Réponse illisible.' });
  });
});

describe('createApiClient', () => {
  it('adds the crumb, sends JSON and form bodies, and returns typed success', async () => {
    const { api, calls } = client([json(200, { ok: 1 }), json(200, { ok: 2 })]);
    const a = await api.post('/api/x', { json: { a: 1 }, query: { q: 'v' } });
    expect(a).toMatchObject({ ok: true, status: 200, data: { ok: 1 } });
    expect(calls[0]!.url).toBe('https://site.example/api/x?q=v&crumb=c1');
    expect(calls[0]!.init.body).toBe('{"a":1}');
    expect((calls[0]!.init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    await api.put('/api/y', { form: { name: 'Ann', skip: undefined } });
    expect(String(calls[1]!.init.body)).toBe('name=Ann');
    expect(calls[1]!.init.method).toBe('PUT');
  });

  it('retries a network failure after 200 ms while retries last, then reports it', async () => {
    const { api, calls, sleeps } = client([new TypeError('down'), new TypeError('down'), json(200, {})]);
    expect((await api.get('/api/x', { retries: 2 })).ok).toBe(true);
    expect(calls).toHaveLength(3);
    expect(sleeps).toEqual([NETWORK_RETRY_DELAY_MS, NETWORK_RETRY_DELAY_MS]);
    expect(NETWORK_RETRY_DELAY_MS).toBe(200);

    const noRetry = client([new TypeError('down')]);
    const result = await noRetry.api.get('/api/x');
    expect(result).toMatchObject({ ok: false, kind: 'network', message: API_MESSAGES.network, status: 0 });
    expect(noRetry.calls).toHaveLength(1);
  });

  it('retries once on crumbFail, dropping a crumb the server did not replace', async () => {
    const { api, calls, resets } = client([json(401, { crumbFail: true }), json(200, { fine: true })], ['stale', 'fresh']);
    expect(await api.delete('/api/x')).toMatchObject({ ok: true, data: { fine: true } });
    expect(resets()).toBe(1);
    expect(calls[1]!.url).toContain('crumb=fresh');

    const twice = client([json(401, { crumbFail: true }), json(401, { crumbFail: true })]);
    expect(await twice.api.get('/api/x')).toMatchObject({ ok: false, kind: 'crumb-fail' });
    expect(twice.calls).toHaveLength(2);
  });

  it('does not drop a crumb the failing answer already replaced', async () => {
    const responses = [json(401, { crumbFail: true }), json(200, {})];
    let crumb = 'old';
    const api = createApiClient({
      baseUrl: 'https://site.example',
      fetch: async () => {
        crumb = 'new'; // the answer's Set-Cookie replaced it
        return responses.shift()!;
      },
      getCrumb: () => crumb,
      resetCrumb: () => {
        throw new Error('must not reset a replaced crumb');
      },
      sleep: async () => {},
    });
    expect((await api.get('/api/x')).ok).toBe(true);
  });

  it('reports a body that is not JSON with the parse text', async () => {
    const { api } = client([new Response('<html>oops</html>', { status: 200 })]);
    expect(await api.get('/api/x')).toMatchObject({ ok: false, kind: 'parse', message: API_MESSAGES.parse });
  });

  it('passes the error map and Retry-After back, and announces login and authorization failures', async () => {
    const { api, announced } = client([
      json(400, { errors: { email: 'Email is not valid.' } }),
      json(429, { error: 'slow down' }, { 'Retry-After': '7' }),
      json(401, { loginRequired: true }),
      json(403, { authorizationFail: true }),
    ]);
    expect(await api.post('/api/f')).toMatchObject({ ok: false, status: 400, data: { errors: { email: 'Email is not valid.' } } });
    expect(await api.post('/api/f')).toMatchObject({ ok: false, status: 429, retryAfter: 7, message: 'slow down' });
    expect(await api.get('/api/f')).toMatchObject({ kind: 'login-required' });
    expect(await api.get('/api/f')).toMatchObject({ kind: 'authorization-fail' });
    expect(announced).toEqual(['sqs-login-required', 'sqs-system-error']);
  });
});
