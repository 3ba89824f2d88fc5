/**
 * The chrome-only page of issue 6 and ARCHITECTURE.md's budget (22 KB gzip with Lit, issue 12
 * item 6): a page with
 * no blocks where the runtime shows the cookie banner (restrictive policy, no decision
 * yet), enhances a cart link, and opens the popup shell (without its newsletter form,
 * which is a React block and counted with the blocks). Every script the page loads in
 * Chromium is summed, gzip -9, from dist/.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { gzipSize } from './import-graph.mjs';

const CONTEXT = {
  website: { id: 'bench' },
  websiteSettings: {
    cookieSettings: {
      isCookieBannerEnabled: true,
      isRestrictiveCookiePolicyEnabled: true,
      cookieBannerVariant: 'BAR',
      cookieBannerCtaVariant: 'BUTTON',
      cookieBannerAcceptType: 'OPT_IN_AND_OUT',
    },
    popupOverlaySettings: { style: 1, version: 1, displayFrequency: 1, showOnTimer: true, timerDelay: 0, title: 'Harbour news', body: 'Specials and events.' },
    cartSummary: { items: 3, subtotal: { value: 4500, currency: 'USD' } },
  },
  pageType: 2,
};

export function writeChromePage(dir: string): void {
  writeFileSync(
    path.join(dir, 'bench-chrome.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title>
<script type="application/json" id="sqs-page-context">${JSON.stringify(CONTEXT)}</script>
<script type="module" nonce="{{nonce}}" src="/dist/runtime.js"></script></head><body><header><a href="/cart" data-sqs-cart-link>Cart</a></header><main><p>Only site-wide chrome.</p></main></body></html>`,
  );
  // The least any page pays: a context that asks for no chrome (no banner, popup or cart link).
  writeFileSync(
    path.join(dir, 'bench-chrome-none.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title>
<script type="application/json" id="sqs-page-context">${JSON.stringify({ website: { id: 'bench' }, pageType: 2 })}</script>
<script type="module" nonce="{{nonce}}" src="/dist/runtime.js"></script></head><body><main><p>No chrome to show.</p></main></body></html>`,
  );
}

/**
 * Issue 7's services load on the same page; ARCHITECTURE.md's chrome budget names only the
 * runtime and the chrome, so they are summed apart: their entry chunks and whatever the page
 * fetches only because of them.
 */
export const SERVICE_CHUNK = /^chunks\/(runtime-services|analytics-page|editor-keys|native-bridge|error-reporter)-[\w-]{6}\.js$/;

export interface ChromePageSizes {
  chrome: { bytes: number; files: number };
  services: { bytes: number; files: number };
  shown: string[];
  /** Every chrome file with its gzip size, largest first: where the budget goes. */
  detail: Array<{ file: string; bytes: number }>;
  /** A page whose context asks for no chrome: the runtime and the chrome's start alone. */
  minimum: { bytes: number; files: number };
}

/** Loads the page; returns every dist/ script it requested and what it showed. */
async function loadChromePage(browser: Browser, origin: string, withServices: boolean, name = 'bench-chrome'): Promise<{ scripts: string[]; shown: string[] }> {
  const page = await browser.newPage();
  const scripts = new Set<string>();
  // Without the services their entry chunks are refused, so nothing they alone import (the
  // query parser for analytics, say) is fetched: what is left is the runtime and the chrome.
  if (!withServices) {
    await page.route((url) => SERVICE_CHUNK.test(url.pathname.replace(/^\/dist\//, '')), (route) => route.abort());
  }
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/dist/') && url.pathname.endsWith('.js')) scripts.add(url.pathname.slice('/dist/'.length));
  });
  await page.goto(`${origin}/${name}`);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-sqs-runtime'));
  await page.waitForTimeout(2500); // the popup's timer, idle services
  // A string, not a function: tsx's keepNames would wrap inner functions in a helper the
  // page does not have.
  const shown = (await page.evaluate(`(() => {
    const deep = (root) => [...root.querySelectorAll('*')].flatMap((el) => [el, ...(el.shadowRoot ? deep(el.shadowRoot) : [])]);
    const all = deep(document);
    return [
      all.some((el) => el.localName === 'sqs-cookie-banner') ? 'cookie banner' : '',
      all.some((el) => el.localName === 'dialog' && el.open) ? 'popup' : '',
      document.querySelector('[data-sqs-cart-link] [data-sqs-cart-summary]') ? 'cart link' : '',
    ].filter(Boolean);
  })()`)) as string[];
  await page.close();
  return { scripts: [...scripts], shown };
}

export async function benchChromePage(browser: Browser, origin: string): Promise<ChromePageSizes> {
  const all = await loadChromePage(browser, origin, true);
  const chromeOnly = await loadChromePage(browser, origin, false);
  // Without the services the page must show the same chrome, or its files would be counted as theirs.
  if (chromeOnly.shown.join() !== all.shown.join() || all.shown.length !== 3) {
    throw new Error(`The chrome page showed [${all.shown.join(', ')}] with the services and [${chromeOnly.shown.join(', ')}] without: expected the cookie banner, the popup and the cart link in both.`);
  }
  const chromeFiles = chromeOnly.scripts.filter((f) => !SERVICE_CHUNK.test(f));
  const serviceFiles = all.scripts.filter((f) => !chromeFiles.includes(f));
  const sum = (files: string[]) => ({ bytes: files.reduce((total, file) => total + gzipSize(path.join('dist', file)), 0), files: files.length });
  const detail = chromeFiles.map((file) => ({ file, bytes: gzipSize(path.join('dist', file)) })).sort((a, b) => b.bytes - a.bytes);
  const none = await loadChromePage(browser, origin, false, 'bench-chrome-none');
  if (none.shown.length > 0) throw new Error(`The page without chrome showed [${none.shown.join(', ')}].`);
  // Issue 12 item 6: Lit loads only when a chrome element shows.
  const lit = none.scripts.filter((f) => /^chunks\/chrome-ui-[\w-]{6}\.js$/.test(f));
  if (lit.length > 0) throw new Error(`The page without chrome loaded Lit (${lit.join(', ')}).`);
  return { chrome: sum(chromeFiles), services: sum(serviceFiles), shown: all.shown, detail, minimum: sum(none.scripts.filter((f) => !SERVICE_CHUNK.test(f))) };
}
