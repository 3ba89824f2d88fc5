/**
 * Preload hints a page's server writes into its `<head>` (issue 13, one round trip): the files
 * runtime.js would ask for on arrival (its core, the closures of the blocks in view, a carousel's
 * slider, a first visit's cookie banner), named by the page itself, so the browser fetches them
 * with runtime.js instead of one round trip after it. On the bench's slow 4G the gallery answered
 * a tap at 2.8 s instead of 4.3 s, the carousel at 3.2 s instead of 4.2 s (README, "Beside the peers").
 *
 * Everything comes from dist/manifest.json, which the build writes with the same lists as
 * runtime.js's own table: a hint names exactly the URL runtime.js imports, so the module is
 * fetched once. A `<link rel=modulepreload>` under 'strict-dynamic' needs the response's nonce.
 *
 * What is "in view" is the template's call (the server does not know the screen): it names the
 * blocks at the top of the page, `sqs-gallery/carousel` for a block and its design, and `banner`
 * for a page whose context shows the cookie banner. Hints for blocks lower down would spend a
 * phone's bandwidth on code the visitor may never need.
 *
 * Every page the backend renders goes through page.ts's sendPage, which fills
 * `{{module-preload:<names>}}` with `modulePreloadFor` (the demo templates write it by hand; the
 * site shell writes it for the first block of its body).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONSENT_COOKIE } from '@sqs/runtime/contracts/storage-keys';

/** The parts of dist/manifest.json a hint needs (CONTRACT.md §2: "whatever else the loader needs"). */
export interface DistManifest {
  runtime: string;
  core: string[];
  closures: Record<string, string[]>;
  designs?: Record<string, Record<string, string[]>>;
  banner?: string[];
  /** Tag → design name → the block's early scripts (`earlyScriptFiles`). */
  early?: Record<string, Record<string, string[]>>;
}

export interface FirstWave {
  /** `sqs-<block>` or `sqs-<block>/<design>`, and `banner`, in the order the page shows them. */
  names: readonly string[];
  /** The visitor has made a cookie choice: runtime.js will not show the banner. */
  consentStored: boolean;
}

/** `table[tag][design]` (the manifest's `designs` or `early`), own keys only; undefined for a name the build does not know. */
function byDesign(table: DistManifest['designs'], tag: string, design: string | undefined): readonly string[] | undefined {
  if (design === undefined || !table || !Object.hasOwn(table, tag) || !Object.hasOwn(table[tag]!, design)) return undefined;
  return table[tag]![design];
}

/** The files, relative to dist/, in the order runtime.js asks for them; unknown names add nothing. */
export function firstWaveFiles(manifest: DistManifest, { names, consentStored }: FirstWave): string[] {
  const files = new Set<string>([manifest.runtime, ...manifest.core]);
  const add = (list: readonly string[] | undefined) => list?.forEach((file) => files.add(file));
  for (const name of names) {
    if (name === 'banner') {
      if (!consentStored) add(manifest.banner);
      continue;
    }
    const [tag = '', design] = name.split('/');
    if (!Object.hasOwn(manifest.closures, tag)) continue;
    add(manifest.closures[tag]);
    add(byDesign(manifest.designs, tag, design));
  }
  // runtime.js itself is the page's own `<script type=module>`: no hint for it.
  files.delete(manifest.runtime);
  return [...files];
}

/**
 * The early scripts for `names` (`sqs-<block>/<design>`): files of the block that import nothing
 * and answer the visitor before the block's code (a grid gallery's lightbox preview,
 * gallery/lightbox/lightbox-preview.ts). runtime.js never asks for them: a page has them only if
 * its server writes them, inline (`earlyScripts`).
 */
export function earlyScriptFiles(manifest: DistManifest, names: readonly string[]): string[] {
  const files = new Set<string>();
  for (const name of names) {
    const [tag = '', design] = name.split('/');
    byDesign(manifest.early, tag, design)?.forEach((file) => files.add(file));
  }
  return [...files];
}

/**
 * Each early script's code in a `<script type="module" async>` of the page, run as the parser
 * reaches it. Inline, not a request: on a phone's six HTTP/1.1 connections a file of its own
 * either queued behind React (the preview came at 2.2 s on the bench) or pushed React back (the
 * lightbox itself 0.5 s later); the 1.3 KB go in the page's HTML instead. `readFile` gives a
 * file's code (relative to dist/).
 */
export function earlyScripts(files: readonly string[], readFile: (file: string) => string, nonce?: string): string {
  const attribute = nonce === undefined ? '' : ` nonce="${nonce}"`;
  return files
    .map((file) => {
      const code = readFile(file);
      // Our build's code; this would end the element early or start an HTML comment inside it.
      if (/<\/script|<!--/i.test(code)) throw new Error(`${file} cannot be written inline: it holds "</script" or "<!--"`);
      return `<script type="module" async${attribute}>${code.trim()}</script>`;
    })
    .join('\n  ');
}

/**
 * `<link rel="modulepreload">` tags for `files` under `base` (the URL dist/ is served at), with
 * the response's CSP nonce when the page has a policy.
 */
export function modulePreloadLinks(files: readonly string[], base: string, nonce?: string): string {
  const prefix = base.endsWith('/') ? base : `${base}/`;
  const attribute = nonce === undefined ? '' : ` nonce="${nonce}"`;
  return files.map((file) => `<link rel="modulepreload" href="${prefix}${file}"${attribute}>`).join('\n  ');
}

/** Whether a request's `Cookie` header holds the visitor's cookie choice. */
export const hasConsentCookie = (cookieHeader: string | undefined): boolean =>
  (cookieHeader ?? '').split(';').some((part) => part.trim().startsWith(`${CONSENT_COOKIE.name}=`));

/**
 * `{{module-preload:<names>}}` for one response: the early scripts and the links for `names`
 * (comma-separated) from the build in `distDir`, the banner's only without a cookie choice in
 * `cookieHeader`; '' without a build, so the page is served as it would be without hints.
 */
export function modulePreloadFor(distDir: string | undefined, names: string, cookieHeader: string | undefined, nonce: string): string {
  const manifest = distDir === undefined ? null : readDistManifest(distDir);
  if (!manifest || distDir === undefined) return '';
  const wave = { names: names.split(','), consentStored: hasConsentCookie(cookieHeader) };
  return firstWaveHtml(manifest, wave, { base: '/dist/', readFile: (file) => readFileSync(path.join(distDir, file), 'utf8'), nonce });
}

/** The head's hints for a first wave: the early scripts (inline), then the links. */
export function firstWaveHtml(manifest: DistManifest, wave: FirstWave, { base, readFile, nonce }: { base: string; readFile: (file: string) => string; nonce?: string }): string {
  const scripts = earlyScripts(earlyScriptFiles(manifest, wave.names), readFile, nonce);
  const links = modulePreloadLinks(firstWaveFiles(manifest, wave), base, nonce);
  return [scripts, links].filter(Boolean).join('\n  ');
}

/** dist/manifest.json, or null when there is no build (the page is still served, without hints). */
export function readDistManifest(distDir: string): DistManifest | null {
  try {
    return JSON.parse(readFileSync(path.join(distDir, 'manifest.json'), 'utf8')) as DistManifest;
  } catch {
    return null;
  }
}
