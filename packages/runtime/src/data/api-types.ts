/**
 * The data layer's shapes (SPEC.md §7, §8 "Data layer"; CONTRACT.md §6), apart from its code:
 * what blocks, services and the lazy client type against without importing the client.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined>;
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  /** How many times a network failure is retried (after 200 ms each). Default 0. */
  retries?: number;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** The request outlives the page (a click that navigates away): fetch's `keepalive`. */
  keepalive?: boolean;
}

export type FailureKind =
  | 'unauthorized'
  | 'server-error'
  | 'unavailable'
  | 'http'
  | 'network'
  | 'timeout'
  | 'parse'
  | 'login-required'
  | 'authorization-fail'
  | 'crumb-fail';

export type ApiResult<T = unknown> =
  | { ok: true; status: number; data: T; headers: Headers }
  | {
      ok: false;
      status: number;
      kind: FailureKind;
      message: string;
      /** The JSON body of an error answer, e.g. `{errors: {fieldId: message}}`. */
      data: Record<string, unknown> | null;
      /** Seconds from a `Retry-After` header (429, 503), when the server sent one. */
      retryAfter: number | null;
    };

export interface ApiClientOptions {
  /** The site's origin, or website.baseUrl when the page is on another origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
  getCrumb?: () => string;
  resetCrumb?: () => void;
  sleep?: (ms: number) => Promise<void>;
  announce?: (name: 'sqs-login-required' | 'sqs-system-error', detail: { status: number; message: string }) => void;
}

export interface ApiClient {
  request<T = unknown>(method: Method, path: string, options?: RequestOptions): Promise<ApiResult<T>>;
  get<T = unknown>(path: string, options?: RequestOptions): Promise<ApiResult<T>>;
  post<T = unknown>(path: string, options?: RequestOptions): Promise<ApiResult<T>>;
  put<T = unknown>(path: string, options?: RequestOptions): Promise<ApiResult<T>>;
  delete<T = unknown>(path: string, options?: RequestOptions): Promise<ApiResult<T>>;
  /** Fetches the client's code now, ahead of a request the visitor is about to cause (a lazy client). */
  preload?(): Promise<void>;
}
