import { afterEach, describe, expect, it, vi } from 'vitest';
import { onReport, type Report } from '../report';
import { API_MESSAGES } from './api-messages';
import type { ApiClient, ApiClientOptions, ApiResult } from './api-types';
import { lazyApiClient } from './lazy-api-client';

const ok = (data: unknown): ApiResult => ({ ok: true, status: 200, data, headers: new Headers() });

function fakeModule() {
  const calls: string[] = [];
  const created: ApiClientOptions[] = [];
  const createApiClient = (options: ApiClientOptions): ApiClient => {
    created.push(options);
    const request: ApiClient['request'] = async (method, path) => {
      calls.push(`${method} ${path}`);
      return ok(path) as never;
    };
    return {
      request,
      get: (path, o) => request('GET', path, o),
      post: (path, o) => request('POST', path, o),
      put: (path, o) => request('PUT', path, o),
      delete: (path, o) => request('DELETE', path, o),
    };
  };
  return { calls, created, createApiClient };
}

describe('lazyApiClient', () => {
  const stops: Array<() => void> = [];
  afterEach(() => stops.splice(0).forEach((stop) => stop()));

  it('preloads its code without a request, once, and the request after it loads nothing more', async () => {
    const module = fakeModule();
    const load = vi.fn(async () => module);
    const api = lazyApiClient(load);
    await Promise.all([api.preload?.(), api.preload?.()]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(module.calls).toEqual([]);
    await api.get('/a');
    expect(load).toHaveBeenCalledTimes(1);
    expect(module.calls).toEqual(['GET /a']);
  });

  it('loads nothing until the first request, then loads and builds the client once for every call', async () => {
    const module = fakeModule();
    const load = vi.fn(async () => module);
    const api = lazyApiClient(load, { baseUrl: 'https://shop.example' });
    expect(load).not.toHaveBeenCalled();
    const results = await Promise.all([api.get('/a'), api.post('/b'), api.put('/c'), api.delete('/d'), api.request('GET', '/e')]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(module.created).toEqual([{ baseUrl: 'https://shop.example' }]);
    expect(module.calls).toEqual(['GET /a', 'POST /b', 'PUT /c', 'DELETE /d', 'GET /e']);
    expect(results.map((r) => r.ok && r.data)).toEqual(['/a', '/b', '/c', '/d', '/e']);
  });

  it('answers a failed load as a network failure, never a rejection, reports it, and asks again next time', async () => {
    const reports: Report[] = [];
    stops.push(onReport((r) => reports.push(r)));
    const module = fakeModule();
    const load = vi.fn<() => Promise<typeof module>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(module);
    const api = lazyApiClient(load);
    const failed = await api.get('/x');
    expect(failed).toEqual({ ok: false, status: 0, kind: 'network', message: API_MESSAGES.network, data: null, retryAfter: null });
    expect(reports.map((r) => r.source)).toEqual(['api-client']);
    const retried = await api.get('/x');
    expect(retried.ok).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('lets a client that cannot be built (a bad base URL) reject, as building it eagerly threw', async () => {
    const api = lazyApiClient(async () => ({ createApiClient: () => { throw new TypeError('Invalid URL'); } }));
    await expect(api.get('/x')).rejects.toThrow('Invalid URL');
  });
});
