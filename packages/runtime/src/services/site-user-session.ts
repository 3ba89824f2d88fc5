/**
 * Site-user (member) sessions (SPEC.md §3 "Site login payload", §7
 * POST/DELETE /api/site-users/account/session).
 *
 * Signing in answers an `xsrfToken`; it is kept in session storage (per tab, gone with the
 * tab, never in a cookie a form post from another site would carry) and sent afterwards as
 * the `X-SiteUser-XSRF-Token` header.
 *
 * SPEC.md §7 says the DELETE "retries once on crumbFail". The data layer already does this
 * for every call (api-client.ts: a `crumbFail` answer drops a stale crumb and repeats the
 * request once), so the DELETE relies on it rather than adding a second retry, which would
 * send up to four requests.
 */
import { openStore, type KeyValueStore } from '../contracts/storage';
import type { ApiClient, ApiResult } from '../data/api-types';
import { SITE_USER_XSRF_STORAGE_KEY } from '../contracts/storage-keys';

export const SITE_USER_SESSION_PATH = '/api/site-users/account/session';
/**
 * Sign-up (issue 16 item 6): SPEC.md §7 lists only the session calls; this one takes the same
 * payload, creates the member and signs them in, answering the same `xsrfToken`.
 */
export const SITE_USER_ACCOUNT_PATH = '/api/site-users/account';
export const SITE_USER_XSRF_HEADER = 'X-SiteUser-XSRF-Token';

/** SPEC.md §3 "Site login payload: email, password, rememberMe". */
export interface SiteUserCredentials {
  email: string;
  password: string;
  rememberMe: boolean;
}

export interface SiteUserSession {
  /** Signs in; on success the answer's xsrfToken is kept for later calls. */
  signIn(credentials: SiteUserCredentials): Promise<ApiResult<{ xsrfToken?: unknown }>>;
  /**
   * Creates a member account and signs it in (SITE_USER_ACCOUNT_PATH); the token is kept as for
   * signIn. `plan` is the plan id the visitor chose (the member area's pricing toggle), stored with the account.
   */
  signUp(credentials: SiteUserCredentials & { plan?: string }): Promise<ApiResult<{ xsrfToken?: unknown }>>;
  /** Signs out with the token header; `cloneCart` is SPEC.md §7's query flag. */
  signOut(options?: { cloneCart?: boolean }): Promise<ApiResult<unknown>>;
  /** The kept token, or null when not signed in (in this tab). */
  xsrfToken(): string | null;
  /** The header to send on site-user calls, empty when there is no token. */
  headers(): Record<string, string>;
}

export interface SiteUserSessionEnv {
  api: ApiClient;
  /** Where the token is kept; session storage of the page by default. */
  store?: KeyValueStore;
}

export function createSiteUserSession(env: SiteUserSessionEnv): SiteUserSession {
  const store = env.store ?? openStore('session');
  const xsrfToken = () => store.get(SITE_USER_XSRF_STORAGE_KEY);
  const headers = (): Record<string, string> => {
    const token = xsrfToken();
    return token ? { [SITE_USER_XSRF_HEADER]: token } : {};
  };

  const open = async (path: string, { email, password, rememberMe, plan }: SiteUserCredentials & { plan?: string }) => {
    const result = await env.api.post<{ xsrfToken?: unknown }>(path, { json: { email, password, rememberMe, ...(plan ? { plan } : {}) } });
    const token = result.ok ? result.data?.xsrfToken : undefined;
    if (typeof token === 'string' && token !== '') store.set(SITE_USER_XSRF_STORAGE_KEY, token);
    return result;
  };

  return {
    xsrfToken,
    headers,
    signIn: (credentials) => open(SITE_USER_SESSION_PATH, credentials),
    signUp: (credentials) => open(SITE_USER_ACCOUNT_PATH, credentials),
    async signOut(options = {}) {
      const result = await env.api.delete(SITE_USER_SESSION_PATH, {
        query: { cloneCart: options.cloneCart },
        headers: headers(),
      });
      if (result.ok) store.remove(SITE_USER_XSRF_STORAGE_KEY);
      return result;
    },
  };
}
