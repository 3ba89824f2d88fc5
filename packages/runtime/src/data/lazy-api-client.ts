/**
 * The runtime's `apiClient()` without the data layer's code: an ApiClient whose
 * implementation (api-client.ts) is imported on the first request. Most pages with only
 * site-wide chrome never call the server before the visitor acts, so they never download it
 * (ARCHITECTURE.md: runtime + chrome at most 20 KB gzip).
 *
 * Same contract as the real client: expected failures are results, never exceptions. When
 * the code itself cannot load (network loss), the call fails as a network failure would
 * ('Unable to connect…', SPEC.md §8), the failure is reported, and the next call asks for
 * the code again (a browser that remembers a failed module fetch fails it again until the
 * page reloads). A request's `timeoutMs` counts from when the code has arrived.
 */
import { report } from '../report';
import type { ApiClient, ApiClientOptions, ApiResult, Method, RequestOptions } from './api-types';
import { API_NETWORK_TEXT } from './api-texts';

type ApiClientModule = { createApiClient(options: ApiClientOptions): ApiClient };

/**
 * No code, no connection: the network failure, in the site's words when the message table can
 * load (a block that called has it already), else in SPEC.md §8's. Kept off the static imports:
 * every page loads this module, and most never format a text.
 */
async function offline(): Promise<ApiResult<never>> {
  try {
    return (await import('./api-messages')).noAnswer();
  } catch {
    return { ok: false, status: 0, kind: 'network', message: API_NETWORK_TEXT, data: null, retryAfter: null };
  }
}

export function lazyApiClient(load: () => Promise<ApiClientModule>, options: ApiClientOptions = {}): ApiClient {
  let loading: Promise<ApiClientModule> | undefined;
  let client: ApiClient | undefined;
  /** The code, loaded once; a failed load is reported and asked for again next time. */
  async function code(): Promise<ApiClientModule | null> {
    try {
      return await (loading ??= load());
    } catch (error) {
      loading = undefined;
      report({ source: 'api-client', message: 'The data layer could not load', error });
      return null;
    }
  }
  async function request<T>(method: Method, path: string, requestOptions?: RequestOptions): Promise<ApiResult<T>> {
    if (!client) {
      const module = await code();
      if (!module) return offline();
      // Outside the try: a bad base URL throws here as it did when the client was built eagerly.
      client ??= module.createApiClient(options);
    }
    return client.request<T>(method, path, requestOptions);
  }
  return {
    request,
    get: (path, o) => request('GET', path, o),
    post: (path, o) => request('POST', path, o),
    put: (path, o) => request('PUT', path, o),
    delete: (path, o) => request('DELETE', path, o),
    preload: async () => {
      if (!client) await code();
    },
  };
}
