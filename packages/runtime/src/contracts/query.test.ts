import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_QUERY_PAIRS, parseQuery, stringifyQuery } from './query';
import type { ParsedQuery } from './query';

const FORBIDDEN = ['__proto__', 'constructor', 'prototype'];

/** What URLSearchParams (the WHATWG parser) makes of `text`, in our result shape. */
function viaUrlSearchParams(text: string): ParsedQuery {
  const out: ParsedQuery = Object.create(null) as ParsedQuery;
  for (const [k, v] of new URLSearchParams(text)) {
    const prev = out[k];
    out[k] = prev === undefined ? v : typeof prev === 'string' ? [prev, v] : [...prev, v];
  }
  return out;
}

const ESCAPES = ['&', '=', '+', '?', '%', '%2', '%zz', '%41', '%C3%A9', '%E0%A4%A', '%C0%80', '%F0%9F%98%80', '%ED%A0%80', '#', 'a', 'b'];
const asciiChar = fc.integer({ min: 0, max: 0x7f }).map((c) => String.fromCharCode(c));

/** Query-ish text from separators, escapes (good and bad) and `raw` characters. */
const queryTextOf = (raw: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc.array(fc.oneof(fc.constantFrom(...ESCAPES), fc.string({ unit: raw, maxLength: 3 })), { maxLength: 40 }).map((p) => p.join(''));

/**
 * Raw characters ASCII only: Node's URLSearchParams (the oracle below) reads a raw U+0080..U+00FF
 * next to a bad escape as a single byte instead of UTF-8 encoding it first (WHATWG), e.g.
 * '%C3\u00a9' gives 'é' in Node where the standard gives '\uFFFD©'.
 */
const asciiQueryText = queryTextOf(asciiChar);
const queryText = queryTextOf(fc.oneof(asciiChar, fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })));

describe('parseQuery', () => {
  it('parses pairs into a null-prototype object', () => {
    const q = parseQuery('a=1&b=two');
    expect(q).toEqual({ a: '1', b: 'two' });
    expect(Object.getPrototypeOf(q)).toBeNull();
  });

  it('skips one leading ?', () => {
    expect(parseQuery('?a=1')).toEqual({ a: '1' });
    expect(parseQuery('??a=1')).toEqual({ '?a': '1' });
    expect(parseQuery('?')).toEqual({});
    expect(parseQuery('')).toEqual({});
  });

  it('collects repeated keys into an array, in order', () => {
    expect(parseQuery('a=1&b=x&a=2&a=3')).toEqual({ a: ['1', '2', '3'], b: 'x' });
  });

  it("reads '+' as a space and %2B as a plus", () => {
    expect(parseQuery('q=red+shoes&a+b=1%2B1')).toEqual({ q: 'red shoes', 'a b': '1+1' });
  });

  it('gives keys without = the empty value and keeps an empty key', () => {
    expect(parseQuery('flag&noredirect&x=')).toEqual({ flag: '', noredirect: '', x: '' });
    expect(parseQuery('=v')).toEqual({ '': 'v' });
    expect(parseQuery('a==b=c')).toEqual({ a: '=b=c' });
  });

  it('skips empty segments', () => {
    expect(parseQuery('&&a=1&&&b=2&')).toEqual({ a: '1', b: '2' });
  });

  it('gives # no special meaning', () => {
    expect(parseQuery('a=1#b')).toEqual({ a: '1#b' });
  });

  it('decodes UTF-8 percent escapes', () => {
    expect(parseQuery('name=caf%C3%A9&e=%F0%9F%98%80&%C3%A9=1')).toEqual({ name: 'café', e: '😀', é: '1' });
  });

  it('never throws on malformed escapes: bad ones stay, bad UTF-8 becomes U+FFFD', () => {
    expect(parseQuery('a=%')).toEqual({ a: '%' });
    expect(parseQuery('a=%zz&b=%2')).toEqual({ a: '%zz', b: '%2' });
    expect(parseQuery('a=caf%C3%A9%zz')).toEqual({ a: 'café%zz' });
    expect(parseQuery('a=%E0%A4%A')).toEqual({ a: '\uFFFD%A' });
    expect(parseQuery('a=%C0%80x')).toEqual({ a: '\uFFFD\uFFFDx' });
    expect(parseQuery('%FF=1')).toEqual({ '\uFFFD': '1' });
  });

  it('UTF-8 encodes raw characters before decoding escapes next to them (WHATWG)', () => {
    expect(parseQuery('a=%C3\u00a9')).toEqual({ a: '\uFFFD©' });
    expect(parseQuery('a=%ED%A0%80\u0080')).toEqual({ a: '\uFFFD\uFFFD\uFFFD\u0080' });
    expect(parseQuery('a=caf\u00e9%C3%A9')).toEqual({ a: 'caféé' });
  });

  it('returns an empty object for non-string input from untyped callers', () => {
    expect(parseQuery(undefined as unknown as string)).toEqual({});
    expect(parseQuery(42 as unknown as string)).toEqual({});
  });

  it('drops __proto__, constructor and prototype, however encoded', () => {
    const q = parseQuery('__proto__=x&constructor=y&prototype=z&%5F%5Fproto%5F%5F=w&ok=1&__proto__[polluted]=1');
    expect(q).toEqual({ ok: '1', '__proto__[polluted]': '1' });
    for (const key of FORBIDDEN) expect(Object.hasOwn(q, key)).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf({ ...q })).toBe(Object.prototype);
  });

  it('keeps keys that merely contain a forbidden word', () => {
    expect(parseQuery('__proto__x=1&my_constructor=2')).toEqual({ __proto__x: '1', my_constructor: '2' });
  });
});

describe('parseQuery: the 1000-key cap (SPEC.md §9)', () => {
  it('is 1000', () => {
    expect(MAX_QUERY_PAIRS).toBe(1000);
  });

  it('reads at most 1000 distinct keys', () => {
    const text = Array.from({ length: 1500 }, (_, i) => `k${i}=${i}`).join('&');
    const q = parseQuery(text);
    expect(Object.keys(q)).toHaveLength(1000);
    expect(q.k999).toBe('999');
    expect(q.k1000).toBeUndefined();
  });

  it('counts repeated keys as pairs too', () => {
    const q = parseQuery('a=1&'.repeat(1500));
    expect(q.a).toHaveLength(1000);
  });

  it('does not count empty segments', () => {
    expect(parseQuery(`${'&'.repeat(5000)}a=1`)).toEqual({ a: '1' });
  });

  it('counts dropped forbidden keys (they were still read)', () => {
    const text = `${'__proto__=1&'.repeat(999)}a=1&b=2`;
    expect(parseQuery(text)).toEqual({ a: '1' });
  });
});

describe('parseQuery: properties', () => {
  it('agrees with URLSearchParams on well-formed text (forbidden keys aside)', () => {
    fc.assert(
      fc.property(asciiQueryText, (text) => {
        const expected = viaUrlSearchParams(text);
        for (const key of FORBIDDEN) delete expected[key];
        expect(parseQuery(text)).toEqual(expected);
      }),
    );
  });

  it('never throws, and always returns a null-prototype object of strings and arrays', () => {
    fc.assert(
      fc.property(fc.oneof(queryText, fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) })), (text) => {
        const q = parseQuery(text);
        expect(Object.getPrototypeOf(q)).toBeNull();
        for (const v of Object.values(q)) expect(typeof v === 'string' || (Array.isArray(v) && v.length >= 2)).toBe(true);
      }),
    );
  });

  it('no input can set anything on Object.prototype or create a forbidden key', () => {
    const before = Object.getOwnPropertyNames(Object.prototype).sort();
    const part = fc.constantFrom(
      '__proto__',
      '%5F%5Fproto%5F%5F',
      '__pro%74o__',
      'constructor',
      'prototype',
      '[',
      ']',
      '.',
      '=',
      '&',
      '+',
      'polluted',
      'toString',
      'hasOwnProperty',
      '1',
    );
    fc.assert(
      fc.property(fc.array(part, { maxLength: 25 }), (parts) => {
        const q = parseQuery(parts.join(''));
        for (const key of FORBIDDEN) expect(Object.hasOwn(q, key)).toBe(false);
        const merged: Record<string, unknown> = Object.assign({}, q);
        expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(before);
        expect(typeof Object.prototype.toString).toBe('function');
      }),
    );
  });
});

describe('parseQuery: linear time on 100 KB adversarial input', () => {
  const KB100 = 100 * 1024;
  const cases: Record<string, string> = {
    'only separators': '&'.repeat(KB100),
    'only percent signs': '%'.repeat(KB100),
    'truncated escapes': '%E0%A4%A'.repeat(KB100 / 8),
    'one huge key full of bad escapes': `${'%C0'.repeat(KB100 / 3)}=1`,
    'keys without = (quadratic if = is searched past the segment)': 'a&'.repeat(KB100 / 2),
    'one repeated key': 'a=1&'.repeat(KB100 / 4),
    'many forbidden keys': '__proto__=1&'.repeat(KB100 / 12),
    'pluses': '+'.repeat(KB100),
    'one huge valid value': `a=${'%C3%A9'.repeat(KB100 / 6)}`,
  };

  for (const [name, text] of Object.entries(cases)) {
    it(`${name}: under 50 ms`, () => {
      parseQuery(text); // warm up the JIT
      let best = Infinity;
      for (let i = 0; i < 3; i++) {
        const t0 = performance.now();
        parseQuery(text);
        best = Math.min(best, performance.now() - t0);
      }
      expect(text.length).toBeGreaterThanOrEqual(KB100 - 16);
      expect(best).toBeLessThan(50);
    });
  }
});

describe('stringifyQuery', () => {
  it('joins encoded pairs with &', () => {
    expect(stringifyQuery({ a: '1', b: 'x y' })).toBe('a=1&b=x%20y');
    expect(stringifyQuery({})).toBe('');
  });

  it('repeats keys for arrays and skips null, undefined and empty arrays', () => {
    expect(stringifyQuery({ a: ['1', '2'], n: null, u: undefined, e: [], b: [null, 'x'] })).toBe('a=1&a=2&b=x');
  });

  it('writes numbers and booleans as text', () => {
    expect(stringifyQuery({ n: 0, t: true, f: false })).toBe('n=0&t=true&f=false');
  });

  it('escapes separators and specials in keys and values', () => {
    expect(stringifyQuery({ 'a&b=c': '1+1=2 & #?%' })).toBe('a%26b%3Dc=1%2B1%3D2%20%26%20%23%3F%25');
    expect(stringifyQuery({ '': '' })).toBe('=');
  });

  it('encodes as UTF-8 and replaces lone surrogates instead of throwing', () => {
    expect(stringifyQuery({ é: '😀' })).toBe('%C3%A9=%F0%9F%98%80');
    expect(stringifyQuery({ a: 'x\uD800y', '\uDC00': '1' })).toBe('a=x%EF%BF%BDy&%EF%BF%BD=1');
  });

  it('accepts a Map', () => {
    expect(stringifyQuery(new Map<string, string | string[]>([['b', '2'], ['a', ['1', '3']]]))).toBe('b=2&a=1&a=3');
  });

  it('writes the keys it is given, even ones the parser drops', () => {
    const data = JSON.parse('{"__proto__": "x", "ok": "1"}') as Record<string, string>;
    const text = stringifyQuery(data);
    expect(text).toBe('__proto__=x&ok=1');
    expect(parseQuery(text)).toEqual({ ok: '1' });
  });

  it('turns a one-element array into a plain value on the way back', () => {
    expect(parseQuery(stringifyQuery({ a: ['only'] }))).toEqual({ a: 'only' });
  });
});

describe('round trip', () => {
  const key = fc.string({ unit: 'binary', maxLength: 12 }).filter((k) => !FORBIDDEN.includes(k));
  const text = fc.string({ unit: 'binary', maxLength: 12 });
  const value = fc.oneof(text, fc.array(text, { minLength: 2, maxLength: 4 }));

  it('parseQuery(stringifyQuery(data)) gives the same data', () => {
    fc.assert(
      fc.property(fc.dictionary(key, value, { maxKeys: 20 }), (data) => {
        expect(parseQuery(stringifyQuery(data))).toEqual({ ...data });
      }),
    );
  });

  it('stringify then parse is stable on anything parsed', () => {
    fc.assert(
      fc.property(queryText, (input) => {
        const once = parseQuery(input);
        expect(parseQuery(stringifyQuery(once))).toEqual(once);
      }),
    );
  });
});
