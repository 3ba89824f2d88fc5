/**
 * sqs-button's tracking end to end (issue 14 item 6, SPEC.md §3 "Button tracking", §7 census
 * calls): the /map demo page against the reference backend, read back through
 * /api/dev/events?kind=census. The link works with no JavaScript and never waits; render and
 * click are recorded through the analytics gate, and nothing before consent under a
 * restrictive policy.
 */
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, afterEach, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness';

type Census = { id: number; kind: string; payload: { type: string; id: string; buttonText: string; clickthroughUrl: string; alignment: string; size: string; newWindow: boolean; context: string; visitorCookie: string } };

async function poll<T>(check: () => Promise<T | null | undefined | false>, message: string, timeout = 10_000): Promise<T> {
  const end = Date.now() + timeout;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${message}`);
    await sleep(100);
  }
}

describe('sqs-button tracking on the demo page', () => {
  let h: Harness;
  let page: (Page & { errors: string[] }) | undefined;
  before(async () => {
    h = await startHarness();
  });
  afterEach(async () => {
    await page?.close();
    page = undefined;
  });
  after(() => h.close());

  const census = async (type: string): Promise<Census[]> => {
    const response = await fetch(`${h.origin}/api/dev/events?kind=census`);
    const rows = ((await response.json()) as { events: Census[] }).events;
    return rows.filter((row) => row.payload.type === type);
  };
  const clear = async () => {
    // Each test reads only rows after this mark.
    const all = await census('button-render');
    const clicks = await census('button-click');
    return Math.max(0, ...all.map((r) => r.id), ...clicks.map((r) => r.id));
  };
  const analyticsDecided = (p: Page) => p.waitForFunction(() => performance.getEntriesByName('sqs-analytics-decided').length > 0, null, { timeout: 15_000 });

  it('records each button shown once, and a click, while the link navigates at once', async () => {
    const mark = await clear();
    page = await h.page();
    await page.goto(`${h.origin}/map`);
    await page.locator('#button-demo').scrollIntoViewIfNeeded(); // the buttons load when visible (the default strategy)
    await page.locator('#book-button[data-sqs-state="ready"]').waitFor();
    const renders = await poll(async () => {
      const rows = (await census('button-render')).filter((r) => r.id > mark);
      return rows.length >= 2 && rows;
    }, 'both render records');
    const book = renders.find((r) => r.payload.id === 'book-button');
    assert.deepEqual(
      { ...book?.payload, visitorCookie: typeof book?.payload.visitorCookie },
      { type: 'button-render', id: 'book-button', buttonText: 'Book a table', clickthroughUrl: '#button-demo', alignment: 'left', size: 'large', newWindow: false, context: 'map-page', visitorCookie: 'string' },
    );
    assert.ok(renders.some((r) => r.payload.id === 'menu-button' && r.payload.size === 'small'));
    await sleep(300);
    assert.equal((await census('button-render')).filter((r) => r.id > mark).length, 2, 'once per button per page');

    // A click on a link to another page: the browser leaves at once, the record still lands (keepalive).
    await page.getByRole('link', { name: 'See the menu' }).click();
    await page.waitForURL(`${h.origin}/menu`);
    const click = await poll(async () => (await census('button-click')).find((r) => r.id > mark && r.payload.id === 'menu-button'), 'the click record');
    assert.equal(click.payload.clickthroughUrl, '/menu');
    assert.deepEqual(page.errors.filter((e) => !e.includes('favicon')), []);
  });

  it('records nothing before consent under a restrictive policy, then render and click after Accept', async () => {
    const mark = await clear();
    page = await h.page();
    const censusRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/census/button-')) censusRequests.push(request.url());
    });
    await page.goto(`${h.origin}/map?consent=restrictive`);
    await page.locator('#button-demo').scrollIntoViewIfNeeded();
    await page.locator('#book-button[data-sqs-state="ready"]').waitFor();
    await analyticsDecided(page);
    await page.getByRole('link', { name: 'Book a table' }).click(); // a same-page anchor: no navigation
    await page.waitForLoadState('networkidle');
    await sleep(300);
    assert.deepEqual(censusRequests, []);
    assert.equal((await census('button-render')).filter((r) => r.id > mark).length, 0);
    assert.equal((await census('button-click')).filter((r) => r.id > mark).length, 0);

    await page.getByRole('button', { name: 'Accept' }).click();
    await poll(async () => (await census('button-render')).filter((r) => r.id > mark).length === 2, 'render records after Accept');
    await page.getByRole('link', { name: 'Book a table' }).click();
    await poll(async () => (await census('button-click')).find((r) => r.id > mark && r.payload.id === 'book-button'), 'the click after Accept');
  });

  it('is a working link with no JavaScript at all', async () => {
    const context = await h.browser.newContext({ javaScriptEnabled: false });
    const p = await context.newPage();
    await p.goto(`${h.origin}/map`);
    await p.getByRole('link', { name: 'See the menu' }).click();
    await p.waitForURL(`${h.origin}/menu`);
    // The map's fallback is readable too.
    await p.goto(`${h.origin}/map`);
    assert.equal(await p.locator('#map-address address').isVisible(), true);
    await context.close();
  });
});
