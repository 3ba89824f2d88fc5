// @vitest-environment happy-dom
// The editor hand-off wired to a DOM (SPEC.md §2, §5, §6). The page is happy-dom's window
// seen through a proxy whose location, top, navigator and alert are stand-ins, so
// navigations are recorded instead of performed and frames can be simulated.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_COOKIE_ALERT } from '../contracts/commerce';
import { ContributorRole } from '../contracts/enums';
import type { ApiClient, ApiResult } from '../data/api-types';
import { on } from '../events';
import { defaultPageContext, type PageContext } from '../page/page-context';
import { ESCAPE_TO_LOGIN_SETTING, goToCheckout, NO_REDIRECT_STORAGE_KEY, startEditorServices } from './editor-keys';

interface FakeLocation {
  pathname: string;
  search: string;
  hostname: string;
  origin: string;
  href: string;
  assign: ReturnType<typeof vi.fn>;
  replace: ReturnType<typeof vi.fn>;
}

function fakeLocation(path: string, hostname = 'site.example'): FakeLocation {
  const url = new URL(path, window.location.origin);
  return {
    pathname: url.pathname,
    search: url.search,
    hostname,
    origin: url.origin,
    href: url.href,
    assign: vi.fn(),
    replace: vi.fn(),
  };
}

/** The real window (events, document, storage) with the listed properties replaced. */
function page(options: { path?: string; hostname?: string; top?: unknown; cookieEnabled?: boolean } = {}) {
  const location = fakeLocation(options.path ?? '/shop?a=1', options.hostname);
  const alert = vi.fn();
  const overrides: Record<PropertyKey, unknown> = {
    location,
    alert,
    navigator: { cookieEnabled: options.cookieEnabled ?? true },
  };
  const proxy = new Proxy(window, {
    get(target, prop) {
      if (prop in overrides) return overrides[prop];
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  }) as Window;
  overrides.top = options.top ?? proxy;
  return { win: proxy, location, alert };
}

function editorTop(path = '/config/?frameUrl=%2Fshop') {
  const top = new EventTarget() as EventTarget & { location: FakeLocation };
  top.location = fakeLocation(path);
  return top;
}

function context(over: Partial<PageContext> & { escapeToLogin?: boolean } = {}): PageContext {
  const base = defaultPageContext();
  const { escapeToLogin, ...rest } = over;
  return {
    ...base,
    ...rest,
    websiteSettings: { ...base.websiteSettings, ...(escapeToLogin === undefined ? {} : { [ESCAPE_TO_LOGIN_SETTING]: escapeToLogin }) },
  };
}

const signedIn = (roles: number[] = [ContributorRole.ADMIN]) => ({ authenticatedAccount: { id: 'acc' }, websiteRoles: roles });

function fakeApi() {
  const post = vi.fn(async (): Promise<ApiResult> => ({ ok: true, status: 200, data: {}, headers: new Headers() }));
  return { api: { post } as unknown as ApiClient, post };
}

const stops: Array<() => void> = [];
function start(win: Window, ctx: PageContext, api = fakeApi().api) {
  const stop = startEditorServices({ window: win, context: ctx, api });
  stops.push(stop);
  return stop;
}

function press(target: EventTarget, init: KeyboardEventInit = {}) {
  const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true, composed: true, ...init });
  target.dispatchEvent(event);
  return event;
}

beforeEach(() => {
  sessionStorage.clear();
  document.body.replaceChildren();
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.restoreAllMocks();
});

describe('editor redirect', () => {
  it('sends a signed-in contributor in the top window to the editor, replacing the entry', () => {
    const { win, location } = page({ path: '/about?x=1' });
    start(win, context(signedIn()));
    expect(location.replace).toHaveBeenCalledWith('/config/?frameUrl=%2Fabout%3Fx%3D1');
  });

  it('skips viewers, localhost, developer and cloneable sites, and frames', () => {
    const cases: Array<[ReturnType<typeof page>, PageContext]> = [
      [page(), context(signedIn([ContributorRole.VIEWER]))],
      [page({ hostname: 'localhost' }), context(signedIn())],
      [page(), context({ ...signedIn(), website: { ...defaultPageContext().website, developerMode: true } })],
      [page(), context({ ...signedIn(), website: { ...defaultPageContext().website, cloneable: true } })],
      [page({ top: editorTop('/somewhere') }), context(signedIn())],
      [page(), context()],
    ];
    for (const [{ win, location }, ctx] of cases) {
      start(win, ctx);
      expect(location.replace).not.toHaveBeenCalled();
    }
  });

  it('remembers noredirect for the session', () => {
    const first = page({ path: '/about?noredirect' });
    start(first.win, context(signedIn()));
    expect(first.location.replace).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(NO_REDIRECT_STORAGE_KEY)).not.toBeNull();

    const later = page({ path: '/contact' });
    start(later.win, context(signedIn()));
    expect(later.location.replace).not.toHaveBeenCalled();

    sessionStorage.clear();
    const newSession = page({ path: '/contact' });
    start(newSession.win, context(signedIn()));
    expect(newSession.location.replace).toHaveBeenCalledWith('/config/?frameUrl=%2Fcontact');
  });
});

describe('Escape on a public site', () => {
  it('opens the editor with escape-to-login on, and not with it off', () => {
    const on = page({ path: '/shop?a=1' });
    start(on.win, context({ escapeToLogin: true }));
    expect(press(document.body).defaultPrevented).toBe(true);
    expect(on.location.assign).toHaveBeenCalledWith('/config/?frameUrl=%2Fshop%3Fa%3D1');
    for (const stop of stops.splice(0)) stop();

    const off = page();
    start(off.win, context());
    expect(press(document.body).defaultPrevented).toBe(false);
    expect(off.location.assign).not.toHaveBeenCalled();
  });

  it('opens the editor for a signed-in visitor (a viewer, who was not redirected)', () => {
    const { win, location } = page();
    start(win, context(signedIn([ContributorRole.VIEWER])));
    press(document.body);
    expect(location.assign).toHaveBeenCalledWith('/config/?frameUrl=%2Fshop%3Fa%3D1');
  });

  it('leaves Escape to text fields, to layers that consumed it, and to modified keys', () => {
    const { win, location } = page();
    start(win, context({ escapeToLogin: true }));
    const input = document.createElement('input');
    const editable = document.createElement('div');
    editable.contentEditable = 'true';
    document.body.append(input, editable);
    press(input);
    press(document.body, { ctrlKey: true });
    press(document.body, { repeat: true });

    // A dialog's dismiss stack, listening on the document, takes this Escape.
    const dismiss = (event: Event) => event.preventDefault();
    document.addEventListener('keydown', dismiss);
    press(document.body);
    document.removeEventListener('keydown', dismiss);
    expect(location.assign).not.toHaveBeenCalled();

    press(document.body);
    expect(location.assign).toHaveBeenCalledTimes(1);
  });

  it('logs out on Shift+Escape: one POST, then the root with logout=true', async () => {
    const { api, post } = fakeApi();
    const { win, location } = page({ hostname: 'localhost' });
    start(win, context(signedIn()), api);
    press(document.body, { shiftKey: true });
    press(document.body, { shiftKey: true });
    await vi.waitFor(() => expect(location.assign).toHaveBeenCalledWith('/?logout=true'));
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/api/auth/Logout');
  });

  it('does not log out an anonymous visitor', () => {
    const { api, post } = fakeApi();
    const { win } = page();
    start(win, context({ escapeToLogin: true }), api);
    press(document.body, { shiftKey: true });
    expect(post).not.toHaveBeenCalled();
  });

  it('stops listening when stopped', () => {
    const { win, location } = page();
    const stop = start(win, context({ escapeToLogin: true }));
    stop();
    press(document.body);
    expect(location.assign).not.toHaveBeenCalled();
  });
});

describe('Escape in the editor', () => {
  it('toggles full-screen preview, or closes a guide the editor said is open', () => {
    const top = editorTop();
    const { win } = page({ top });
    const toggles = vi.fn();
    const closes = vi.fn();
    on(top, 'sqs-editor-preview-toggle', toggles);
    on(top, 'sqs-editor-guide-close', closes);
    start(win, context(signedIn()));

    press(document.body);
    expect(toggles).toHaveBeenCalledTimes(1);

    top.dispatchEvent(new CustomEvent('sqs-editor-guide', { detail: { open: true } }));
    press(document.body);
    expect(closes).toHaveBeenCalledTimes(1);
    press(document.body); // the guide is closed now
    expect(toggles).toHaveBeenCalledTimes(2);
  });
});

describe('checkout links', () => {
  function link(href: string) {
    const a = document.createElement('a');
    a.href = href;
    a.textContent = 'Checkout';
    document.body.append(a);
    return a;
  }
  /** Clicks; a listener added after the service's keeps happy-dom from following the link. */
  const click = (target: EventTarget) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, button: 0 });
    const prevented = { value: false };
    const guard = (e: Event) => {
      prevented.value = e.defaultPrevented;
      e.preventDefault();
    };
    window.addEventListener('click', guard);
    target.dispatchEvent(event);
    window.removeEventListener('click', guard);
    return { defaultPrevented: prevented.value };
  };

  it('inside the editor frame send the top window to checkout', () => {
    const top = editorTop();
    const { win, location } = page({ top });
    start(win, context(signedIn()));
    const event = click(link('/checkout/donate?donatePageId=d1'));
    expect(event.defaultPrevented).toBe(true);
    expect(top.location.assign).toHaveBeenCalledWith(new URL('/checkout/donate?donatePageId=d1', window.location.origin).href);
    expect(location.assign).not.toHaveBeenCalled();

    click(link('/blog'));
    expect(top.location.assign).toHaveBeenCalledTimes(1);
  });

  it('work as links on a public page, and alert without cookies', () => {
    const enabled = page();
    start(enabled.win, context());
    expect(click(link('/commerce/goto-checkout')).defaultPrevented).toBe(false);
    expect(enabled.location.assign).not.toHaveBeenCalled();
    expect(enabled.alert).not.toHaveBeenCalled();
    for (const stop of stops.splice(0)) stop();

    const disabled = page({ cookieEnabled: false, top: editorTop() });
    start(disabled.win, context());
    click(link('/checkout/subscribe?cartToken=t'));
    expect(disabled.alert).toHaveBeenCalledWith(CHECKOUT_COOKIE_ALERT);
    expect(disabled.location.assign).not.toHaveBeenCalled();
  });

  it('a checkout page loaded inside the editor frame moves to the top window', () => {
    const top = editorTop();
    const { win, location } = page({ path: '/checkout/giftcard?websiteId=w&giftCardProductId=g', top });
    start(win, context());
    expect(top.location.assign).toHaveBeenCalledWith(location.href);
  });

  it('goToCheckout follows the same rules for code without a link', () => {
    const top = editorTop();
    const framed = page({ top });
    goToCheckout(framed.win, '/commerce/goto-checkout');
    expect(top.location.assign).toHaveBeenCalledWith('/commerce/goto-checkout');
    const plain = page();
    goToCheckout(plain.win, '/commerce/goto-checkout');
    expect(plain.location.assign).toHaveBeenCalledWith('/commerce/goto-checkout');
    const noCookies = page({ cookieEnabled: false });
    goToCheckout(noCookies.win, '/commerce/goto-checkout');
    expect(noCookies.alert).toHaveBeenCalledWith(CHECKOUT_COOKIE_ALERT);
  });
});
