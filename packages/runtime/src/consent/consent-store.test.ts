// @vitest-environment happy-dom
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookieVariants } from '../contracts/cookie-variants';
import { CONSENT_COOKIE, RESTRICTED_COOKIES } from '../contracts/storage-keys';
import { PAGE_CONTEXT_ID } from '../page/page-context';
import { consentFromCookieValue } from './consent-policy';
import { cookieJar, type CookieJar } from '../services/analytics-test-helpers';
import { forgetPage } from '../page/page';
import { clearRestrictedCookies, pageIsRestrictive, readConsent, setConsent } from './consent-store';

const DAYS_30 = 30 * 24 * 60 * 60;

/** A window whose document is a cookie jar, with real event dispatch. */
function fakeWindow(jar: CookieJar, options: { protocol?: string; context?: unknown } = {}) {
  const target = new EventTarget();
  const script = options.context === undefined ? null : { textContent: JSON.stringify(options.context) };
  const doc = Object.assign(jar, { getElementById: (id: string) => (id === PAGE_CONTEXT_ID ? script : null) });
  const win = {
    document: doc,
    location: { protocol: options.protocol ?? 'https:' },
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    dispatchEvent: target.dispatchEvent.bind(target),
  };
  return win as unknown as Window & { document: CookieJar };
}

function listen(win: Window) {
  const seen: unknown[] = [];
  win.addEventListener('sqs-consent-change', (event) => seen.push((event as CustomEvent).detail));
  return seen;
}

describe('readConsent', () => {
  it('reads the consent cookie as the analytics service does', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom('true', 'false', '', 'TRUE', '1', 'yes'), fc.string()), (value) => {
        const jar = cookieJar();
        jar.cookie = `${CONSENT_COOKIE.name}=${encodeURIComponent(value)}; Path=/`;
        expect(readConsent(jar)).toBe(consentFromCookieValue(value));
      }),
    );
    const jar = cookieJar();
    expect(readConsent(jar)).toBe('unknown');
    jar.cookie = 'ss_cookie_consent=true; Path=/';
    expect(readConsent(jar)).toBe('granted');
    jar.cookie = 'ss_cookie_consent=false; Path=/';
    expect(readConsent(jar)).toBe('declined');
  });

  it('is unknown when the cookie cannot be read', () => {
    const doc = {
      get cookie(): string {
        throw new Error('SecurityError');
      },
    };
    expect(readConsent(doc)).toBe('unknown');
  });
});

describe('setConsent: SPEC.md §4 accept stores true, decline false; §9 30 days, path /', () => {
  it('accept writes ss_cookie_consent=true for 30 days at / and announces granted', () => {
    const jar = cookieJar();
    const win = fakeWindow(jar);
    const seen = listen(win);
    expect(setConsent(win, true, { restrictive: true })).toBe('granted');
    const written = jar.lastWrite(CONSENT_COOKIE.name) ?? '';
    expect(written).toMatch(/^ss_cookie_consent=true;/);
    expect(written).toContain(`Max-Age=${DAYS_30}`);
    expect(written).toContain('Path=/');
    expect(written).toContain('SameSite=Lax');
    expect(written).toContain('Secure');
    expect(CONSENT_COOKIE.maxAgeS).toBe(DAYS_30);
    expect(readConsent(jar)).toBe('granted');
    expect(seen).toEqual([{ consent: 'granted' }]);
  });

  it('decline writes false and announces declined; no Secure over http', () => {
    const jar = cookieJar({ protocol: 'http:' });
    const win = fakeWindow(jar, { protocol: 'http:' });
    const seen = listen(win);
    expect(setConsent(win, false, { restrictive: false })).toBe('declined');
    const written = jar.lastWrite(CONSENT_COOKIE.name) ?? '';
    expect(written).toMatch(/^ss_cookie_consent=false;/);
    expect(written).toContain(`Max-Age=${DAYS_30}`);
    expect(written).toContain('Path=/');
    expect(written).not.toContain('Secure');
    expect(readConsent(jar)).toBe('declined');
    expect(seen).toEqual([{ consent: 'declined' }]);
  });

  it('a later decision replaces the earlier one', () => {
    const jar = cookieJar();
    const win = fakeWindow(jar);
    setConsent(win, true, { restrictive: false });
    setConsent(win, false, { restrictive: false });
    expect(readConsent(jar)).toBe('declined');
    expect(jar.names().filter((n) => n === CONSENT_COOKIE.name)).toHaveLength(1);
  });

  it('a decline under a restrictive policy clears every restricted cookie on every path and domain variant', () => {
    const jar = cookieJar({ hostname: 'www.shop.example.com', pathname: '/blog/2024/post' });
    const { paths, domains } = cookieVariants('www.shop.example.com', '/blog/2024/post');
    expect(paths).toEqual(['/blog/2024/post', '/blog/2024', '/blog', '/']);
    for (const name of RESTRICTED_COOKIES) {
      for (const path of paths) {
        for (const domain of domains) jar.cookie = `${name}=1; Path=${path}${domain ? `; Domain=${domain}` : ''}`;
      }
    }
    jar.cookie = 'crumb=keep; Path=/';
    jar.cookie = 'ss_other=keep; Path=/';
    const win = fakeWindow(jar);
    setConsent(win, false, { restrictive: true });
    expect(jar.names().sort()).toEqual(['crumb', 'ss_cookie_consent', 'ss_other']);
    for (const name of RESTRICTED_COOKIES) {
      for (const path of paths) {
        for (const domain of domains) {
          const deletion = jar.writes.find((w) => w.startsWith(`${name}=;`) && w.includes(`Path=${path}`) && (domain ? w.includes(`Domain=${domain}`) : !w.includes('Domain=')));
          expect(deletion, `${name} ${path} ${domain}`).toBeDefined();
          expect(deletion).toContain('Max-Age=0');
        }
      }
    }
  });

  it('a decline without a restrictive policy, or an accept under one, clears nothing', () => {
    for (const [granted, restrictive] of [
      [false, false],
      [true, true],
    ] as const) {
      const jar = cookieJar();
      jar.cookie = 'ss_cvr=1; Path=/';
      setConsent(fakeWindow(jar), granted, { restrictive });
      expect(jar.names()).toContain('ss_cvr');
    }
  });

  it('reads the policy from the page context when not told', () => {
    const restrictiveJar = cookieJar();
    restrictiveJar.cookie = 'ss_cvr=1; Path=/';
    setConsent(fakeWindow(restrictiveJar, { context: { websiteSettings: { cookieSettings: { isRestrictiveCookiePolicyAbsolute: true } } } }), false);
    expect(restrictiveJar.names()).not.toContain('ss_cvr');

    const openJar = cookieJar();
    openJar.cookie = 'ss_cvr=1; Path=/';
    setConsent(fakeWindow(openJar, { context: { websiteSettings: { cookieSettings: {} } } }), false);
    expect(openJar.names()).toContain('ss_cvr');
  });

  it('still announces the decision when the browser refuses the cookie, and never throws', () => {
    const win = fakeWindow(cookieJar());
    Object.defineProperty(win.document, 'cookie', {
      get: () => '',
      set: () => {
        throw new Error('cookies blocked');
      },
    });
    const seen = listen(win);
    expect(() => setConsent(win, true)).not.toThrow();
    expect(seen).toEqual([{ consent: 'granted' }]);
  });

  it('reports, not throws, when the window itself fails', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const win = {
      get document(): Document {
        throw new Error('detached');
      },
    } as unknown as Window;
    expect(setConsent(win, false)).toBe('declined');
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe('clearRestrictedCookies', () => {
  it('leaves the consent cookie and other cookies alone', () => {
    const jar = cookieJar();
    for (const name of RESTRICTED_COOKIES) jar.cookie = `${name}=x; Path=/`;
    jar.cookie = 'ss_cookie_consent=false; Path=/';
    jar.cookie = 'theme=dark; Path=/';
    clearRestrictedCookies(jar);
    expect(jar.names().sort()).toEqual(['ss_cookie_consent', 'theme']);
  });
});

describe('pageIsRestrictive', () => {
  afterEach(() => document.getElementById(PAGE_CONTEXT_ID)?.remove());
  const withContext = (text: string) => {
    forgetPage(document);
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = PAGE_CONTEXT_ID;
    script.textContent = text;
    document.head.append(script);
  };

  it.each([
    ['{"websiteSettings":{"cookieSettings":{"isRestrictiveCookiePolicyEnabled":true}}}', true],
    ['{"websiteSettings":{"cookieSettings":{"isRestrictiveCookiePolicyAbsolute":true}}}', true],
    ['{"websiteSettings":{"cookieSettings":{"isRestrictiveCookiePolicyEnabled":"true"}}}', false],
    ['{"websiteSettings":{"cookieSettings":{}}}', false],
    ['{"websiteSettings":{"cookieSettings":null}}', false],
    ['{"websiteSettings":null}', false],
    ['null', false],
    ['[1]', false],
    ['{"website": ', false],
    ['', false],
  ])('%s → %s', (text, expected) => {
    withContext(text);
    expect(pageIsRestrictive(document)).toBe(expected);
  });

  it('is false without a page context', () => {
    forgetPage(document);
    expect(pageIsRestrictive(document)).toBe(false);
  });
});
