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
import { createLifecycle, SECOND_RUN_MESSAGE } from './lifecycle';
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

/** Filled by the build from the element list that also writes dist/manifest.json. */
declare const __SQS_ELEMENTS__: Record<string, string>;

export const lifecycle = createLifecycle();
/** Where dist/ is: runtime.js's folder (given to `boot`); this chunk sits in dist/chunks/ otherwise. */
let distRoot: string | URL = new URL('../', import.meta.url);
/** Tag → module URL, relative to dist/; third-party blocks may `registry.define`. */
export const registry = createRegistry(__SQS_ELEMENTS__, () => distRoot);

let loader: Loader | null = null;
let preloadTag: ((tag: string) => void) | undefined;

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
  loader = startLoader({ registry, preload: preloadTag });
  return () => {
    loader?.stop();
    loader = null;
  };
});

registerSiteServices(lifecycle);
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
  /** Called once the runtime has started (its loader holds early clicks from then on). */
  started?: () => void;
}

/** Starts the runtime on this document, now or when it has been parsed (runtime.ts calls it once). */
export function boot(options: BootOptions = {}): void {
  preloadTag = options.preloadTag;
  if (options.base) distRoot = options.base;
  const run = () => {
    start();
    options.started?.();
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
  else run();
}
