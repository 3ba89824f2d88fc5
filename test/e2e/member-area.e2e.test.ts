/**
 * The member area end to end (issue 16 item 6) on the real reference backend and SQLite: a visitor
 * opens the members-only page and gets its access-denied state (page type 106, none of the locked
 * content), switches the pricing toggle to yearly, signs up through the member area's join button
 * and its dialog (the site-user client, POST /api/site-users/account), and lands on the locked
 * content, which the server now shows. The same path works with no JavaScript.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** axe-core's WCAG 2.0-2.2 A/AA violations on the page, shadow roots included (as test/e2e/axe-demo does). */
async function axe(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    type Result = { violations: Array<{ id: string; nodes: Array<{ target: unknown[] }> }> };
    const run = (window as unknown as { axe: { run(c: Document, o: object): Promise<Result> } }).axe.run;
    const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
    const result = await run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
  });
}

const LOCKED_TEXT = "This month's members' roast";

describe('member area end to end', () => {
  let h: Harness;
  before(async () => {
    h = await startHarness();
  });
  after(() => h.close());

  /** The plan stored with the account, read from the server's SQLite file. */
  const storedPlan = (email: string) => {
    const db = new Database(h.dbFile, { readonly: true, fileMustExist: true });
    try {
      return (db.prepare('SELECT plan FROM site_users WHERE email = ?').get(email) as { plan: string | null } | undefined)?.plan;
    } finally {
      db.close();
    }
  };

  const signUps = async () =>
    ((await (await fetch(`${h.origin}/api/dev/events?kind=site-user-sign-up`)).json()) as { events: Array<{ payload: { email: string } }> }).events.map((e) => e.payload.email);

  it('a visitor sees access denied, signs up through the join button and sees the locked content', async () => {
    const context = await h.browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(`${h.origin}/members`);
    assert.equal(response?.status(), 403);
    await page.getByRole('heading', { name: 'Members only', level: 1 }).waitFor();
    assert.equal(JSON.parse((await page.locator('#sqs-page-context').textContent()) ?? '{}').pageType, 106);
    assert.equal(await page.getByText(LOCKED_TEXT).count(), 0);
    assert.ok(!(await page.content()).includes(LOCKED_TEXT));

    const area = page.locator('sqs-member-area');
    await page.locator('sqs-member-area[data-sqs-state="ready"]').waitFor();
    assert.deepEqual(await axe(page), []);
    const yearly = area.getByRole('radio', { name: 'Yearly' });
    await yearly.click();
    assert.equal(await yearly.getAttribute('aria-checked'), 'true');
    assert.equal(await area.getByRole('link', { name: 'Join monthly' }).isVisible(), false);
    await area.getByRole('link', { name: 'Join yearly' }).click();

    const dialog = area.getByRole('dialog', { name: 'Create an account' });
    await dialog.waitFor();
    assert.deepEqual(await axe(page), []);
    const email = `e2e-${Date.now()}@example.com`;
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill('harbour-e2e-2026');
    await dialog.getByRole('button', { name: 'Create account' }).click();

    // Signed up: the page goes on to /members, which the server now shows in full.
    await page.getByText(LOCKED_TEXT).waitFor();
    assert.equal(new URL(page.url()).pathname, '/members');
    assert.equal(JSON.parse((await page.locator('#sqs-page-context').textContent()) ?? '{}').pageType, 2);
    assert.ok((await page.textContent('main'))?.includes(`Signed in as ${email}`));
    assert.ok((await signUps()).includes(email));
    // The toggle's choice went with the sign-up and is the account's plan.
    assert.equal(storedPlan(email), 'yearly');
    assert.equal(await page.locator('.member-plan').textContent(), 'Your plan: Yearly, $90.00 every year.');
    assert.deepEqual(errors, []);

    // The session is the server's: a fresh visit still shows the content; another visitor does not.
    assert.equal((await page.goto(`${h.origin}/members`))?.status(), 200);
    const stranger = await h.browser.newContext();
    const other = await stranger.newPage();
    assert.equal((await other.goto(`${h.origin}/members`))?.status(), 403);
    assert.ok(!(await other.content()).includes(LOCKED_TEXT));
    await stranger.close();
    await context.close();
  });

  it('with no JavaScript: both prices listed, the join link leads to the server form, which signs up', async () => {
    const context = await h.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${h.origin}/members`);
    assert.ok(await page.getByText('$9.00 every month').isVisible());
    assert.ok(await page.getByText('$90.00 every year').isVisible());
    await page.getByRole('link', { name: 'Join monthly' }).click();
    await page.waitForURL(/\/members\/join\?plan=monthly$/);
    const email = `nojs-${Date.now()}@example.com`;
    const form = page.locator('form[action="/members/join"]');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill('harbour-nojs-2026');
    await form.getByRole('button', { name: 'Create account' }).click();
    await page.getByText(LOCKED_TEXT).waitFor();
    assert.equal(new URL(page.url()).pathname, '/members');
    assert.equal(storedPlan(email), 'monthly'); // the form's hidden plan field
    assert.equal(await page.locator('.member-plan').textContent(), 'Your plan: Monthly, $9.00 every month.');
    await context.close();
  });
});
