import { describe, expect, it } from 'vitest';
import { cssUrl } from './font-preview';

describe('cssUrl (a preview file as FontFace takes it)', () => {
  it('quotes the URL and escapes what would end the string or the declaration', () => {
    expect(cssUrl('/assets/fonts/a.woff2')).toBe('url("/assets/fonts/a.woff2")');
    expect(cssUrl('/x")format("evil')).toBe('url("/x\\22 )format(\\22 evil")');
    expect(cssUrl('/a\\b\nc')).toBe('url("/a\\5c b\\a c")');
  });
});
