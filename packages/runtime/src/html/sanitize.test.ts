// @vitest-environment jsdom
// jsdom, not happy-dom: DOMPurify is tested upstream on jsdom, and happy-dom parses <script> in a way that lets it through.
import { describe, expect, it } from 'vitest';
import { sanitizeHtml, setSanitizedHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('keeps markup and drops scripts, handlers and javascript: URLs', () => {
    const out = sanitizeHtml('<p onclick="x()">Hi <a href="javascript:alert(1)">a</a><script>bad()</script><b>ok</b></p>');
    expect(out).toContain('<b>ok</b>');
    expect(out).not.toContain('script');
    expect(out).not.toContain('onclick');
    expect(out).not.toContain('javascript:');
  });

  it('sets sanitized children', () => {
    const div = document.createElement('div');
    setSanitizedHtml(div, '<img src=x onerror="boom()"><em>t</em>');
    expect(div.querySelector('em')?.textContent).toBe('t');
    expect(div.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });
});
