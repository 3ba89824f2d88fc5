/**
 * The runtime itself, loaded by dist/runtime.js (runtime.ts, CONTRACT.md §2) in the same wave
 * as the code of the blocks about to show: reads the page context, runs the site-wide
 * behaviours, finds every registered `sqs-*` element (now and later) and loads its module when
 * its strategy says so. Importing this module starts nothing; `boot` does. Contains no React (a
 * test walks the built import graph to prove it).
 *
 * Its named exports are the runtime's public API, re-exported by runtime.js.
 */
import type { ApiClient } from './data/api-types';
import { createLifecycle, lazyInitialiser, SECOND_RUN_MESSAGE } from './lifecycle';
import { startLoader, type Loader } from './loader/loader';
import { createRegistry } from './loader/registry';
import type { PageContext } from './page/page-context';
import { forgetPage, pageOf } from './page/page';
import { registerSiteChrome } from './chrome/site-chrome';
import { nativeBridge, registerSiteServices } from './services/site-services';

export { emit, on } from './events';
export type { SqsEventMap, SqsEventName, SqsEvent } from './events';
export { onReport, report } from './report';
export { setMessages } from './contracts/message-table';
export { nativeBridge };
/** Confirmation dialog, information dialog, toast and system error overlay, loaded on first use. */
export const dialogs = () => import('./chrome/dialogs/dialogs-api');
export type { Report } from './report';
export type { PageContext } from './page/page-context';
export type { ApiClient, ApiResult, RequestOptions } from './data/api-types';

export const lifecycle = createLifecycle();
/** Where dist/ is: runtime.js's folder (given to `boot`); this chunk sits in dist/chunks/ otherwise. */
let distRoot: string | URL = new URL('../', import.meta.url);
/**
 * Tag → module URL, relative to dist/; third-party blocks may `registry.define`. The library's
 * own tags come from runtime.js's boot table (`boot`), which names them already: written once.
 */
export const registry = createRegistry(() => distRoot);

let loader: Loader | null = null;
let preloadTag: ((tag: string) => void) | undefined;
let holding: (() => void) | undefined;
let neverHold: readonly string[] = [];

/** The page context, read once per document (page/page.ts; defaults without one). */
export function pageContext(): PageContext {
  return pageOf(document).context;
}

/**
 * The data layer bound to this page: the page's origin, or website.baseUrl (CONTRACT.md §3).
 * Its code loads with the first request (data/lazy-api-client.ts). The same client the blocks use.
 */
export function apiClient(): ApiClient {
  return pageOf(document).api;
}

/** Loads a tag's module now, whatever its strategy (e.g. before opening a popup). */
export function loadElement(tag: string): Promise<boolean> {
  return loader ? loader.load(tag) : Promise.resolve(false);
}

lifecycle.register('loader', () => {
  loader = startLoader({ registry, preload: preloadTag, holding, neverHold });
  return () => {
    loader?.stop();
    loader = null;
  };
});

registerSiteServices(lifecycle);
// SPEC.md §4 block animations: their code loads only on a page that has an animated element.
lifecycle.register(
  'animations',
  lazyInitialiser('animations', async () => (document.querySelector('[data-sqs-animation]') ? (await import('./animations/block-animations')).startAnimations : null)),
);
registerSiteChrome(lifecycle, () => ({ window, document, context: pageContext(), api: apiClient() }));

// A second copy of the runtime on one page (two script tags, two URLs) would upgrade
// everything twice; the mark lives on the document, not in a window global.
const RUNTIME_MARK = 'data-sqs-runtime';

export function start(): void {
  const root = document.documentElement;
  if (root.hasAttribute(RUNTIME_MARK) && !lifecycle.initialised) {
    console.warn(SECOND_RUN_MESSAGE);
    return;
  }
  root.setAttribute(RUNTIME_MARK, '');
  performance.mark('sqs-runtime-start');
  lifecycle.start();
}

/** Stops discovery and every site-wide behaviour; `start` may run again afterwards. */
export function destroy(): void {
  lifecycle.destroy();
  document.documentElement.removeAttribute(RUNTIME_MARK);
  forgetPage(document);
}

export interface BootOptions {
  /** The folder runtime.js was loaded from: the dist root the element paths are relative to. */
  base?: string | URL;
  /** Fetches a tag's whole chunk closure at once, before its module is imported (runtime.ts). */
  preloadTag?: (tag: string) => void;
  /** Called once the loader holds clicks on blocks itself (runtime.js's early holder may stop then). */
  started?: () => void;
  /** The library's block tags (their modules are `elements/<tag>.js`), from runtime.js's boot table. */
  tags?: readonly string[];
  /** Tags whose clicks are never held: their server HTML already works (the boot table's `frameworkless`). */
  neverHold?: readonly string[];
}

/** Starts the runtime on this document, now or when it has been parsed (runtime.ts calls it once). */
export function boot(options: BootOptions = {}): void {
  preloadTag = options.preloadTag;
  holding = options.started;
  neverHold = options.neverHold ?? [];
  for (const tag of options.tags ?? []) registry.define(tag, `elements/${tag}.js`);
  if (options.base) distRoot = options.base;
  const run = () => start();
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
  else run();
}
