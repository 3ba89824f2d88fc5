import { describe, expect, it, vi } from 'vitest';
import { API_MESSAGES } from './api-messages';
import type { ApiClient, ApiResult } from './api-client';
import { lazyApiClient } from './lazy-api-client';

const ok = (data: unknown): ApiResult => ({ ok: true, status: 200, data, headers: new Headers() });

function fakeClient(): ApiClient & { calls: string[] } {
  const calls: string[] = [];
  const request: ApiClient['request'] = async (method, path) => {
    calls.push(`${method} ${path}`);
    return ok(path) as never;
  };
  return {
    calls,
    request,
    get: (path, o) => request('GET', path, o),
    post: (path, o) => request('POST', path, o),
    put: (path, o) => request('PUT', path, o),
    delete: (path, o) => request('DELETE', path, o),
  };
}

describe('lazyApiClient', () => {
  it('loads nothing until the first request, then loads once for every call', async () => {
    const real = fakeClient();
    const load = vi.fn(async () => real);
    const api = lazyApiClient(load);
    expect(load).not.toHaveBeenCalled();
    const results = await Promise.all([api.get('/a'), api.post('/b'), api.put('/c'), api.delete('/d'), api.request('GET', '/e')]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(real.calls).toEqual(['GET /a', 'POST /b', 'PUT /c', 'DELETE /d', 'GET /e']);
    expect(results.map((r) => r.ok && r.data)).toEqual(['/a', '/b', '/c', '/d', '/e']);
  });

  it('answers a failed load as a network failure, never a rejection, and loads again next time', async () => {
    const real = fakeClient();
    const load = vi.fn<() => Promise<ApiClient>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(real);
    const api = lazyApiClient(load);
    const failed = await api.get('/x');
    expect(failed).toEqual({ ok: false, status: 0, kind: 'network', message: API_MESSAGES.network, data: null, retryAfter: null });
    const retried = await api.get('/x');
    expect(retried.ok).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
