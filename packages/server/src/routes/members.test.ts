// The members-only page and the no-JavaScript join forms (issue 16 item 6; SPEC.md §6) on the
// whole app, its real SQLite file and the crumb check, through app.inject.
import { afterEach, describe, expect, it } from 'vitest';
import { listEvents } from '../db';
import { MEMBERS_CONTENT } from '../member-pages';
import { DEMO_SITE_USER, SITE_USER_COOKIE } from '../site-users';
import { testApp } from '../testing';

type App = Awaited<ReturnType<typeof testApp>>;
const open: App[] = [];
afterEach(async () => {
  for (const app of open.splice(0)) await app.close();
});
async function server(): Promise<App> {
  const built = await testApp();
  open.push(built);
  return built;
}

const CRUMB = 'c0ffee';
const LOCKED_TEXT = "This month's members' roast";
const sessionCookie = (setCookie: string | string[] | undefined) =>
  [setCookie ?? []].flat().find((c) => c.startsWith(`${SITE_USER_COOKIE}=`))?.split(';')[0]!.split('=')[1];
const contextOf = (html: string) => JSON.parse(html.match(/<script type="application\/json" id="sqs-page-context">(.*?)<\/script>/)![1]!) as { pageType: number };

describe('GET /members (a page locked to members)', () => {
  it('shows a visitor the access-denied page (type 106), the member area and none of the locked content', async () => {
    const { app } = await server();
    const response = await app.inject({ method: 'GET', url: '/members' });
    expect(response.statusCode).toBe(403);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const html = response.body;
    expect(contextOf(html).pageType).toBe(106);
    expect(html).toContain('<h1>Members only</h1>');
    expect(html).not.toContain(LOCKED_TEXT);
    expect(html).not.toContain('Harbour club</h1>');
    // Both price views, each with its join link, and the sign-in link: the page works without JavaScript.
    expect(html).toMatch(/<sqs-member-area id="membership"/);
    expect(html).toContain('$9.00 every month');
    expect(html).toContain('$90.00 every year');
    expect(html).toContain('href="/members/join?plan=monthly" data-join');
    expect(html).toContain('href="/members/join?plan=yearly" data-join');
    // The view not shown first is marked, so the page's CSS hides it before the upgrade (no layout shift).
    expect(html).toContain('<section data-label="Monthly" data-plan="monthly">');
    expect(html).toContain('<section data-label="Yearly" data-plan="yearly" data-sqs-unselected>');
    expect(html).toContain('href="/members/join?mode=sign-in" data-join="sign-in"');
    // A nonced runtime under the strict policy.
    expect(response.headers['content-security-policy']).toContain("'strict-dynamic'");
    expect(html).toMatch(/<script type="module" nonce="[^"{]+" src="\/dist\/runtime.js">/);
  });

  it('keeps the content from a stale or forged session cookie', async () => {
    const { app } = await server();
    const response = await app.inject({ method: 'GET', url: '/members', cookies: { [SITE_USER_COOKIE]: 'f'.repeat(48) } });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain(LOCKED_TEXT);
  });

  it('shows a member signed in through the API the locked content (page type 2)', async () => {
    const { app } = await server();
    const login = await app.inject({ method: 'POST', url: `/api/site-users/account/session?crumb=${CRUMB}`, cookies: { crumb: CRUMB }, payload: { ...DEMO_SITE_USER, rememberMe: false } });
    expect(login.statusCode).toBe(200);
    const session = sessionCookie(login.headers['set-cookie'])!;
    const response = await app.inject({ method: 'GET', url: '/members', cookies: { [SITE_USER_COOKIE]: session } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(MEMBERS_CONTENT);
    expect(contextOf(response.body).pageType).toBe(2);
    expect(response.body).toContain('Signed in as <strong>member@example.com</strong>');
    expect(response.body).not.toContain('<sqs-member-area');
  });
});

describe('the no-JavaScript join page', () => {
  it('offers sign-up for the chosen plan, and sign-in first when asked', async () => {
    const { app } = await server();
    const join = await app.inject({ method: 'GET', url: '/members/join?plan=yearly' });
    expect(join.statusCode).toBe(200);
    expect(join.body).toContain('Yearly: $90.00 every year.');
    expect(join.body).toContain('<input type="hidden" name="plan" value="yearly">');
    expect(join.body.indexOf('Create an account')).toBeLessThan(join.body.indexOf('<h2 id="join-in">'));
    const signIn = await app.inject({ method: 'GET', url: '/members/join?mode=sign-in&plan=<script>' });
    expect(signIn.body.indexOf('<h2 id="join-in">')).toBeLessThan(signIn.body.indexOf('Create an account'));
    expect(signIn.body).not.toContain('name="plan"');
  });

  it('signs up with a form post, records the plan, and the member then sees the locked page; sign-out locks it again', async () => {
    const { app, db } = await server();
    const posted = await app.inject({ method: 'POST', url: '/members/join', payload: 'email=form%40example.com&password=form-password&plan=monthly', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe('/members');
    const session = sessionCookie(posted.headers['set-cookie'])!;
    expect(db.prepare('SELECT plan FROM site_users WHERE email = ?').get('form@example.com')).toEqual({ plan: 'monthly' });
    expect(listEvents(db, 'site-user-sign-up')).toMatchObject([{ payload: { email: 'form@example.com', plan: 'monthly' } }]);
    const page = await app.inject({ method: 'GET', url: '/members', cookies: { [SITE_USER_COOKIE]: session } });
    expect(page.body).toContain(LOCKED_TEXT);
    expect(page.body).toContain('<p class="member-plan">Your plan: Monthly, $9.00 every month.</p>');

    const out = await app.inject({ method: 'POST', url: '/members/sign-out', cookies: { [SITE_USER_COOKIE]: session } });
    expect(out.statusCode).toBe(303);
    expect((await app.inject({ method: 'GET', url: '/members', cookies: { [SITE_USER_COOKIE]: session } })).statusCode).toBe(403);
    // The same email and password now sign in through the sign-in form.
    const again = await app.inject({ method: 'POST', url: '/members/sign-in', payload: 'email=form%40example.com&password=form-password', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(again.statusCode).toBe(303);
  });

  it('refuses a form naming a plan that is not offered (400, its text, no plan field kept), creating nothing', async () => {
    const { app, db } = await server();
    const posted = await app.inject({ method: 'POST', url: '/members/join', payload: 'email=odd%40example.com&password=form-password&plan=%3Cb%3Eweekly', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(posted.statusCode).toBe(400);
    expect(posted.body).toContain('<p class="member-error" role="alert">This plan is not offered. Choose monthly or yearly.</p>');
    expect(posted.body).not.toContain('<b>weekly');
    expect(posted.body).not.toContain('name="plan"');
    expect(sessionCookie(posted.headers['set-cookie'])).toBeUndefined();
    expect(db.prepare('SELECT COUNT(*) AS n FROM site_users WHERE email = ?').get('odd@example.com')).toEqual({ n: 0 });
  });

  it('shows the demo member, who joined without a plan, that no plan was chosen', async () => {
    const { app } = await server();
    const login = await app.inject({ method: 'POST', url: `/api/site-users/account/session?crumb=${CRUMB}`, cookies: { crumb: CRUMB }, payload: { ...DEMO_SITE_USER, rememberMe: false } });
    const page = await app.inject({ method: 'GET', url: '/members', cookies: { [SITE_USER_COOKIE]: sessionCookie(login.headers['set-cookie'])! } });
    expect(page.body).toContain('<p class="member-plan">You joined without choosing a plan.</p>');
  });

  it('answers a refused form with its text, the email kept and no session', async () => {
    const { app } = await server();
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const taken = await app.inject({ method: 'POST', url: '/members/join', payload: 'email=member%40example.com&password=whatever-1', headers: form });
    expect(taken.statusCode).toBe(409);
    expect(taken.body).toContain('<p class="member-error" role="alert">An account with this email already exists. Sign in instead.</p>');
    expect(taken.body).toContain('value="member@example.com"');
    expect(sessionCookie(taken.headers['set-cookie'])).toBeUndefined();
    const wrong = await app.inject({ method: 'POST', url: '/members/sign-in', payload: 'email=member%40example.com&password=wrong-one', headers: form });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('The email or password is incorrect.');
    const hostile = await app.inject({ method: 'POST', url: '/members/sign-in', payload: 'email=%22%3E%3Cimg%20src%3Dx%3E&password=x', headers: form });
    expect(hostile.statusCode).toBe(400);
    expect(hostile.body).not.toContain('<img src=x>');
    expect(hostile.body).toContain('Email is not valid.');
  });
});
