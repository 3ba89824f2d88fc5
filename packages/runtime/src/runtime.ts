/**
 * dist/runtime.js (CONTRACT.md §2). Importing it starts the runtime on the document: reads the
 * page context, runs the site-wide behaviours, finds every registered `sqs-*` element (now and
 * later) and loads its module when its strategy says so. Its named exports are the runtime's
 * public API (runtime-core.ts).
 *
 * It has no static import (issue 13: one round trip to any block): before anything else it asks,
 * at once, for the runtime's own code and for the whole code of the blocks that will show first
 * (loader/preload.ts), so they arrive in one wave after this file, then it waits for the runtime
 * (top-level await) and re-exports it. Contains no React (a test walks the built import graph).
 */
import { holdEarlyClicks } from './loader/early-clicks';
import { createPreloader, type BootTable } from './loader/preload';
import { startServerSlideControls } from './loader/server-slide-controls';

/** Filled by the build (rollup.config.mjs) from the chunks it wrote. */
declare const __SQS_BOOT__: BootTable;
// Named once: the build writes the table wherever the placeholder appears.
const boot: BootTable = __SQS_BOOT__;

const base = new URL('./', import.meta.url);
// A tap on a block before the runtime runs is held, then replayed once the block is ready; once
// the loader has its click-replay code (with the first block), it and the blocks hold clicks
// themselves (loader/replay.ts), on the same element keys.
// Never a frameworkless block's (sqs-button's link, sqs-reviews-request's form): its server HTML
// works on its own and must never wait.
// A carousel's server arrows move its server strip from now on, before its code has come; first,
// so that its listener sees their clicks before the early holder does.
startServerSlideControls(document);
const stopEarlyClicks = holdEarlyClicks(document, Object.keys(boot.tags).filter((tag) => !boot.frameworkless.includes(tag)));
const preloader = createPreloader(boot, base);
preloader.core();
preloader.soon(document);
const core = await import('./runtime-core');
core.boot({ base, preloadTag: preloader.tag, started: stopEarlyClicks, tags: Object.keys(boot.tags), neverHold: boot.frameworkless });

export const {
  apiClient,
  destroy,
  dialogs,
  emit,
  lifecycle,
  loadElement,
  nativeBridge,
  on,
  onReport,
  pageContext,
  registry,
  report,
  setMessages,
  start,
} = core;
export type { ApiClient, ApiResult, PageContext, Report, RequestOptions, SqsEvent, SqsEventMap, SqsEventName } from './runtime-core';
