// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Window } from 'happy-dom';
import { cookieVariants, deleteCookieEverywhere } from './cookie-variants';
import { deleteCookie, hasCookie, readCookie, writeCookie } from './cookies';
import type { CookieDocument } from './cookies';

const EXPIRE = 'Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT';

/** A document whose cookie jar is a fixed string; every write is recorded. */
function fakeDoc(jar = '', location?: CookieDocument['location']): CookieDocument & { writes: string[] } {
  const writes: string[] = [];
  return {
    writes,
    location,
    get cookie() {
      return jar;
    },
    set cookie(value: string) {
      writes.push(value);
    },
  };
}

/** document.cookie throws like it does in a sandboxed iframe or on an opaque origin. */
function throwingDoc(): CookieDocument {
  return {
    get cookie(): string {
      throw new DOMException('The document is sandboxed', 'SecurityError');
    },
    set cookie(_: string) {
      throw new DOMException('The document is sandboxed', 'SecurityError');
    },
    get location(): never {
      throw new DOMException('denied', 'SecurityError');
    },
  };
}

const windows: Window[] = [];
function pageAt(url: string): Document {
  const win = new Window({ url });
  windows.push(win);
  return win.document as unknown as Document;
}
afterEach(async () => {
  for (const win of windows.splice(0)) await win.happyDOM.close();
});

describe('readCookie', () => {
  it('finds a cookie among several, trimming spaces', () => {
    const doc = fakeDoc('a=1; crumb=abc ;  b=2');
    expect(readCookie(doc, 'crumb')).toBe('abc');
    expect(readCookie(doc, 'b')).toBe('2');
  });

  it("returns '' when absent, and never matches a prefix or suffix", () => {
    const doc = fakeDoc('crumb2=x; mycrumb=y');
    expect(readCookie(doc, 'crumb')).toBe('');
    expect(readCookie(fakeDoc(''), 'crumb')).toBe('');
  });

  it('returns the first match (the most specific path comes first)', () => {
    expect(readCookie(fakeDoc('a=deep; a=root'), 'a')).toBe('deep');
  });

  it('percent-decodes, keeping the raw text when it does not decode', () => {
    expect(readCookie(fakeDoc('a=caf%C3%A9%3B%20x'), 'a')).toBe('café; x');
    expect(readCookie(fakeDoc('a=100%'), 'a')).toBe('100%');
  });

  it('keeps = inside the value and reads empty values', () => {
    expect(readCookie(fakeDoc('t=a=b=c'), 't')).toBe('a=b=c');
    expect(readCookie(fakeDoc('t=; u=1'), 't')).toBe('');
  });

  it("returns '' when document.cookie throws", () => {
    expect(readCookie(throwingDoc(), 'a')).toBe('');
  });

  it('reads a real document', () => {
    document.cookie = 'real=yes; Path=/';
    expect(readCookie(document, 'real')).toBe('yes');
    document.cookie = `real=; ${EXPIRE}; Path=/`;
  });

});

describe('hasCookie', () => {
  it('tells an empty cookie from an absent one', () => {
    const doc = fakeDoc('empty=; full=1');
    expect(hasCookie(doc, 'empty')).toBe(true);
    expect(hasCookie(doc, 'full')).toBe(true);
    expect(hasCookie(doc, 'none')).toBe(false);
    expect(hasCookie(throwingDoc(), 'x')).toBe(false);
  });
});

describe('writeCookie', () => {
  it('writes the value percent-encoded with every attribute', () => {
    const doc = fakeDoc();
    const ok = writeCookie(doc, 'ss_cvt', 'a b;c', { maxAge: 1800, path: '/', domain: '.example.com', sameSite: 'Lax', secure: true });
    expect(ok).toBe(true);
    expect(doc.writes).toEqual(['ss_cvt=a%20b%3Bc; Max-Age=1800; Path=/; Domain=.example.com; SameSite=Lax; Secure']);
  });

  it('writes a session cookie without options', () => {
    const doc = fakeDoc();
    writeCookie(doc, 'a', '1');
    expect(doc.writes).toEqual(['a=1']);
  });

  it('adds Secure to SameSite=None (browsers reject it otherwise)', () => {
    const doc = fakeDoc();
    writeCookie(doc, 'a', '1', { sameSite: 'None' });
    expect(doc.writes).toEqual(['a=1; SameSite=None; Secure']);
  });

  it('floors Max-Age, clamps it at 0 with a past Expires, and ignores NaN', () => {
    const doc = fakeDoc();
    writeCookie(doc, 'a', '1', { maxAge: 59.9 });
    writeCookie(doc, 'a', '1', { maxAge: -5 });
    writeCookie(doc, 'a', '1', { maxAge: NaN });
    writeCookie(doc, 'a', '1', { maxAge: Infinity });
    expect(doc.writes).toEqual(['a=1; Max-Age=59', `a=1; ${EXPIRE}`, 'a=1', `a=1; Max-Age=${Number.MAX_SAFE_INTEGER}`]);
  });

  it('refuses names that are not cookie tokens, writing nothing', () => {
    const doc = fakeDoc();
    for (const name of ['', ' a', 'a=b', 'a;b', 'a b', 'é', 'a\nb', 'x; Domain=evil.com']) {
      expect(writeCookie(doc, name, '1')).toBe(false);
    }
    expect(doc.writes).toEqual([]);
  });

  it('refuses a path or domain that could inject attributes', () => {
    const doc = fakeDoc();
    expect(writeCookie(doc, 'a', '1', { path: '/; Domain=evil.com' })).toBe(false);
    expect(writeCookie(doc, 'a', '1', { path: '/x\n' })).toBe(false);
    expect(writeCookie(doc, 'a', '1', { domain: 'example.com; Secure' })).toBe(false);
    expect(writeCookie(doc, 'a', '1', { domain: 'exa mple.com' })).toBe(false);
    expect(writeCookie(doc, 'a', '1', { domain: '' })).toBe(false);
    expect(doc.writes).toEqual([]);
  });

  it('returns false instead of throwing when the document refuses or the value cannot be encoded', () => {
    expect(writeCookie(throwingDoc(), 'a', '1')).toBe(false);
    const doc = fakeDoc();
    expect(writeCookie(doc, 'a', 'x\uD800')).toBe(false);
    expect(doc.writes).toEqual([]);
  });

  it('round-trips any value through a real cookie jar', () => {
    const doc = pageAt('https://shop.example.com/');
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (value) => {
        expect(writeCookie(doc, 'rt', value, { path: '/' })).toBe(true);
        expect(readCookie(doc, 'rt')).toBe(value);
      }),
    );
  });

  it('keeps attributes separate in a real cookie jar (Path limits visibility)', () => {
    const doc = pageAt('https://shop.example.com/x/y');
    writeCookie(doc, 'elsewhere', '1', { path: '/z' });
    writeCookie(doc, 'here', '1', { path: '/x' });
    expect(readCookie(doc, 'elsewhere')).toBe('');
    expect(readCookie(doc, 'here')).toBe('1');
  });
});

describe('deleteCookie', () => {
  it('expires the cookie for the given path and domain', () => {
    const doc = fakeDoc();
    expect(deleteCookie(doc, 'a', { path: '/x', domain: '.example.com' })).toBe(true);
    deleteCookie(doc, 'b');
    expect(doc.writes).toEqual([`a=; ${EXPIRE}; Path=/x; Domain=.example.com`, `b=; ${EXPIRE}`]);
  });

  it('removes a cookie from a real jar', () => {
    const doc = pageAt('https://shop.example.com/');
    writeCookie(doc, 'gone', '1', { path: '/' });
    deleteCookie(doc, 'gone', { path: '/' });
    expect(hasCookie(doc, 'gone')).toBe(false);
  });
});

describe('cookieVariants', () => {
  it('lists every path and domain variant for a.b.example.com /x/y', () => {
    expect(cookieVariants('a.b.example.com', '/x/y')).toEqual({
      paths: ['/x/y', '/x', '/'],
      domains: [undefined, 'a.b.example.com', '.a.b.example.com', '.b.example.com', '.example.com'],
    });
  });

  it('includes the trailing-slash form of a directory path', () => {
    expect(cookieVariants('example.com', '/x/y/').paths).toEqual(['/x/y/', '/x/y', '/x', '/']);
  });

  it('gives only / for the root and for an empty path', () => {
    expect(cookieVariants('example.com', '/').paths).toEqual(['/']);
    expect(cookieVariants('example.com', '').paths).toEqual(['/']);
    expect(cookieVariants('example.com', '//').paths).toEqual(['/']);
  });

  it('never tries a bare top-level suffix', () => {
    expect(cookieVariants('example.com', '/').domains).toEqual([undefined, 'example.com', '.example.com']);
  });

  it('keeps IP addresses and single-label hosts host-only', () => {
    for (const host of ['localhost', '127.0.0.1', '[::1]', '::1', '']) {
      expect(cookieVariants(host, '/').domains).toEqual([undefined]);
    }
  });

  it('lower-cases the host and drops a trailing dot', () => {
    expect(cookieVariants('WWW.Example.COM.', '/').domains).toEqual([undefined, 'www.example.com', '.www.example.com', '.example.com']);
  });

  it('always has host-only and / and the deepest variants first', () => {
    const label = fc.stringMatching(/^[a-z0-9-]{1,8}$/);
    fc.assert(
      fc.property(fc.array(label, { minLength: 1, maxLength: 5 }), fc.array(label, { maxLength: 5 }), (labels, segs) => {
        const host = labels.join('.');
        const { paths, domains } = cookieVariants(host, `/${segs.join('/')}`);
        expect(paths.at(-1)).toBe('/');
        expect(paths).toHaveLength(segs.length + 1);
        expect(paths[0]).toBe(segs.length ? `/${segs.join('/')}` : '/');
        expect(domains[0]).toBeUndefined();
        if (labels.length >= 2 && !/^[\d.]+$/.test(host)) {
          expect(domains).toHaveLength(labels.length + 1);
          expect(domains.at(-1)).toBe(`.${labels.slice(-2).join('.')}`);
        } else {
          expect(domains).toEqual([undefined]);
        }
      }),
    );
  });
});

describe('deleteCookieEverywhere', () => {
  const location = { hostname: 'a.b.example.com', pathname: '/x/y' };

  it('expires a present cookie under all 3 paths x 5 domains', () => {
    const doc = fakeDoc('ss_cvr=1; other=2', location);
    deleteCookieEverywhere(doc, 'ss_cvr');
    expect(doc.writes).toHaveLength(15);
    expect(doc.writes).toContain(`ss_cvr=; ${EXPIRE}; Path=/x/y`);
    expect(doc.writes).toContain(`ss_cvr=; ${EXPIRE}; Path=/; Domain=.example.com`);
    expect(doc.writes).toContain(`ss_cvr=; ${EXPIRE}; Path=/x; Domain=a.b.example.com`);
    expect(doc.writes).toContain(`ss_cvr=; ${EXPIRE}; Path=/x; Domain=.a.b.example.com`);
    expect(doc.writes).toContain(`ss_cvr=; ${EXPIRE}; Path=/; Domain=.b.example.com`);
    expect(new Set(doc.writes).size).toBe(15);
  });

  it('skips names that are not readable and takes a list', () => {
    const doc = fakeDoc('SS_MID=1; ss_cvt=2', location);
    deleteCookieEverywhere(doc, ['SS_MID', 'absent', 'ss_cvt']);
    expect(doc.writes).toHaveLength(30);
    expect(doc.writes.some((w) => w.startsWith('absent='))).toBe(false);
  });

  it('falls back to host-only at / without a location', () => {
    const doc = fakeDoc('a=1');
    deleteCookieEverywhere(doc, 'a');
    expect(doc.writes).toEqual([`a=; ${EXPIRE}; Path=/`]);
  });

  it('never throws on a hostile document', () => {
    expect(() => deleteCookieEverywhere(throwingDoc(), ['a', 'b'])).not.toThrow();
  });

  it('clears every variant in a real jar and leaves other cookies alone', () => {
    const doc = pageAt('https://a.b.example.com/x/y');
    writeCookie(doc, 'ss_cvr', 'host-root', { path: '/' });
    writeCookie(doc, 'ss_cvr', 'host-deep', { path: '/x/y' });
    writeCookie(doc, 'ss_cvr', 'parent', { path: '/x', domain: '.example.com' });
    writeCookie(doc, 'ss_cvr', 'middle', { path: '/', domain: '.b.example.com' });
    writeCookie(doc, 'keep', 'me', { path: '/' });
    expect(doc.cookie.match(/ss_cvr=/g)).toHaveLength(4);
    deleteCookieEverywhere(doc, ['ss_cvr']);
    expect(hasCookie(doc, 'ss_cvr')).toBe(false);
    expect(readCookie(doc, 'keep')).toBe('me');
  });
});
