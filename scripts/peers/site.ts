/**
 * Builds bench/peers/site/ from bench/peers/pages/: the photos, then one folder per page.
 *
 * The photos: 24 generated "photos" (SVG rendered once by Chromium, then kept), 1200x800, and
 * each also at every smaller width the platform stores (`01-750w.jpg`, …), which the bench
 * server returns for `?format=<w>w` as the platform's image host does.
 *
 * An index.html may hold placeholders, replaced by the same photos in the same `<img>` on
 * every page, ours and the peers' (a `srcset` over the platform's widths, so the browser picks
 * the width once, whoever wrote the page):
 *   <!-- @links -->                  24 links to the photos around their thumbnails (PhotoSwipe)
 *   <!-- @slides CLASS -->           24 `<div class="CLASS">` slides (Swiper, keen-slider)
 *   <!-- @figures grid|carousel -->  24 `<figure>`s as a site template writes them for sqs-gallery
 *   <!-- @figures grid-dialog -->    the same grid, each photo also in a `<dialog>` its button opens
 *                                    with no script (README, "Server HTML for a lightbox")
 *   <!-- @preload names -->          ours: the preload hints a site's server writes (preloadHints)
 * A page's main.js, if any, is bundled by esbuild (minified ESM with code splitting) to
 * main.js, and the CSS it imports to main.css.
 */
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build as esbuild } from 'esbuild';
import { chromium } from 'playwright-core';
import { IMAGE_WIDTHS } from '../../packages/gallery/src/image/image-sizing';
import { firstWaveHtml, readDistManifest } from '../../packages/server/src/preload-hints';
import { CHROME_ARGS, findChrome } from '../with-chrome.mjs';

export const PAGES = path.resolve('bench/peers/pages');
export const SITE = path.resolve('bench/peers/site');
/** The lite build's pages, each made from one of ours. */
const LITE_PAGES: Record<string, string> = { 'ours-lite-gallery': 'ours-gallery', 'ours-lite-carousel': 'ours-carousel' };
const COUNT = 24;
const PHOTO = { width: 1200, height: 800 };
/** The platform's stored widths below the original, smallest first. */
export const PHOTO_WIDTHS = IMAGE_WIDTHS.filter((w) => w < PHOTO.width).reverse();

const pad = (i: number) => String(i + 1).padStart(2, '0');
const photoUrl = (i: number, width?: number) => `../img/${pad(i)}.jpg${width ? `?format=${width}w` : ''}`;
const srcset = (i: number) => [...PHOTO_WIDTHS.map((w) => `${photoUrl(i, w)} ${w}w`), `${photoUrl(i)} ${PHOTO.width}w`].join(', ');

/**
 * The grid's cells (2 a row on a phone) and the carousel's slides (the content's width), for
 * `sizes`; the pages' CSS lays them out so.
 */
const SIZES = { grid: '(min-width: 520px) 240px, calc(50vw - 20px)', slide: '(min-width: 960px) 928px, calc(100vw - 32px)' };

function img(i: number, sizes: string, lazy: boolean): string {
  return (
    `<img src="${photoUrl(i, 750)}" srcset="${srcset(i)}" sizes="${sizes}" width="${PHOTO.width}" height="${PHOTO.height}" ` +
    `alt="Photo ${i + 1}"${lazy ? ' loading="lazy"' : ''}>`
  );
}

const each = (line: (i: number) => string) => Array.from({ length: COUNT }, (_, i) => line(i)).join('\n');
const dims = `${PHOTO.width}x${PHOTO.height}`;
// The first row of the grid, and the first slide, are in view: not lazy.
const markup = {
  links: () =>
    each(
      (i) =>
        `<a href="${photoUrl(i)}" data-pswp-width="${PHOTO.width}" data-pswp-height="${PHOTO.height}" data-pswp-srcset="${srcset(i)}">${img(i, SIZES.grid, i >= 4)}</a>`,
    ),
  slides: (cls: string) => each((i) => `<div class="${cls}">${img(i, SIZES.slide, i > 0)}</div>`),
  figures: (design: string) =>
    each(
      (i) =>
        `<figure data-slide-id="photo-${pad(i)}" data-image-dimensions="${dims}" data-src="${photoUrl(i)}">` +
        `${design === 'grid' ? img(i, SIZES.grid, i >= 4) : design === 'grid-dialog' ? dialogFigure(i) : img(i, SIZES.slide, i > 0)}</figure>`,
    ),
};

/** A grid photo whose button opens it in a `<dialog>` of its own, with no script: the photo in it is lazy, fetched on opening. */
function dialogFigure(i: number): string {
  const id = `lightbox-photo-${pad(i)}`;
  const large = img(i, '100vw', true);
  return (
    `<button type="button" commandfor="${id}" command="show-modal">${img(i, SIZES.grid, i >= 4)}</button>` +
    `<dialog id="${id}" closedby="any" aria-label="Photo ${i + 1}">${large}<button type="button" commandfor="${id}" command="close" class="close">Close</button></dialog>`
  );
}

function svg(i: number): string {
  // A deterministic "photo": gradient sky, hills, sun, and grain so that the JPEG weighs
  // like a photo rather than a flat graphic.
  const h = (i * 360) / COUNT;
  const h2 = (h + 40) % 360;
  const sx = 150 + ((i * 137) % 900);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="100%" height="100%" preserveAspectRatio="none">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${h} 70% 55%)"/><stop offset="1" stop-color="hsl(${h2} 60% 85%)"/></linearGradient>
<filter id="n"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="${i + 1}"/><feColorMatrix values="0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0.22 0"/></filter></defs>
<rect width="1200" height="800" fill="url(#g)"/>
<circle cx="${sx}" cy="220" r="${70 + (i % 5) * 12}" fill="hsl(${(h + 180) % 360} 90% 70%)"/>
<path d="M0 560 Q 300 ${380 + (i % 7) * 20} 600 540 T 1200 ${500 + (i % 4) * 30} V800 H0Z" fill="hsl(${(h + 90) % 360} 45% 35%)"/>
<path d="M0 660 Q 400 ${560 + (i % 3) * 30} 800 650 T 1200 640 V800 H0Z" fill="hsl(${(h + 120) % 360} 40% 22%)"/>
<rect width="1200" height="800" filter="url(#n)"/>
<text x="60" y="740" font-family="sans-serif" font-size="96" font-weight="700" fill="#fff" fill-opacity="0.85">${pad(i)}</text>
</svg>`;
}

/** Renders the photos that are missing (all of them, the first time: ~1 min). */
async function buildPhotos(): Promise<boolean> {
  const dir = path.join(SITE, 'img');
  await mkdir(dir, { recursive: true });
  const file = (i: number, width?: number) => path.join(dir, `${pad(i)}${width ? `-${width}w` : ''}.jpg`);
  const sizes = [PHOTO.width, ...PHOTO_WIDTHS];
  const missing = Array.from({ length: COUNT }, (_, i) => i).filter((i) => sizes.some((w) => !existsSync(file(i, w === PHOTO.width ? undefined : w))));
  if (missing.length === 0) return false;
  const browser = await chromium.launch({ executablePath: findChrome(), args: CHROME_ARGS.filter((a) => !a.startsWith('--headless')) });
  try {
    const page = await browser.newPage();
    for (const i of missing) {
      await page.setContent(`<style>html,body{margin:0;overflow:hidden}svg{display:block;width:100vw;height:100vh}</style>${svg(i)}`);
      for (const width of sizes) {
        await page.setViewportSize({ width, height: Math.round((width * PHOTO.height) / PHOTO.width) });
        await page.screenshot({ path: file(i, width === PHOTO.width ? undefined : width), type: 'jpeg', quality: 72 });
      }
    }
  } finally {
    await browser.close();
  }
  return true;
}

/**
 * `<!-- @preload names -->`: the preload hints a site's server writes for what is at the top of
 * the page, early scripts included (packages/server/src/preload-hints.ts, the reference backend's own), from the
 * manifest of the build the page loads; nothing with `hints` off.
 */
async function preloadHints(html: string, dist: 'dist' | 'dist/lite', hints: boolean): Promise<string> {
  const manifest = hints ? readDistManifest(path.resolve(dist)) : null;
  return html.replace(/<!-- @preload ([\w/,-]+) -->/, (_, names: string) =>
    manifest
      ? firstWaveHtml(manifest, { names: names.split(','), consentStored: false }, { base: `/${dist}/`, readFile: (file) => readFileSync(path.resolve(dist, file), 'utf8') })
      : '',
  );
}

export async function buildSite(log: (line: string) => void, { hints = true } = {}): Promise<void> {
  const started = Date.now();
  const rendered = await buildPhotos();
  const templates = new Map<string, string>();
  const labels = (await readdir(PAGES, { withFileTypes: true }))
    .filter((d) => d.isDirectory() && !d.name.startsWith('_'))
    .map((d) => d.name)
    .sort();
  for (const label of labels) {
    const src = path.join(PAGES, label);
    const out = path.join(SITE, label);
    await rm(out, { recursive: true, force: true });
    await mkdir(out, { recursive: true });
    const html = (await readFile(path.join(src, 'index.html'), 'utf8'))
      .replace('<!-- @links -->', markup.links)
      .replace(/<!-- @slides ([\w -]+) -->/, (_, cls: string) => markup.slides(cls))
      .replace(/<!-- @figures (grid-dialog|grid|carousel) -->/, (_, design: string) => markup.figures(design));
    // The lite pages' source, before hints: theirs name dist/lite/'s files.
    if (Object.values(LITE_PAGES).includes(label)) templates.set(label, html);
    await writeFile(path.join(out, 'index.html'), await preloadHints(html, 'dist', hints));
    if (existsSync(path.join(src, 'main.js'))) {
      await esbuild({
        entryPoints: [path.join(src, 'main.js')],
        outdir: out,
        bundle: true,
        minify: true,
        splitting: true,
        format: 'esm',
        target: 'es2020',
        legalComments: 'none',
        chunkNames: 'chunks/[name]-[hash]',
        define: { 'process.env.NODE_ENV': '"production"' },
        logLevel: 'warning',
      });
    }
  }
  // The lite build's pages (issue 13 item 5b) are ours, loading dist/lite/runtime.js: made from
  // ours, never kept as copies.
  for (const [lite, of] of Object.entries(LITE_PAGES)) {
    const out = path.join(SITE, lite);
    await rm(out, { recursive: true, force: true });
    await cp(path.join(SITE, of), out, { recursive: true });
    const html = templates.get(of)!.replace('/dist/runtime.js', '/dist/lite/runtime.js').replaceAll(of, lite);
    await writeFile(path.join(out, 'index.html'), await preloadHints(html, 'dist/lite', hints));
  }
  log(`site: ${labels.length + Object.keys(LITE_PAGES).length} pages${rendered ? ', photos rendered' : ''} in ${((Date.now() - started) / 1000).toFixed(1)} s -> ${path.relative(process.cwd(), SITE)}`);
}
