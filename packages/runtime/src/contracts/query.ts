/**
 * Query strings: `a=1&b=x+y&a=2` ⇄ `{ a: ['1', '2'], b: 'x y' }`.
 *
 * Parsing is hostile-input safe: never throws, linear time, at most MAX_QUERY_PAIRS pairs read,
 * a null-prototype result, and the keys `__proto__`, `constructor` and `prototype` dropped so
 * nothing downstream (a merge, a spread) can reach Object.prototype through them.
 */

/**
 * SPEC.md §9 "Query parsing caps 1000 keys". Counted as `key=value` pairs read (empty segments
 * between `&&` are free), which also bounds the number of distinct keys and the array sizes.
 */
export const MAX_QUERY_PAIRS = 1000;

/** A parsed query: one value per key, or an array when the key repeats (in order). */
export type ParsedQuery = Record<string, string | string[]>;

type Scalar = string | number | boolean;
export type QueryInputValue = Scalar | null | undefined | readonly (Scalar | null | undefined)[];
export type QueryInput = Readonly<Record<string, QueryInputValue>> | ReadonlyMap<string, QueryInputValue>;

function isForbiddenKey(key: string): boolean {
  return key === '__proto__' || key === 'constructor' || key === 'prototype';
}

/**
 * Parses `text` (a leading `?` is skipped; `#` has no special meaning — pass `location.search`,
 * not a whole URL). `+` is a space. A key without `=` has the value ''. Malformed percent escapes
 * are kept literally and invalid UTF-8 becomes U+FFFD, as URLSearchParams does.
 */
export function parseQuery(text: string): ParsedQuery {
  const out: ParsedQuery = Object.create(null) as ParsedQuery;
  if (typeof text !== 'string') return out;
  let start = text.charCodeAt(0) === 63 /* ? */ ? 1 : 0;
  let pairs = 0;
  while (start < text.length && pairs < MAX_QUERY_PAIRS) {
    let end = text.indexOf('&', start);
    if (end < 0) end = text.length;
    if (end > start) {
      pairs++;
      // Search '=' inside the segment only: searching the rest of the text would be quadratic.
      const segment = text.slice(start, end);
      const eq = segment.indexOf('=');
      const key = decode(eq < 0 ? segment : segment.slice(0, eq));
      if (!isForbiddenKey(key)) add(out, key, eq < 0 ? '' : decode(segment.slice(eq + 1)));
    }
    start = end + 1;
  }
  return out;
}

function add(out: ParsedQuery, key: string, value: string): void {
  const prev = out[key];
  if (prev === undefined) out[key] = value;
  else if (typeof prev === 'string') out[key] = [prev, value];
  else prev.push(value);
}

function decode(s: string): string {
  if (s.includes('+')) s = s.replace(/\+/g, ' ');
  if (!s.includes('%')) return s;
  try {
    return decodeURIComponent(s);
  } catch {
    return decodeLoose(s);
  }
}

function hexValue(byte: number): number {
  if (byte >= 48 && byte <= 57) return byte - 48; // 0-9
  const lower = byte | 0x20;
  return lower >= 97 && lower <= 102 ? lower - 87 : -1; // a-f
}

/** WHATWG percent-decode (bad escapes kept as is) then UTF-8 decode with replacement. */
function decodeLoose(s: string): string {
  const bytes = new TextEncoder().encode(s);
  const out = new Uint8Array(bytes.length);
  let n = 0;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i] as number;
    if (b === 37 /* % */ && i + 2 < bytes.length) {
      const hi = hexValue(bytes[i + 1] as number);
      const lo = hexValue(bytes[i + 2] as number);
      if (hi >= 0 && lo >= 0) {
        out[n++] = hi * 16 + lo;
        i += 2;
        continue;
      }
    }
    out[n++] = b;
  }
  return new TextDecoder().decode(out.subarray(0, n));
}

// Unpaired UTF-16 surrogates: encodeURIComponent throws on them.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function encode(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return encodeURIComponent(s.replace(LONE_SURROGATE, '\uFFFD'));
  }
}

/**
 * The inverse of parseQuery, without a leading `?`: `key=value` pairs joined by `&`, arrays as
 * repeated keys, null and undefined skipped, space as %20. Round trip: `parseQuery(stringifyQuery(d))`
 * equals `d` for string values, except that a one-element array comes back as a plain string,
 * an empty array disappears, and the three forbidden keys are dropped by the parser.
 */
export function stringifyQuery(data: QueryInput): string {
  const parts: string[] = [];
  const entries: Iterable<[string, QueryInputValue]> =
    data instanceof Map ? data : Object.keys(data).map((k) => [k, (data as Readonly<Record<string, QueryInputValue>>)[k]]);
  for (const [key, value] of entries) {
    const values = Array.isArray(value) ? (value as readonly (Scalar | null | undefined)[]) : [value as Scalar | null | undefined];
    for (const v of values) {
      if (v !== null && v !== undefined) parts.push(`${encode(key)}=${encode(String(v))}`);
    }
  }
  return parts.join('&');
}
