import { describe, expect, it } from 'vitest';
import { httpScriptUrl } from './script-url';

describe('httpScriptUrl (the sqs-script-url policy rule)', () => {
  it('keeps http(s) addresses, resolved against the page', () => {
    expect(httpScriptUrl('https://widgets.example/loader.js?x=1', 'https://site.example/')).toBe('https://widgets.example/loader.js?x=1');
    expect(httpScriptUrl('/assets/standin.js', 'http://127.0.0.1:8080/events')).toBe('http://127.0.0.1:8080/assets/standin.js');
  });
  it('refuses every other scheme, however it is written', () => {
    for (const source of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/javascript,1', 'vbscript:x', 'blob:https://a/b']) {
      expect(() => httpScriptUrl(source, 'https://site.example/'), source).toThrow(TypeError);
    }
  });
});
