import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptCode, CODE_MODES, DEFAULT_MODE, isAndroid, resolveMode } from './code-editor.logic';

const UA = {
  androidChrome: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  androidWebView: 'Mozilla/5.0 (Linux; Android 10; K; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.0.0 Mobile Safari/537.36',
  androidFirefox: 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0',
  androidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  desktopChrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  iPhone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0',
};

describe('code editor: Android detection (SPEC.md §2 "not available on Android")', () => {
  it('finds Android phones, tablets, WebViews and Firefox for Android', () => {
    for (const ua of [UA.androidChrome, UA.androidWebView, UA.androidFirefox, UA.androidTablet]) expect(isAndroid(ua), ua).toBe(true);
  });

  it('leaves every other platform the code editor', () => {
    for (const ua of [UA.desktopChrome, UA.iPhone, UA.mac, UA.windows, '']) expect(isAndroid(ua), ua).toBe(false);
  });

  it("believes the client hints' platform when it says Android", () => {
    expect(isAndroid(UA.desktopChrome, 'Android')).toBe(true);
    expect(isAndroid(UA.desktopChrome, 'Linux')).toBe(false);
    expect(isAndroid(UA.desktopChrome, null)).toBe(false);
  });

  it('does not take a word that merely contains "android" for it', () => {
    expect(isAndroid('Mozilla/5.0 Androidish/1.0')).toBe(false);
  });
});

describe('code editor: mode resolution', () => {
  it('knows the four modes by their own names', () => {
    for (const mode of CODE_MODES) expect(resolveMode(mode)).toEqual({ mode, problem: null });
  });

  it('knows them by extension and MIME type, whatever the case and spaces', () => {
    expect(resolveMode(' JS ').mode).toBe('javascript');
    expect(resolveMode('text/css').mode).toBe('css');
    expect(resolveMode('MD').mode).toBe('markdown');
    expect(resolveMode('htm').mode).toBe('html');
  });

  it('is HTML without a mode, silently', () => {
    expect(resolveMode(null)).toEqual({ mode: DEFAULT_MODE, problem: null });
    expect(resolveMode('')).toEqual({ mode: 'html', problem: null });
  });

  it('is HTML for an unknown mode, and says why', () => {
    expect(resolveMode('python')).toEqual({ mode: 'html', problem: 'mode "python" is not one of html, css, javascript, markdown; using html' });
    expect(resolveMode('toString').mode).toBe('html'); // no prototype key is a mode
    expect(resolveMode('x'.repeat(10_000)).problem!.length).toBeLessThan(120);
  });
});

describe('code editor: value', () => {
  it('keeps any string, with line breaks as a textarea reports them', () => {
    expect(acceptCode('<p>\r\n  hi\r</p>\n')).toEqual({ value: '<p>\n  hi\n</p>\n', problem: null });
    expect(acceptCode('')).toEqual({ value: '', problem: null });
  });

  it('never refuses and never throws (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.constantFrom('\r', '\n', '\r\n', '\n\r'))).map((parts) => parts.join('')), (raw) => {
        const { value, problem } = acceptCode(raw);
        expect(problem).toBeNull();
        expect(value.includes('\r')).toBe(false);
        expect(value.replace(/\n/g, '')).toBe(raw.replace(/[\r\n]/g, ''));
      }),
    );
  });

  it('takes a 1 MB paste as it is', () => {
    const big = 'a'.repeat(1_000_000);
    expect(acceptCode(big).value).toBe(big);
  });
});
