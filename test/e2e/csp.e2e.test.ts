/**
 * Strict CSP and Trusted Types on every demo page (issue 20 item 4): the reference backend
 * serves `script-src 'nonce-…' 'strict-dynamic'; require-trusted-types-for 'script'; …`
 * (packages/server/src/page.ts cspFor). Every file in packages/server/demo/*.html is opened
 * (read at run time, so a page added later is covered), every block on it is brought into
 * view and used where the page has one (lightbox, form submit, cookie banner, popup, system
 * dialogs, toasts, confirm, tooltip, video), and the `securitypolicyviolation` events the page
 * saw are counted: 0 on every page.
 */
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { REPO_ROOT } from '../../packages/server/src/app';
import { startHarness, type Harness } from './harness';

const DEMO_DIR = `${REPO_ROOT}/packages/server/demo`;
const pages = readdirSync(DEMO_DIR)
  .filter((f) => f.endsWith('.html'))
  .map((f) => f.slice(0, -'.html'.length))
  .sort();

type Exercise = (page: Page) => Promise<string | null>;

/** Clicks when the locator exists; says what it did. */
const whenPresent = async (page: Page, selector: string, use: () => Promise<void>, label: string) =>
  (await page.locator(selector).count()) > 0 ? (await use(), label) : null;

const exercises: Exercise[] = [
  // Lightbox: the first slide of the first gallery opens its dialog; Escape closes it.
  (page) =>
    whenPresent(
      page,
      'sqs-gallery',
      async () => {
        const gallery = page.locator('sqs-gallery').first();
        await gallery.scrollIntoViewIfNeeded();
        await page.locator('sqs-gallery[data-sqs-state="ready"]').first().waitFor();
        await gallery.getByRole('button').first().click();
        await gallery.locator('dialog[open]').waitFor();
        await page.keyboard.press('Escape');
      },
      'lightbox',
    ),
  // Form submit: the newsletter (two fields) through the real backend, post-submit HTML included.
  (page) =>
    whenPresent(
      page,
      'sqs-newsletter#newsletter',
      async () => {
        const form = page.locator('#newsletter');
        await form.scrollIntoViewIfNeeded();
        await page.locator('#newsletter[data-sqs-state="ready"]').waitFor();
        await form.getByRole('textbox', { name: 'First Name' }).fill('Csp');
        await form.getByRole('textbox', { name: 'Email' }).fill(`csp-${Date.now()}@example.com`);
        await form.getByRole('button', { name: 'Sign up' }).click();
        await form.locator('[part="submission-message"]').waitFor();
      },
      'form submit',
    ),
  // Cookie banner: shown, then accepted.
  (page) =>
    whenPresent(
      page,
      'sqs-cookie-banner',
      async () => {
        await page.getByRole('button', { name: 'Accept' }).first().click();
      },
      'banner',
    ),
  // Popup: the timer opens its dialog.
  async (page) => {
    const context = await page.locator('#sqs-page-context').textContent().catch(() => null);
    if (!context?.includes('"showOnTimer":true')) return null;
    await page.locator('[data-sqs-popup-overlay]').locator('dialog[open]').waitFor();
    await page.keyboard.press('Escape');
    return 'popup';
  },
  // Tooltips: hover the first.
  (page) =>
    whenPresent(
      page,
      '[data-sqs-tooltip]',
      async () => {
        await page.locator('[data-sqs-tooltip]').first().hover();
        await page.locator('[data-sqs-tooltip-layer]:not([hidden])').waitFor();
      },
      'tooltip',
    ),
  // System error dialogs, toasts and confirm dialogs from the demo's buttons.
  (page) =>
    whenPresent(
      page,
      '[data-demo-system-error], [data-demo-toast], [data-demo-confirm]:not([disabled])',
      async () => {
        // Dispatched clicks: an open overlay covers the other buttons, and only what they render counts here.
        for (const button of await page.locator('[data-demo-system-error], [data-demo-toast], [data-demo-confirm]:not([disabled])').all()) {
          await button.dispatchEvent('click');
        }
        await page.locator('[data-sqs-dialog] >> dialog[open]').first().waitFor();
        await page.locator('[data-sqs-toasts] >> [part="toast"]').first().waitFor();
      },
      'dialogs',
    ),
  // Video: play the first; its player is built from the template.
  (page) =>
    whenPresent(
      page,
      'sqs-video',
      async () => {
        const video = page.locator('sqs-video').first();
        await video.scrollIntoViewIfNeeded();
        await video.getByRole('button', { name: /^Play/ }).first().click();
        await video.locator('iframe, video').first().waitFor();
      },
      'video',
    ),
];

// Three pages at a time, each in its own browser context (cookies and storage apart).
describe('every demo page under a strict CSP that requires Trusted Types', { concurrency: 3 }, () => {
  let h: Harness;
  const table: Array<{ page: string; violations: number; exercised: string }> = [];
  before(async () => {
    h = await startHarness();
  });
  after(async () => {
    console.log('P1 CSP violations per demo page (strict CSP, Trusted Types required):');
    console.table(table);
    await h.close();
  });

  it('serves the policy with nonces, strict-dynamic and required Trusted Types', async () => {
    const response = await fetch(`${h.origin}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    assert.match(csp, /script-src 'nonce-[^']+' 'strict-dynamic'/);
    assert.match(csp, /object-src 'none'/);
    assert.match(csp, /base-uri 'none'/);
    assert.match(csp, /require-trusted-types-for 'script'/);
    assert.match(csp, /trusted-types sqs-post-submit sqs-script-url dompurify lit-html/);
    assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval/);
  });

  for (const name of pages) {
    it(`/${name}: every block upgrades and is used with 0 violations`, async () => {
      const page = await h.page();
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { __violations: string[] }).__violations = seen;
        document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
      });
      const path = name === 'index' ? '/' : `/${name}`;
      await page.goto(`${h.origin}${path}`);
      // Every block in view once, so each loads and upgrades (or reports) under the policy.
      await page.evaluate(async () => {
        // Every sqs-* element, whatever its tag (a block added later too), scrolled to once.
        for (const element of document.querySelectorAll('*')) {
          if (!element.localName.startsWith('sqs-')) continue;
          element.scrollIntoView();
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
      });
      await page.waitForFunction(() => ![...document.querySelectorAll('*')].some((e) => e.localName.startsWith('sqs-') && e.getAttribute('data-sqs-state') === 'loading'));
      const done: string[] = [];
      for (const exercise of exercises) {
        const label = await exercise(page);
        if (label) done.push(label);
      }
      const violations = await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
      // Scripts that depend on the page having loaded ran: the runtime marks the page (embed has
      // none; the editor kit's page loads its controls' files, never the visitor runtime).
      const ranRuntime = await page.evaluate(() => document.documentElement.hasAttribute('data-sqs-runtime'));
      table.push({ page: path, violations: violations.length, exercised: done.join(', ') || '(blocks in view)' });
      assert.deepEqual(violations, [], `violations on ${path}`);
      assert.ok(ranRuntime || name === 'embed' || name === 'editor', `the runtime ran on ${path} (its script carries the nonce)`);
      assert.deepEqual(page.errors.filter((e) => /Trusted|Content Security Policy|CSP/i.test(e)), []);
      await page.close();
    });
  }
});
