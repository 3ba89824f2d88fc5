/**
 * Strict CSP and Trusted Types on every HTML page the reference backend serves (issue 20
 * item 4): it sends `script-src 'nonce-…' 'strict-dynamic'; require-trusted-types-for 'script'; …`
 * (packages/server/src/page.ts cspFor). The pages are derived from the server itself: every
 * GET route it registers is asked once, and each that answers HTML is walked, its parameters
 * filled from what the server serves (the demo folder's pages, the store's product links, a
 * cart for the checkout pages); a route that answers HTML and that this file cannot reach
 * fails the first test until it is given a way in. On each page every block is brought into
 * view and used where the page has one (lightbox, form submit, cookie banner, popup, system
 * dialogs, toasts, confirm, tooltip, video, add to cart, calendar, search suggestions), and the
 * `securitypolicyviolation` events the page saw are counted: 0 on every page.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { after, describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { REPO_ROOT } from '../../packages/server/src/app';
import { blockTags, expectBlocksSettled, startHarness } from './harness';

const BLOCK_TAGS = blockTags();

const DEMO_DIR = `${REPO_ROOT}/packages/server/demo`;
const demoPages = readdirSync(DEMO_DIR)
  .filter((f) => f.endsWith('.html'))
  .map((f) => f.slice(0, -'.html'.length))
  .sort();

const h = await startHarness();
const url = (path: string) => `${h.origin}${path}`;

/** A page to open: its path, found once the context is ready (a cart first, an order placed). */
interface Visit {
  route: string;
  label: string;
  open(context: BrowserContext): Promise<string>;
}
const at = (route: string, path: string): Visit => ({ route, label: path, open: async () => path });

// The store's data as the server loads it: a buyable variant for a cart, the gift card product.
const storeData = JSON.parse(readFileSync(`${DEMO_DIR}/data/store.json`, 'utf8')) as {
  products: Array<{ id: string; productType: number; variants: Array<{ id: string; qtyInStock: number; unlimited: boolean }> }>;
};
const buyable = storeData.products.flatMap((p) => p.variants.filter((v) => v.unlimited || v.qtyInStock > 5).map((v) => ({ slug: p.id, variantId: v.id })))[0]!;
const giftCard = storeData.products.find((p) => p.productType === 4)!;

/** A cart in this context, through the store's no-JavaScript form. */
const withCart = async (context: BrowserContext) => {
  const added = await context.request.post(url(`/store/${buyable.slug}/add`), { form: { variantId: buyable.variantId, quantity: '1' } });
  assert.ok(added.ok(), `a cart for the checkout pages (${added.status()})`);
};

/**
 * How to reach each route that has parameters or needs state. Routes without parameters are
 * opened as they are; one with parameters missing here fails the first test.
 */
const reach: Record<string, () => Promise<Visit[]>> = {
  // The demo folder's pages (one that a route of its own serves, /search, is walked there).
  '/:page': async () =>
    demoPages
      .filter((name) => name !== 'index' && !h.routes.some((r) => r.method === 'GET' && r.url === `/${name}`))
      .map((name) => at('/:page', `/${name}`)),
  // A collection item's deep link: the first slide address a demo page declares.
  '/:page/*': async () =>
    demoPages.flatMap((name) => {
      const slide = readFileSync(`${DEMO_DIR}/${name}.html`, 'utf8').match(/data-slide-url="([^"]+)"/)?.[1];
      return slide ? [at('/:page/*', `/${name}/${slide}`)] : [];
    }).slice(0, 1),
  // Every product the store page links to.
  '/store/:slug': async () => {
    const html = await (await fetch(url('/store'))).text();
    return [...new Set([...html.matchAll(/href="(\/store\/[^"/?#]+)"/g)].map((m) => m[1]!))].map((path) => at('/store/:slug', path));
  },
  '/cart': async () => [at('/cart', '/cart'), { route: '/cart', label: '/cart (with a line)', open: async (c) => (await withCart(c), '/cart') }],
  '/checkout': async () => [{ route: '/checkout', label: '/checkout (with a cart)', open: async (c) => (await withCart(c), '/checkout') }, at('/checkout', '/checkout')],
  '/checkout/subscribe': async () => [
    {
      route: '/checkout/subscribe',
      label: '/checkout/subscribe?cartToken=…',
      async open(context) {
        await withCart(context);
        await context.request.get(url('/store'));
        const crumb = (await context.cookies(h.origin)).find((c) => c.name === 'crumb')?.value ?? '';
        const cart = (await (await context.request.get(url(`/api/commerce/shopping-cart?crumb=${crumb}`))).json()) as { id: string };
        return `/checkout/subscribe?cartToken=${encodeURIComponent(cart.id)}`;
      },
    },
  ],
  '/checkout/order-confirmed': async () => [
    {
      route: '/checkout/order-confirmed',
      label: '/checkout/order-confirmed?orderId=…',
      async open(context) {
        await withCart(context);
        const placed = await context.request.post(url('/checkout/place-order'), { form: { kind: 'cart' }, maxRedirects: 0 });
        const location = placed.headers().location ?? '';
        assert.match(location, /^\/checkout\/order-confirmed\?orderId=/);
        return location;
      },
    },
  ],
  '/checkout/donate': async () => [at('/checkout/donate', '/checkout/donate?donatePageId=csp-demo'), at('/checkout/donate', '/checkout/donate')],
  '/checkout/giftcard': async () => [at('/checkout/giftcard', `/checkout/giftcard?websiteId=site-demo&giftCardProductId=${giftCard.id}`)],
};

/** A sample address of a route: each parameter and wildcard filled with a name nothing has. */
const sampleOf = (route: string) => route.replace(/:[A-Za-z]+/g, 'no-such-thing').replace(/\*/g, 'no-such-thing');

/** Every GET route outside the API that answers HTML (its sample asked once), and how to reach it. */
async function htmlRoutes(): Promise<{ visits: Visit[]; unreachable: string[]; skipped: string[] }> {
  const visits: Visit[] = [];
  const unreachable: string[] = [];
  const skipped: string[] = [];
  const gets = [...new Set(h.routes.filter((r) => r.method === 'GET' && !r.url.startsWith('/api/')).map((r) => r.url))];
  for (const route of gets) {
    const response = await fetch(url(sampleOf(route)), { redirect: 'manual' });
    await response.arrayBuffer();
    const html = (response.headers.get('content-type') ?? '').startsWith('text/html');
    const recipe = reach[route];
    if (recipe) visits.push(...(await recipe()));
    else if (!html) skipped.push(`${route} (${response.status} ${response.headers.get('content-type') ?? 'no body'})`);
    else if (/[:*]/.test(route)) unreachable.push(route);
    else visits.push(at(route, route));
  }
  return { visits, unreachable, skipped };
}
const { visits, unreachable, skipped } = await htmlRoutes();

type Exercise = (page: Page) => Promise<string | null>;

/** Clicks when the locator exists; says what it did. */
const whenPresent = async (page: Page, selector: string, use: () => Promise<void>, label: string) =>
  (await page.locator(selector).count()) > 0 ? (await use(), label) : null;

const exercises: Exercise[] = [
  // Code editor (issue 17): CodeMirror mounts its styles (style-mod) in the element's shadow root, then is typed into.
  (page) =>
    whenPresent(
      page,
      'sqs-code-editor',
      async () => {
        const content = page.locator('sqs-code-editor .cm-content').first();
        await content.scrollIntoViewIfNeeded();
        await content.click();
        await page.keyboard.type('<b>csp</b>');
        // CodeMirror's own sheet is adopted, not a <style> the policy would refuse.
        assert.equal(await page.locator('sqs-code-editor').first().evaluate((el) => el.shadowRoot!.querySelectorAll('style').length), 0);
        assert.equal(await content.evaluate((el) => getComputedStyle(el).whiteSpace), 'pre');
      },
      'code editor',
    ),
  // Lightbox: the first slide of the first gallery opens its dialog (unless the address did); Escape closes it.
  (page) =>
    whenPresent(
      page,
      'sqs-gallery',
      async () => {
        const gallery = page.locator('sqs-gallery').first();
        await gallery.scrollIntoViewIfNeeded();
        await page.locator('sqs-gallery[data-sqs-state="ready"]').first().waitFor();
        // A slide's deep link (/gallery/<slide url>) opens its lightbox with the page.
        const deepLink = new URL(page.url()).pathname.split('/').length > 2;
        if (!deepLink) await gallery.getByRole('button').first().click();
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
  // Store: add the product to the cart; the block answers in its status or alert line.
  (page) =>
    whenPresent(
      page,
      'sqs-product[data-sqs-state="ready"]',
      async () => {
        const product = page.locator('sqs-product').first();
        const add = product.getByRole('button', { name: 'Add to Cart' });
        if ((await add.count()) === 0 || !(await add.isEnabled())) return;
        await add.click();
        await page.waitForFunction(() => [...document.querySelectorAll('sqs-product')].some((p) => (p.shadowRoot ?? p).querySelector('[part="status"]:not(:empty), [part="error"]:not(:empty)')));
      },
      'add to cart',
    ),
  // Calendar: the next month, by its button.
  (page) =>
    whenPresent(
      page,
      'sqs-calendar[data-sqs-state="ready"]',
      async () => {
        const calendar = page.locator('sqs-calendar[data-sqs-state="ready"]').first();
        const month = await calendar.locator('[part="grid"]').getAttribute('aria-labelledby');
        const before = await calendar.locator(`[id="${month}"]`).textContent();
        await calendar.getByRole('button', { name: 'Next month' }).click();
        await page.waitForFunction(
          ([id, text]) => document.querySelector('sqs-calendar[data-sqs-state="ready"]')?.shadowRoot?.getElementById(id!)?.textContent !== text,
          [month, before] as const,
        );
      },
      'calendar',
    ),
  // Search: live suggestions from the backend.
  (page) =>
    whenPresent(
      page,
      'sqs-search[data-sqs-state="ready"]',
      async () => {
        await page.getByRole('combobox').first().fill('coffee');
        await page.getByRole('option').first().waitFor();
        await page.keyboard.press('Escape');
      },
      'search suggestions',
    ),
];

// Three pages at a time, each in its own browser context (cookies and storage apart).
describe('every HTML page the server registers, under a strict CSP that requires Trusted Types', { concurrency: 3 }, () => {
  const table: Array<{ page: string; route: string; status: number; violations: number; exercised: string }> = [];
  after(async () => {
    console.log(`P1 CSP violations per HTML page (strict CSP, Trusted Types required); not pages: ${skipped.join(', ')}`);
    console.table(table);
    await h.close();
  });

  it('walks every route that answers HTML, each reached with its parameters filled', () => {
    assert.deepEqual(unreachable, [], 'routes that answer HTML and that this test cannot reach: add them to `reach`');
    for (const route of Object.keys(reach)) assert.ok(h.routes.some((r) => r.url === route), `${route} is registered`);
    for (const route of ['/', '/store', '/store/:slug', '/cart', '/events', '/editor', '/checkout', '/search']) {
      assert.ok(visits.some((v) => v.route === route || v.label === route), `${route} is walked`);
    }
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

  for (const visit of visits) {
    it(`${visit.label}: every block upgrades and is used with 0 violations`, async () => {
      const context = await h.browser.newContext();
      const errors: string[] = [];
      const page = await context.newPage();
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { __violations: string[] }).__violations = seen;
        document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
      });
      const path = await visit.open(context);
      const response = await page.goto(url(path));
      const csp = (await response?.allHeaders())?.['content-security-policy'] ?? '';
      assert.match(csp, /require-trusted-types-for 'script'/, `${path} is sent with the strict policy`);
      // Every sqs-* element in view once, whatever its tag (a block added later too), then every
      // block until it has settled (ready, or in error and reported), so each loads and upgrades
      // under the policy.
      await page.evaluate(async () => {
        for (const element of document.querySelectorAll('*')) {
          if (!element.localName.startsWith('sqs-')) continue;
          element.scrollIntoView();
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
      });
      await expectBlocksSettled(page, BLOCK_TAGS, path);
      const done: string[] = [];
      for (const exercise of exercises) {
        const label = await exercise(page);
        if (label) done.push(label);
      }
      const violations = await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
      // Scripts that depend on the page having loaded ran: the runtime marks the page (embed has
      // none; the editor kit's page loads its controls' files, never the visitor runtime).
      const ranRuntime = await page.evaluate(() => document.documentElement.hasAttribute('data-sqs-runtime'));
      table.push({ page: path.length > 60 ? `${path.slice(0, 57)}…` : path, route: visit.route, status: response?.status() ?? 0, violations: violations.length, exercised: done.join(', ') || '(blocks in view)' });
      assert.deepEqual(violations, [], `violations on ${path}`);
      assert.ok(ranRuntime || path === '/embed' || path === '/editor', `the runtime ran on ${path} (its script carries the nonce)`);
      assert.deepEqual(errors.filter((e) => /Trusted|Content Security Policy|CSP/i.test(e)), []);
      await context.close();
    });
  }
});
