/**
 * Issue 19 item 6: axe-core (WCAG 2.0/2.1/2.2 A and AA) finds nothing on every demo page, with its
 * blocks upgraded, and in every interactive state a visitor can reach: the lightbox open, a form
 * failed, the cookie banner, the popup, a dialog, the mobile bar's hours menu open, a map's popup,
 * a calendar day chosen. The pages come from packages/server/demo/*.html (a page added later is
 * checked the day it lands), served by the real reference backend under its strict CSP; axe is
 * evaluated through the devtools protocol, so the page's own policy still holds.
 *
 * Reduced motion is emulated: axe measures colours as they are drawn, and half-way through a fade
 * a text's contrast is not the one a visitor reads.
 */
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { blockTags, expectBlocksSettled, startHarness, type Harness } from './harness';

const BLOCK_TAGS = blockTags();
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const PAGES = readdirSync('packages/server/demo')
  .filter((f) => f.endsWith('.html'))
  .map((f) => f.replace(/\.html$/, ''))
  .filter((name) => name !== 'not-found')
  .sort();

/** Every violation on the page (shadow roots included), as `rule: targets`. */
async function axe(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    type Result = { violations: Array<{ id: string; nodes: Array<{ target: unknown[] }> }> };
    const run = (window as unknown as { axe: { run(c: Document, o: object): Promise<Result> } }).axe.run;
    const result = await run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
  }, WCAG_AA);
}

/** Scrolls through the page so blocks that load when visible do, then waits for every block to settle. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await expectBlocksSettled(page, BLOCK_TAGS, page.url());
  await page.evaluate(() => scrollTo(0, 0));
}

// Three pages at a time, each in its own browser context (as h.page() makes them): 63 s against 78 s
// one at a time on the 2-core machine.
describe('axe on every demo page and state (issue 19)', { concurrency: 3 }, () => {
  let h: Harness;
  before(async () => {
    h = await startHarness({ formRateLimit: { max: 1000, windowMs: 60_000 } });
  });
  after(() => h.close());

  const open = async (path: string, viewport = { width: 1280, height: 800 }) => {
    const page = await h.page();
    await page.setViewportSize(viewport);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${h.origin}${path}`);
    await settle(page);
    return page;
  };

  for (const name of PAGES) {
    it(`/${name === 'index' ? '' : name}: no violation once its blocks are upgraded`, async () => {
      const page = await open(name === 'index' ? '/' : `/${name}`);
      assert.deepEqual(await axe(page), []);
      await page.close();
    });
  }

  it('gallery: the lightbox open', async () => {
    const page = await open('/gallery');
    await page.locator('sqs-gallery button.opener').first().click();
    await page.waitForFunction(() => [...document.querySelectorAll('sqs-gallery')].some((g) => g.shadowRoot?.querySelector('dialog')?.open));
    assert.deepEqual(await axe(page), []);
    await page.close();
  });

  it('forms: a submission failed (errors on the fields and the summary)', async () => {
    const page = await open('/forms');
    await page.locator('#contact').getByRole('button', { name: /send|submit/i }).first().click();
    await page.waitForFunction(() => document.querySelector('#contact')?.shadowRoot?.querySelector('[part~="form-errors"], [part~="field-error"]'));
    assert.deepEqual(await axe(page), []);
    await page.close();
  });

  it('consent: the cookie banner shown', async () => {
    const page = await open('/chrome-consent');
    await page.waitForFunction(() => {
      const banner = document.querySelector('sqs-cookie-banner');
      return banner?.shadowRoot?.querySelector('[part~="banner"]') && !banner.hidden;
    });
    assert.deepEqual(await axe(page), []);
    await page.close();
  });

  it('popup: the newsletter popup open', async () => {
    const page = await open('/chrome-popup');
    await page.waitForFunction(() => document.querySelector('sqs-popup-overlay')?.shadowRoot?.querySelector('dialog')?.open, undefined, { timeout: 10_000 });
    // Its newsletter form, where it has one, upgraded (there is no 'loading' state to wait out).
    await page.waitForFunction(() => {
      const form = document.querySelector('sqs-popup-overlay sqs-newsletter');
      return !form || ['ready', 'error'].includes(form.getAttribute('data-sqs-state') ?? '');
    });
    assert.deepEqual(await axe(page), []);
    await page.close();
  });

  for (const button of ['[data-demo-system-error="details"]', '[data-demo-confirm="plain"]']) {
    it(`dialogs: ${button} open`, async () => {
      const page = await open('/chrome-dialogs');
      await page.locator(button).click();
      await page.waitForFunction(() =>
        [...document.querySelectorAll('sqs-dialog, sqs-system-error')].some((d) => d.shadowRoot?.querySelector('dialog')?.open),
      );
      assert.deepEqual(await axe(page), []);
      await page.close();
    });
  }

  it('bars: the mobile bar with its hours menu open', async () => {
    const page = await open('/chrome-bars', { width: 400, height: 800 });
    const summary = page.locator('sqs-mobile-bar').locator('summary');
    await summary.click();
    await page.waitForFunction(() => document.querySelector('sqs-mobile-bar')?.shadowRoot?.querySelector('details')?.open);
    assert.deepEqual(await axe(page), []);
    await page.close();
  });

  it('map: a marker popup open', async () => {
    const page = await open('/map');
    await page.locator('#map-default').locator('.leaflet-marker-icon, .sqs-map-pin').first().click();
    await page.waitForFunction(() => document.querySelector('#map-default')?.shadowRoot?.querySelector('.leaflet-popup'));
    assert.deepEqual(await axe(page), []);
    await page.close();
  });

  it('calendar: a day chosen and the next month shown', async () => {
    const page = await open('/events');
    const calendar = page.locator('#calendar');
    await calendar.locator('[part~="day"][tabindex="0"], [role="gridcell"][tabindex="0"]').first().focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await calendar.getByRole('button', { name: /next/i }).first().click();
    assert.deepEqual(await axe(page), []);
    await page.close();
  });
});
