// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createPreloader, type BootTable } from './preload';

const table: BootTable = {
  core: ['runtime-core'],
  common: ['react', 'runtime-shared'],
  tags: { 'sqs-accordion': ['runtime-ui'], 'sqs-button': ['runtime-shared'] },
  frameworkless: ['sqs-button'],
  designs: { 'sqs-accordion': { carousel: ['slider', 'keen-slider'] } },
  banner: ['chrome-ui', 'runtime-ui'],
};
const base = new URL('https://cdn.example/dist/');
const chunkUrl = (file: string) => (file.startsWith('elements/') ? `${file}.js` : `chunks/${file}.js`);

function asked(run: (preloader: ReturnType<typeof createPreloader>) => void): string[] {
  const urls: string[] = [];
  run(createPreloader(table, base, (url) => (urls.push(url.slice(base.href.length)), Promise.resolve())));
  return urls;
}

describe('createPreloader (issue 13: one round trip to any block)', () => {
  it("asks at once for a framework block's module, the common files and its own", () => {
    expect(asked((p) => p.tag('SQS-ACCORDION'))).toEqual(['elements/sqs-accordion.js', 'chunks/react.js', 'chunks/runtime-shared.js', 'chunks/runtime-ui.js']);
  });

  it('asks a frameworkless block for its own closure only: never React', () => {
    expect(asked((p) => p.tag('sqs-button'))).toEqual(['elements/sqs-button.js', 'chunks/runtime-shared.js']);
  });

  it('asks for a file once however many blocks need it, and nothing for an unknown tag', () => {
    expect(asked((p) => (p.tag('sqs-accordion'), p.tag('sqs-button'), p.tag('sqs-unknown'), p.core()))).toEqual([
      'elements/sqs-accordion.js', 'chunks/react.js', 'chunks/runtime-shared.js', 'chunks/runtime-ui.js', 'elements/sqs-button.js', 'chunks/runtime-core.js',
    ]);
  });

  it("asks for a design's own files with an on-screen block whose data names that design, and only then", () => {
    document.body.innerHTML = `
      <sqs-accordion data-block-json='{"design": "carousel"}'></sqs-accordion>
      <sqs-accordion data-block-json='{"design":"grid"}'></sqs-accordion>
      <sqs-accordion data-block-json='not json'></sqs-accordion>`;
    expect(asked((p) => p.soon(document))).toEqual(['elements/sqs-accordion', 'react', 'runtime-shared', 'runtime-ui', 'slider', 'keen-slider'].map(chunkUrl));
    document.body.innerHTML = `<sqs-accordion data-block-json='{"design":"grid"}'></sqs-accordion><sqs-accordion></sqs-accordion>`;
    expect(asked((p) => p.soon(document))).not.toContain('chunks/slider.js');
  });

  it("asks for the cookie banner's files on a first visit of a page whose context turns it on, and only then", () => {
    const context = (settings: string) => `<script type="application/json" id="sqs-page-context">{"websiteSettings":{"cookieSettings":${settings}}}</script>`;
    document.body.innerHTML = context('{"isCookieBannerEnabled": true}');
    expect(asked((p) => p.soon(document))).toEqual(['chunks/chrome-ui.js', 'chunks/runtime-ui.js']);
    document.body.innerHTML = context('{"isCookieBannerEnabled":false}');
    expect(asked((p) => p.soon(document))).toEqual([]);
    document.body.innerHTML = '';
    expect(asked((p) => p.soon(document))).toEqual([]);
    // A choice already stored: the banner will not show.
    document.body.innerHTML = context('{"isCookieBannerEnabled":true}');
    document.cookie = 'ss_cookie_consent=%7B%7D';
    try {
      expect(asked((p) => p.soon(document))).toEqual([]);
    } finally {
      document.cookie = 'ss_cookie_consent=; max-age=0';
    }
  });
});
