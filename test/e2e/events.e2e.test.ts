/**
 * The /events page end to end (issue 15) on the real reference backend, under the strict CSP
 * (nonce, 'strict-dynamic', Trusted Types required): the calendar's month changes by keyboard
 * (APG grid: arrows a day, PageDown/PageUp a month), a day's event is listed and opens, the tour
 * dates list only upcoming dates with their ticket and RSVP links, and, under a restrictive
 * cookie policy, a booking block keeps its provider's link until consent loads its script. The browser's clock and the server's are
 * both set to 20 November 2026, so the demo's events are where the test expects them.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startHarness, type Harness } from './harness';

const NOW = Date.parse('2026-11-20T12:00:00Z');

describe('/events end to end under the strict CSP', () => {
  let h: Harness;
  before(async () => {
    h = await startHarness({ now: () => NOW });
  });
  after(() => h.close());

  it('calendar by keyboard, an event opens, tour dates, booking links: 0 violations', async () => {
    const context = await h.browser.newContext();
    await context.clock.setFixedTime(NOW);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __violations: string[] }).__violations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    const response = await page.goto(`${h.origin}/events`);
    assert.match((await response?.allHeaders())?.['content-security-policy'] ?? '', /require-trusted-types-for 'script'/);

    // The calendar: November 2026, the focused day the 20th, one tab stop in the grid.
    const calendar = page.locator('#calendar[data-sqs-state="ready"]');
    await calendar.waitFor();
    const month = calendar.locator('[part="month"]');
    assert.equal(await month.textContent(), 'November 2026');
    const focusedDay = calendar.locator('[role="gridcell"][tabindex="0"]');
    assert.equal(await focusedDay.getAttribute('data-date'), '2026-11-20');
    await focusedDay.focus();
    // A week on with ArrowDown: the 27th, jazz night.
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => document.querySelector('#calendar')?.shadowRoot?.activeElement?.getAttribute('data-date') === '2026-11-27');
    const event = calendar.locator('[part="event"] a', { hasText: 'Jazz night on the terrace' });
    await event.waitFor();
    // PageDown a month, PageUp back (APG date grid), focus following.
    await page.keyboard.press('PageDown');
    await page.waitForFunction(() => document.querySelector('#calendar')?.shadowRoot?.querySelector('[part="month"]')?.textContent === 'December 2026');
    assert.equal(await focusedDay.getAttribute('data-date'), '2026-12-27');
    await page.keyboard.press('PageUp');
    await page.waitForFunction(() => document.querySelector('#calendar')?.shadowRoot?.querySelector('[part="month"]')?.textContent === 'November 2026');
    // The event opens: its link leads to its item on this page.
    await event.click();
    await page.waitForURL(/\/events#event-jazz-night$/);

    // Tour dates: past ones hidden (Bristol, October), upcoming with tickets and RSVP.
    const tour = page.locator('#tour-dates[data-sqs-state="ready"]');
    await tour.scrollIntoViewIfNeeded();
    await tour.waitFor();
    await tour.locator('[part="date"]').first().waitFor();
    const venues = await tour.locator('[part="venue"]').allTextContents();
    assert.deepEqual(venues, ['Barrowland Ballroom', 'Vicar Street', 'Uebel & Gefährlich']);
    assert.equal(await tour.locator('[part="tickets"]').first().getAttribute('href'), 'https://tickets.example/tide-2027-glasgow');
    assert.ok((await tour.locator('a', { hasText: 'RSVP' }).count()) >= 1);
    const empty = page.locator('#tour-dates-empty[data-sqs-state="ready"]');
    await empty.scrollIntoViewIfNeeded();
    await empty.locator('[part="empty"]').waitFor();
    assert.equal(await empty.locator('[part="empty"]').textContent(), 'No upcoming dates. Check back soon.');

    const violations = await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
    assert.deepEqual(violations, []);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('under a restrictive cookie policy a booking block keeps its link until consent, then asks for the provider script', async () => {
    const context = await h.browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __violations: string[] }).__violations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    // The page as a site with a restrictive cookie policy and the provider on another origin
    // (localhost for 127.0.0.1, the same stand-in) would send it: the server's own response, edited.
    const other = h.origin.replace('127.0.0.1', 'localhost');
    await page.route(`${h.origin}/events`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text())
        .replace('{"website":', '{"websiteSettings":{"cookieSettings":{"isRestrictiveCookiePolicyEnabled":true}},"website":')
        .replace('"source":"/assets/booking-standin.js?rid=', `"source":"${other}/assets/booking-standin.js?rid=`);
      await route.fulfill({ response, body: html });
    });
    const providerRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${other}/assets/booking-standin.js`)) providerRequests.push(request.url());
    });
    await page.goto(`${h.origin}/events`);
    const block = page.locator('#booking-opentable');
    await block.scrollIntoViewIfNeeded();
    const load = block.getByRole('button', { name: 'Load OpenTable' });
    await load.waitFor();
    // Until consent: the provider's link is there and its script was never asked for.
    assert.equal(await block.getByRole('link', { name: 'Reserve on OpenTable' }).count(), 1);
    assert.deepEqual(providerRequests, []);
    const asked = page.waitForRequest((request) => request.url().startsWith(`${other}/assets/booking-standin.js`));
    await load.click();
    await asked;
    assert.equal(providerRequests.length, 1);
    assert.deepEqual(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations), []);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
