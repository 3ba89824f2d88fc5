// Logout (SPEC.md §2, §4, §7) with the data layer and the window stubbed, in Node.
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient, ApiResult } from '../data/api-types';
import { defaultPageContext, type PageContext } from '../page/page-context';
import { createLogout, isLogoutReturn, LOGOUT_PATH, LOGOUT_SUCCESS_MESSAGE, LOGOUT_SUCCESS_TITLE, logoutDestination } from './logout';

const ORIGIN = 'https://site.example';

function fakeWindow(pathname: string, search = '', top?: Window) {
  const assign = vi.fn();
  const win: Record<string, unknown> = { location: { pathname, search, origin: ORIGIN, assign } };
  win.top = top ?? win;
  return { win: win as unknown as Window, assign };
}

function signedIn(): PageContext {
  return { ...defaultPageContext(), authenticatedAccount: { id: 'acc1' } };
}

function fakeApi() {
  const pending: Array<(result: ApiResult) => void> = [];
  const post = vi.fn((_path: string) => new Promise<ApiResult>((resolve) => pending.push(resolve)));
  const api = { post } as unknown as ApiClient;
  const answer = (result: ApiResult) => pending.shift()?.(result);
  return { api, post, answer };
}

const ok: ApiResult = { ok: true, status: 200, data: {}, headers: new Headers() };
const failed: ApiResult = { ok: false, status: 503, kind: 'unavailable', message: 'down', data: null, retryAfter: null };

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('logoutDestination', () => {
  it('is the site root with logout=true, or the preview page', () => {
    expect(logoutDestination({ origin: ORIGIN, previewUrl: null })).toBe('/?logout=true');
    expect(logoutDestination({ origin: ORIGIN, previewUrl: '/blog?page=2' })).toBe('/blog?page=2&logout=true');
    expect(logoutDestination({ origin: ORIGIN, previewUrl: '/?logout=true' })).toBe('/?logout=true');
    // Resolved on the site to the path //evil.example, which a browser would read as another host
    // (fast-check found `.\/`).
    expect(logoutDestination({ origin: ORIGIN, previewUrl: '.\\/evil.example' })).toBe('/evil.example?logout=true');
    expect(logoutDestination({ origin: ORIGIN, previewUrl: '.\\/' })).toBe('/?logout=true');
  });

  it('never leaves the site, whatever frameUrl says (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl()), (previewUrl) => {
        const destination = logoutDestination({ origin: ORIGIN, previewUrl });
        expect(destination.startsWith('/')).toBe(true);
        const url = new URL(destination, ORIGIN);
        expect(url.origin).toBe(ORIGIN);
        expect(url.searchParams.get('logout')).toBe('true');
      }),
    );
  });

  it('recognises the return from a logout and keeps the dialog texts verbatim', () => {
    expect(isLogoutReturn('?logout=true')).toBe(true);
    expect(isLogoutReturn('?logout=false')).toBe(false);
    expect(isLogoutReturn('')).toBe(false);
    expect(LOGOUT_SUCCESS_TITLE).toBe('Logout Successful');
    expect(LOGOUT_SUCCESS_MESSAGE).toBe('You have been successfully logged out.');
  });
});

describe('createLogout', () => {
  it('does nothing without an authenticated account', async () => {
    const { api, post } = fakeApi();
    const { win, assign } = fakeWindow('/shop');
    expect(await createLogout({ window: win, context: defaultPageContext(), api })()).toBe(false);
    expect(post).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('posts once however often it is asked, then goes to the root with logout=true', async () => {
    const { api, post, answer } = fakeApi();
    const { win, assign } = fakeWindow('/shop', '?a=1');
    const logout = createLogout({ window: win, context: signedIn(), api });
    const first = logout();
    const second = logout();
    expect(second).toBe(first);
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(LOGOUT_PATH);
    answer(ok);
    expect(await first).toBe(true);
    expect(assign).toHaveBeenCalledWith('/?logout=true');
    expect(await logout()).toBe(true); // the page is leaving: no second POST
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('stays and allows a retry when the call fails', async () => {
    const { api, post, answer } = fakeApi();
    const { win, assign } = fakeWindow('/shop');
    const logout = createLogout({ window: win, context: signedIn(), api });
    const attempt = logout();
    answer(failed);
    expect(await attempt).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    const retry = logout();
    expect(post).toHaveBeenCalledTimes(2);
    answer(ok);
    expect(await retry).toBe(true);
  });

  it('moves the editor top window to the page the preview showed', async () => {
    const editor = fakeWindow('/config/', '?frameUrl=%2Fold');
    const frame = fakeWindow('/blog/post', '?p=1', editor.win);
    const { api, answer } = fakeApi();
    const done = createLogout({ window: frame.win, context: signedIn(), api })();
    answer(ok);
    await done;
    expect(editor.assign).toHaveBeenCalledWith('/blog/post?p=1&logout=true');
    expect(frame.assign).not.toHaveBeenCalled();
  });

  it('from the editor window itself uses its frameUrl, and only on this site', async () => {
    for (const [frameUrl, expected] of [
      ['%2Fabout%3Fx%3D1', '/about?x=1&logout=true'],
      ['https%3A%2F%2Fevil.example%2F', '/?logout=true'],
    ]) {
      const editor = fakeWindow('/config/', `?frameUrl=${frameUrl}`);
      const { api, answer } = fakeApi();
      const done = createLogout({ window: editor.win, context: signedIn(), api })();
      answer(ok);
      await done;
      expect(editor.assign).toHaveBeenCalledWith(expected);
    }
  });
});
