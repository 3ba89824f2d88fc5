import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_SITE_USER, SITE_USER_COOKIE } from './routes/auth';
import { sameSecret } from './secret';
import { testApp } from './testing';

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});
async function app() {
  const built = await testApp();
  cleanups.push(built.close);
  return built.app;
}

describe('sameSecret', () => {
  it('is true only for equal texts, whatever their lengths and encodings', () => {
    expect(sameSecret('c0ffee', 'c0ffee')).toBe(true);
    expect(sameSecret('é', 'é')).toBe(true);
    expect(sameSecret('', '')).toBe(true);
    // Same UTF-16 length, different UTF-8 byte length: timingSafeEqual alone throws here.
    expect(sameSecret('é', 'a')).toBe(false);
    expect(sameSecret('a', '')).toBe(false);
    expect(sameSecret('abc', 'abcd')).toBe(false);
    // Two lone surrogates are the same bytes in UTF-8 (U+FFFD) but different texts.
    expect(sameSecret('\ud800', '\udc00')).toBe(false);
    expect(sameSecret('x'.repeat(100_000), 'x'.repeat(100_000))).toBe(true);
  });
});

// Raw Cookie headers, so the cookie holds exactly these bytes (%C3%A9 decodes to 'é').
describe('secrets that are not ASCII answer 401/403 (CONTRACT.md §6), never 500', () => {
  it('the crumb check of every /api/ call', async () => {
    const server = await app();
    const cases = [
      { cookie: 'crumb=%C3%A9', crumb: 'a' }, // the reported 500
      { cookie: 'crumb=a', crumb: '%C3%A9' },
      { cookie: 'crumb=%F0%9F%98%80', crumb: 'ab' }, // one emoji: 2 UTF-16 units, 4 bytes
      { cookie: 'crumb=%E0%A4%A', crumb: 'a' }, // a cookie that is not valid percent-encoding
      { cookie: 'crumb=abc', crumb: 'ab%00' },
    ];
    for (const url of ['/api/form/FormSubmissionKey', '/api/dev/echo', '/api/auth/Logout']) {
      for (const { cookie, crumb } of cases) {
        const response = await server.inject({ method: 'POST', url: `${url}?crumb=${crumb}`, headers: { cookie } });
        expect(response.statusCode, `${url} ${cookie} ${crumb}`).toBe(401);
        expect(response.json()).toMatchObject({ crumbFail: true });
      }
    }
    // The same non-ASCII text on both sides is a matching crumb.
    const same = await server.inject({ method: 'POST', url: '/api/form/FormSubmissionKey?crumb=%C3%A9', headers: { cookie: 'crumb=%C3%A9' } });
    expect(same.statusCode).toBe(200);
  });

  it('the CSRF header of the error endpoint', async () => {
    const server = await app();
    const report = [{ event: 'error', data: { message: 'x' }, timestamp: 1 }];
    for (const [cookie, header] of [
      ['%C3%A9', 'a'],
      ['a', 'é'], // a header byte above 0x7F arrives as a latin1 character
      ['%C3%A9', 'e'],
      ['%F0%9F%98%80', 'abcd'],
    ] as const) {
      const response = await server.inject({
        method: 'POST',
        url: `/api/events/RecordJavascriptErrors?crumb=${cookie}`,
        headers: { cookie: `crumb=${cookie}`, 'x-csrf-token': header },
        payload: report,
      });
      expect(response.statusCode, `${cookie} ${header}`).toBe(401);
      expect(response.json()).toEqual({ error: 'Unauthorized request' });
    }
  });

  it('the sign-in password and the site-user XSRF token', async () => {
    const server = await app();
    const post = (password: string) =>
      server.inject({
        method: 'POST',
        url: '/api/site-users/account/session?crumb=c',
        cookies: { crumb: 'c' },
        payload: { email: DEMO_SITE_USER.email, password },
      });
    // 15 characters like the demo password, but 30 bytes in UTF-8.
    for (const password of ['é'.repeat(DEMO_SITE_USER.password.length), '😀', `${DEMO_SITE_USER.password}é`]) {
      const response = await post(password);
      expect(response.statusCode, password).toBe(401);
      expect(response.json()).toEqual({ error: 'The email or password is incorrect.' });
    }
    // No password at all is bad input, said as such (@sqs/commerce/model/member-account).
    expect((await post('')).json()).toEqual({ error: 'Enter your password.', errors: { password: 'Enter your password.' } });
    const login = await post(DEMO_SITE_USER.password);
    expect(login.statusCode).toBe(200);
    const { xsrfToken } = login.json() as { xsrfToken: string };
    const session = String(login.headers['set-cookie']).match(new RegExp(`${SITE_USER_COOKIE}=([^;]+)`))?.[1] ?? '';
    const signOut = (token: string) =>
      server.inject({
        method: 'DELETE',
        url: '/api/site-users/account/session?crumb=c',
        cookies: { crumb: 'c', [SITE_USER_COOKIE]: session },
        headers: { 'x-siteuser-xsrf-token': token },
      });
    const wrong = await signOut('é'.repeat(xsrfToken.length));
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ error: 'Missing or wrong X-SiteUser-XSRF-Token.' });
    expect((await signOut(xsrfToken)).statusCode).toBe(200);
  });
});
