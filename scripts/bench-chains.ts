/**
 * Issue 13: how deep is each page's chain of requests, and what does an empty page cost? In
 * Chromium, every script request is traced to what asked for it (the Chrome DevTools Protocol's
 * request initiator: the HTML parser, or a script); its depth is its initiator's plus one, the
 * HTML being 0. The goal is 2 for everything a page needs to show its blocks and chrome
 * (runtime.js, then all the rest at once); the site services, fetched once the page is idle, are
 * counted apart. Printed, never asserted (timings and depths vary with the machine).
 */
import { SERVICE_CHUNK } from './bench-chrome';
import type { Browser, CDPSession } from 'playwright-core';
import { gzipSize } from './import-graph.mjs';

export interface ChainRow {
  page: string;
  /** Deepest request among those the page needs to show (services and what they load apart). */
  depth: number;
  files: number;
  bytes: number;
  /** What the services (fetched at idle) added, and how deep they went. */
  services: { files: number; bytes: number; depth: number };
  /** Every file with its gzip size, services last: where the bytes go. */
  detail: Array<{ file: string; bytes: number; service: boolean }>;
}

/** Chunks a page loads only because of the site services (and their own later needs). */
const SERVICE_FILES = SERVICE_CHUNK;

interface Initiator {
  type: string;
  url?: string;
  stack?: { callFrames: Array<{ url: string }>; parent?: Initiator['stack'] };
}

/** The scripts on the asking stack, innermost first, through async parents; the first asked. */
function askers(initiator: Initiator): string[] {
  if (initiator.type === 'parser') return initiator.url ? [initiator.url] : [];
  const urls: string[] = [];
  for (let stack = initiator.stack; stack; stack = stack.parent) for (const frame of stack.callFrames) if (frame.url) urls.push(frame.url);
  if (urls.length === 0 && initiator.url) urls.push(initiator.url);
  return urls;
}

/** Each script request's depth, recorded as the page loads (see {@link recordChains}). */
export interface Chains {
  documentUrl: string;
  /** In request order. */
  scripts: string[];
  depth: Map<string, number>;
  /** The scripts on each request's asking stack, innermost first. */
  stackOf: Map<string, string[]>;
}

/** This project's scripts: what dist/ serves. */
const distScript = (url: string) => /\/dist\/.*\.js$/.test(new URL(url).pathname);

/**
 * Starts recording the depth of every script request `isScript` keeps (a CDP session with
 * Network enabled, before the navigation): the HTML is 0, a script its first asker's plus one.
 */
export function recordChains(cdp: CDPSession, documentUrl: string, isScript: (url: string, type?: string) => boolean = distScript): Chains {
  const chains: Chains = { documentUrl, scripts: [], depth: new Map(), stackOf: new Map() };
  const { depth, stackOf, scripts } = chains;
  cdp.on('Network.requestWillBeSent', (event: { request: { url: string }; initiator: Initiator; type?: string }) => {
    const url = event.request.url.split('#')[0]!;
    if (url === documentUrl || event.type === 'Document') {
      depth.set(url, 0);
      return;
    }
    if (!isScript(url, event.type) || depth.has(url)) return;
    const stack = askers(event.initiator);
    const parent = stack[0] ?? null;
    stackOf.set(url, stack);
    depth.set(url, (parent !== null ? (depth.get(parent) ?? 0) : 0) + 1);
    scripts.push(url);
  });
  return chains;
}

/** The scripts recorded so far, split into what the page needs to show and what the services asked for. */
export function splitChains({ documentUrl, scripts, depth, stackOf }: Chains) {
  const file = (url: string) => new URL(url).pathname.replace(/^\/dist\/(lite\/)?/, ''); // the lite build's services too
  // A service file, or one a service file asked for, directly or not (its code on the asking stack).
  const isService = (url: string | null | undefined, seen = 0): boolean =>
    !!url &&
    seen < 20 &&
    url !== documentUrl &&
    (SERVICE_FILES.test(file(url)) || (stackOf.get(url) ?? []).some((asker) => asker !== url && isService(asker, seen + 1)));
  const services = scripts.filter((url) => isService(url));
  const needed = scripts.filter((url) => !services.includes(url));
  const deepest = (urls: string[]) => Math.max(0, ...urls.map((url) => depth.get(url) ?? 0));
  return { needed, services, depth: deepest(needed), servicesDepth: deepest(services) };
}

export async function benchChains(browser: Browser, origin: string, pages: Array<{ name: string; path: string; settleMs?: number }>): Promise<ChainRow[]> {
  const rows: ChainRow[] = [];
  for (const { name, path, settleMs = 4000 } of pages) {
    const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const documentUrl = `${origin}${path}`;
    const chains = recordChains(cdp, documentUrl);
    await page.goto(documentUrl, { waitUntil: 'load' });
    await page.waitForTimeout(settleMs); // idle work (the services) has started by then
    await page.close();
    const one = (url: string) => gzipSize(`dist/${new URL(url).pathname.replace(/^\/dist\//, '')}`);
    const size = (urls: string[]) => urls.reduce((sum, url) => sum + one(url), 0);
    const fileLabel = (url: string) => new URL(url).pathname.replace(/^\/dist\/(chunks\/)?/, '').replace(/-[\w-]{6}\.js$/, '');
    const { needed, services, depth, servicesDepth } = splitChains(chains);
    rows.push({
      page: name,
      depth,
      files: needed.length,
      bytes: size(needed),
      services: { files: services.length, bytes: size(services), depth: servicesDepth },
      detail: [...needed.map((url) => ({ file: fileLabel(url), bytes: one(url), service: false })), ...services.map((url) => ({ file: fileLabel(url), bytes: one(url), service: true }))],
    });
  }
  return rows;
}
