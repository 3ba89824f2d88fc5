/**
 * The runtime's `apiClient()` without the data layer's code: an ApiClient whose
 * implementation (api-client.ts) is imported on the first request. Most pages with only
 * site-wide chrome never call the server before the visitor acts, so they never download it
 * (ARCHITECTURE.md: runtime + chrome at most 20 KB gzip).
 *
 * Same contract as the real client: expected failures are results, never exceptions. When
 * the code itself cannot load (network loss), the call fails as a network failure would
 * ('Unable to connect…', SPEC.md §8) and the next call tries to load it again.
 */
import type { ApiClient, ApiResult, Method, RequestOptions } from './api-client';
import { apiMessage } from './api-messages';

export function lazyApiClient(load: () => Promise<ApiClient>): ApiClient {
  let client: Promise<ApiClient> | undefined;
  async function request<T>(method: Method, path: string, options?: RequestOptions): Promise<ApiResult<T>> {
    let real: ApiClient;
    try {
      real = await (client ??= load());
    } catch {
      client = undefined;
      return { ok: false, status: 0, kind: 'network', message: apiMessage('network'), data: null, retryAfter: null };
    }
    return real.request<T>(method, path, options);
  }
  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, options) => request('POST', path, options),
    put: (path, options) => request('PUT', path, options),
    delete: (path, options) => request('DELETE', path, options),
  };
}
