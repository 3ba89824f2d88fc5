import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { earlyScriptFiles, earlyScripts, firstWaveFiles, firstWaveHtml, hasConsentCookie, modulePreloadLinks, type DistManifest } from './preload-hints';
import { tempDir } from './testing';

const MANIFEST: DistManifest = {
  runtime: 'runtime.js',
  core: ['chunks/runtime-core-A.js', 'chunks/runtime-shared-B.js'],
  closures: {
    'sqs-gallery': ['elements/sqs-gallery.js', 'chunks/react-C.js', 'chunks/runtime-shared-B.js', 'chunks/gallery-D.js'],
    'sqs-accordion': ['elements/sqs-accordion.js', 'chunks/react-C.js', 'chunks/accordion-E.js'],
    'sqs-product': ['elements/sqs-product.js', 'chunks/react-C.js', 'chunks/product-J.js'],
  },
  designs: { 'sqs-gallery': { carousel: ['chunks/slider-F.js', 'chunks/keen-slider-G.js'] } },
  banner: ['chunks/lit-H.js', 'chunks/consent-banner-I.js'],
  early: { 'sqs-gallery': { grid: ['chunks/lightbox-preview-K.js'], autogrid: ['chunks/lightbox-preview-K.js'] } },
};

describe('firstWaveFiles', () => {
  it('is the core, then each named block’s closure, each file once, in the order runtime.js asks', () => {
    expect(firstWaveFiles(MANIFEST, { names: ['sqs-gallery', 'sqs-accordion'], consentStored: false })).toEqual([
      'chunks/runtime-core-A.js',
      'chunks/runtime-shared-B.js',
      'elements/sqs-gallery.js',
      'chunks/react-C.js',
      'chunks/gallery-D.js',
      'elements/sqs-accordion.js',
      'chunks/accordion-E.js',
    ]);
  });

  it('adds a design’s parts only for the design named', () => {
    const carousel = firstWaveFiles(MANIFEST, { names: ['sqs-gallery/carousel'], consentStored: false });
    expect(carousel.slice(-2)).toEqual(['chunks/slider-F.js', 'chunks/keen-slider-G.js']);
    const grid = firstWaveFiles(MANIFEST, { names: ['sqs-gallery/grid'], consentStored: false });
    expect(grid).not.toContain('chunks/slider-F.js');
    expect(grid).toContain('chunks/gallery-D.js');
  });

  it('adds the banner’s files only while the visitor has made no cookie choice', () => {
    expect(firstWaveFiles(MANIFEST, { names: ['banner'], consentStored: false })).toEqual([...MANIFEST.core, ...MANIFEST.banner!]);
    expect(firstWaveFiles(MANIFEST, { names: ['banner'], consentStored: true })).toEqual(MANIFEST.core);
  });

  it('ignores names the build does not know, and never names runtime.js (the page’s own script)', () => {
    const files = firstWaveFiles(MANIFEST, { names: ['sqs-nope', 'constructor', '__proto__', 'sqs-nope/carousel', ''], consentStored: false });
    expect(files).toEqual(MANIFEST.core);
    expect(files).not.toContain('runtime.js');
    const unknownDesign = firstWaveFiles(MANIFEST, { names: ['sqs-gallery/toString'], consentStored: false });
    expect(unknownDesign).toEqual(firstWaveFiles(MANIFEST, { names: ['sqs-gallery'], consentStored: false }));
  });
});

describe('early scripts (a grid gallery’s lightbox preview)', () => {
  it('are named by a block and its design only, each file once; never a modulepreload link', () => {
    expect(earlyScriptFiles(MANIFEST, ['sqs-gallery/grid', 'sqs-gallery/autogrid'])).toEqual(['chunks/lightbox-preview-K.js']);
    expect(earlyScriptFiles(MANIFEST, ['sqs-gallery', 'sqs-gallery/carousel', 'sqs-gallery/toString', '__proto__/grid', 'banner'])).toEqual([]);
    expect(earlyScriptFiles({ ...MANIFEST, early: undefined }, ['sqs-gallery/grid'])).toEqual([]);
    expect(firstWaveFiles(MANIFEST, { names: ['sqs-gallery/grid'], consentStored: false })).not.toContain('chunks/lightbox-preview-K.js');
  });

  it('come first in the head, inline in async module scripts with the nonce, then the links', () => {
    const readFile = (file: string) => `/* ${file} */ start();\n`;
    const html = firstWaveHtml(MANIFEST, { names: ['sqs-gallery/grid'], consentStored: false }, { base: '/dist/', readFile, nonce: 'N0' });
    const lines = html.split('\n  ');
    expect(lines[0]).toBe('<script type="module" async nonce="N0">/* chunks/lightbox-preview-K.js */ start();</script>');
    expect(lines.slice(1)).toEqual(firstWaveFiles(MANIFEST, { names: ['sqs-gallery/grid'], consentStored: false }).map((f) => `<link rel="modulepreload" href="/dist/${f}" nonce="N0">`));
    expect(firstWaveHtml(MANIFEST, { names: ['sqs-gallery'], consentStored: false }, { base: '/dist/', readFile })).not.toContain('<script');
  });

  it('refuses code that would end the script element or open a comment inside it', () => {
    for (const code of ['a("</script>")', 'a("</SCRIPT ")', 'a("<!--")']) {
      expect(() => earlyScripts(['x.js'], () => code), code).toThrow(/cannot be written inline/);
    }
  });
});

describe('modulePreloadLinks', () => {
  it('writes one link per file under the base, each with the nonce', () => {
    expect(modulePreloadLinks(['chunks/a.js', 'elements/sqs-x.js'], '/dist', 'N0')).toBe(
      '<link rel="modulepreload" href="/dist/chunks/a.js" nonce="N0">\n  <link rel="modulepreload" href="/dist/elements/sqs-x.js" nonce="N0">',
    );
  });
});

describe('hasConsentCookie', () => {
  it('finds the choice among the cookies, by its whole name', () => {
    expect(hasConsentCookie('crumb=1; ss_cookie_consent=%7B%7D')).toBe(true);
    expect(hasConsentCookie('ss_cookie_consent=x')).toBe(true);
    expect(hasConsentCookie('not_ss_cookie_consent=x; crumb=2')).toBe(false);
    expect(hasConsentCookie(undefined)).toBe(false);
  });
});

describe('{{module-preload:…}} on the demo pages', () => {
  const apps: Array<{ close(): Promise<unknown> }> = [];
  const dirs: Array<{ remove(): void }> = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    for (const dir of dirs.splice(0)) dir.remove();
  });

  async function serverWith(manifest: DistManifest | null) {
    const temp = tempDir('sqs-dist-');
    dirs.push(temp);
    const distDir = path.join(temp.dir, 'dist');
    mkdirSync(distDir, { recursive: true });
    if (manifest) writeFileSync(path.join(distDir, 'manifest.json'), JSON.stringify(manifest));
    // The early script the grid's hints write inline.
    mkdirSync(path.join(distDir, 'chunks'));
    writeFileSync(path.join(distDir, 'chunks/lightbox-preview-K.js'), 'start()\n');
    const built = await buildApp({ dbFile: ':memory:', dev: true, logLevel: 'silent', distDir });
    apps.push(built.app);
    return built.app;
  }
  const nonceOf = (csp: unknown) => String(csp).match(/'nonce-([^']+)'/)![1]!;

  it('writes the gallery page’s hints with the response’s nonce, and the grid’s early script', async () => {
    const server = await serverWith(MANIFEST);
    const page = await server.inject({ method: 'GET', url: '/gallery' });
    const nonce = nonceOf(page.headers['content-security-policy']);
    const hrefs = [...page.body.matchAll(/<link rel="modulepreload" href="([^"]+)" nonce="([^"]+)">/g)];
    expect(hrefs.map((m) => m[1])).toEqual(firstWaveFiles(MANIFEST, { names: ['sqs-gallery'], consentStored: false }).map((f) => `/dist/${f}`));
    expect(hrefs.every((m) => m[2] === nonce)).toBe(true);
    expect(page.body).toContain(`<script type="module" async nonce="${nonce}">start()</script>`);
    expect(page.body).not.toContain('{{module-preload');
  });

  it('hints the banner to a first visit only', async () => {
    const server = await serverWith(MANIFEST);
    const first = await server.inject({ method: 'GET', url: '/chrome-consent' });
    expect(first.body).toContain('href="/dist/chunks/consent-banner-I.js"');
    const back = await server.inject({ method: 'GET', url: '/chrome-consent', cookies: { ss_cookie_consent: '{}' } });
    expect(back.body).not.toContain('consent-banner-I.js');
    expect(back.body).toContain('href="/dist/chunks/runtime-core-A.js"');
  });

  it('writes the site shell’s hints for the first block of its body (a store product page)', async () => {
    const server = await serverWith(MANIFEST);
    const page = await server.inject({ method: 'GET', url: '/store/harbour-mug' });
    expect(page.statusCode).toBe(200);
    const nonce = nonceOf(page.headers['content-security-policy']);
    expect(page.body).toContain(`<link rel="modulepreload" href="/dist/chunks/product-J.js" nonce="${nonce}">`);
    expect(page.body).not.toContain('{{module-preload');
    // The store's index has no block: nothing to hint.
    expect((await server.inject({ method: 'GET', url: '/store' })).body).not.toContain('modulepreload');
  });

  it('serves the page without hints when there is no build', async () => {
    const server = await serverWith(null);
    const page = await server.inject({ method: 'GET', url: '/gallery' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('modulepreload');
    expect(page.body).not.toContain('{{module-preload');
  });
});
