/**
 * Links and URLs (SPEC.md §2 routes and comment links, §5 "URL/link rules", tag and
 * category limits).
 *
 * Every function here is total (never throws) and runs in linear time: the only
 * whole-string work is one trimming scan, one tab/newline removal and one scheme scan;
 * every pattern test runs on a slice already bounded by a §5 length limit.
 *
 * How the browser reads an href, mirrored here (WHATWG URL): leading and trailing C0
 * controls and spaces are dropped, every tab, LF and CR anywhere is removed, and a scheme
 * is an ASCII letter followed by letters, digits, `+`, `-`, `.` up to a `:`.
 * `classifyLink` and `safeHref` judge that cleaned form, so `' java\tscript:'` is seen as
 * the `javascript:` it becomes.
 */
import { MAX_CATEGORY_LENGTH, MAX_TAG_LENGTH } from './limits';
import { slugify } from './slug';

/** SPEC.md §5 link categories, spelled as there. */
export type LinkCategory =
  | 'anchor'
  | 'content link'
  | 'default'
  | 'empty'
  | 'external'
  | 'file'
  | 'malformed protocol'
  | 'misc protocol';

export const LINK_CATEGORIES: readonly LinkCategory[] = [
  'anchor',
  'content link',
  'default',
  'empty',
  'external',
  'file',
  'malformed protocol',
  'misc protocol',
];

/**
 * SPEC.md §5 limits. "under N" is read as length < N, measured in UTF-16 units on the
 * cleaned href (whole href, scheme included) — except tel, whose limit and minimum
 * apply to the number after `tel:` ("tel under 50 chars of digits, plus, minus, at
 * least 4": 4 to 49 characters, each a digit, `+` or `-`).
 */
export const LINK_LIMITS = {
  tel: 50,
  telMin: 4,
  sms: 1000,
  mailto: 1000,
  javascript: 250,
  ftp: 100,
  anchor: 100,
  internal: 150,
} as const;

/** SPEC.md §5 "Max tag length 50, max category length 25". */
// One source for the caps (SPEC.md §5); re-exported for callers of the link rules.
export { MAX_CATEGORY_LENGTH, MAX_TAG_LENGTH };

/** SPEC.md §5 "Blog URL tokens only %y, %m, %d, %t". */
export const BLOG_URL_TOKENS = ['%y', '%m', '%d', '%t'] as const;

/** Schemes `safeHref` lets through besides http, https and ftp. */
const SAFE_MISC_SCHEMES = new Set(['mailto', 'tel', 'sms']);

/** The href as a browser parses it: C0/space trimmed at both ends, tab/LF/CR removed everywhere. */
export function cleanHref(href: string): string {
  if (typeof href !== 'string') return '';
  let start = 0;
  let end = href.length;
  // A hand-written scan: a regex such as /[\0- ]+$/ backtracks quadratically on long runs.
  while (start < end && href.charCodeAt(start) <= 0x20) start++;
  while (end > start && href.charCodeAt(end - 1) <= 0x20) end--;
  return href.slice(start, end).replace(/[\t\n\r]/g, '');
}

type Scheme = { name: string; rest: string } | 'none' | 'invalid';

/**
 * The scheme of a cleaned href. 'none' when a `/`, `\`, `?` or `#` comes before any `:`
 * (a relative URL); 'invalid' when a `:` comes first but what precedes it is no valid
 * scheme (`1a:`, `a b:`, `:x`) — the browser would read that as a relative path, but it is
 * almost always a mistyped protocol, so it is classed malformed.
 */
function schemeOf(s: string): Scheme {
  let valid = s.length > 0 && isAsciiLetter(s.charCodeAt(0));
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x3a /* : */) {
      return valid && i > 0 ? { name: s.slice(0, i).toLowerCase(), rest: s.slice(i + 1) } : 'invalid';
    }
    if (c === 0x2f /* / */ || c === 0x5c /* \ */ || c === 0x3f /* ? */ || c === 0x23 /* # */) return 'none';
    if (!(isAsciiLetter(c) || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c === 0x2e)) valid = false;
  }
  return 'none';
}

const isAsciiLetter = (c: number) => (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a;
const isSlash = (c: number | undefined) => c === 0x2f || c === 0x5c;

/** `//host…`: a non-empty authority after exactly the two literal slashes. */
function hasAuthority(rest: string): boolean {
  if (!rest.startsWith('//')) return false;
  const first = rest.charCodeAt(2);
  return rest.length > 2 && !isSlash(first) && first !== 0x3f && first !== 0x23;
}

/** `/pages/` + a 24-character identifier (letters and digits), then the end, `/`, `?` or `#` (SPEC.md §2). */
const COLLECTION_PANEL = /^\/pages\/([A-Za-z0-9]{24})(?:[/?#]|$)/;

/**
 * Sorts an href into a SPEC.md §5 category:
 * - `empty`: nothing left after cleaning.
 * - `anchor`: `#…`, under 100.
 * - `external`: http, https or ftp followed by `//` and a host (ftp under 100); also a
 *   protocol-relative `//host` (and `\\host`, `/\host`, which browsers read the same way),
 *   since it leaves the site.
 * - `content link`: `/pages/` + 24-character id — a collection panel (§2), under 150.
 * - `file`: starts `/s/` (§2), under 150.
 * - `default`: any other relative URL (`/about`, `shop?x=1`, `../a`), under 150.
 * - `misc protocol`: any other well-formed scheme; mailto, tel, sms and javascript must
 *   also meet their §5 rules (mailto: exactly one `@` in the address before `?`, a
 *   non-empty local part and a dotted domain; sms: something after `sms:`).
 * - `malformed protocol`: http/https/ftp without `//host`, an invalid scheme, a
 *   mailto/tel/sms/javascript breaking its rule, and — since no other category fits a
 *   link that cannot be used as written — any anchor or internal URL over its limit.
 */
export function classifyLink(href: string): LinkCategory {
  const s = cleanHref(href);
  if (s === '') return 'empty';
  if (s.startsWith('#')) return s.length < LINK_LIMITS.anchor ? 'anchor' : 'malformed protocol';

  const scheme = schemeOf(s);
  if (scheme === 'invalid') return 'malformed protocol';
  if (scheme === 'none') return classifyRelative(s);

  const { name, rest } = scheme;
  switch (name) {
    case 'http':
    case 'https':
      return hasAuthority(rest) ? 'external' : 'malformed protocol';
    case 'ftp':
      return hasAuthority(rest) && s.length < LINK_LIMITS.ftp ? 'external' : 'malformed protocol';
    case 'mailto':
      return s.length < LINK_LIMITS.mailto && isMailtoAddress(rest) ? 'misc protocol' : 'malformed protocol';
    case 'tel':
      return rest.length >= LINK_LIMITS.telMin && rest.length < LINK_LIMITS.tel && /^[0-9+-]+$/.test(rest)
        ? 'misc protocol'
        : 'malformed protocol';
    case 'sms':
      return s.length < LINK_LIMITS.sms && rest.length > 0 ? 'misc protocol' : 'malformed protocol';
    case 'javascript':
      return s.length < LINK_LIMITS.javascript ? 'misc protocol' : 'malformed protocol';
    default:
      return 'misc protocol';
  }
}

function classifyRelative(s: string): LinkCategory {
  // Two leading slashes of either kind make a network-path reference: another host.
  if (isSlash(s.charCodeAt(0)) && isSlash(s.charCodeAt(1))) {
    let i = 2;
    while (isSlash(s.charCodeAt(i))) i++; // browsers skip any further slashes too
    return i < s.length ? 'external' : 'malformed protocol';
  }
  if (s.length >= LINK_LIMITS.internal) return 'malformed protocol';
  if (s.startsWith('/s/')) return 'file';
  if (COLLECTION_PANEL.test(s)) return 'content link';
  return 'default';
}

function isMailtoAddress(rest: string): boolean {
  const q = rest.indexOf('?');
  const address = q === -1 ? rest : rest.slice(0, q);
  const at = address.indexOf('@');
  if (at <= 0 || address.indexOf('@', at + 1) !== -1) return false; // exactly one @, local part non-empty
  if (/\s/.test(address)) return false;
  // "dotted suffix": the domain is two or more non-empty labels joined by dots.
  return /^[^.]+(?:\.[^.]+)+$/.test(address.slice(at + 1));
}

/** The 24-character collection id of a content link (SPEC.md §2), or null. */
export function collectionPanelId(href: string): string | null {
  const s = cleanHref(href);
  if (s.length >= LINK_LIMITS.internal) return null;
  return COLLECTION_PANEL.exec(s)?.[1] ?? null;
}

/**
 * The one gate every renderer passes an href through before it becomes navigable.
 *
 * Returns the cleaned href (what the browser would parse anyway) when it is safe, else
 * null — null rather than `'#'`, so the renderer leaves the `href` attribute out: an `<a>`
 * without href cannot be followed, while `'#'` still navigates (to the page top) and adds
 * a history entry.
 *
 * Safe: anchors, relative links (default, content link, file), external http/https/ftp
 * links, and mailto/tel/sms links that meet §5. Never safe: `javascript:`, `vbscript:`,
 * `data:` (images included: navigating to a data URL is never needed by this library and
 * browsers block it anyway), any other scheme, `empty` and `malformed protocol`.
 *
 * HTML character references: if the href is later written into markup unescaped, the
 * parser decodes `&colon;`, `&#106;`, `&Tab;`… before the URL parser sees it. So an `&`
 * before the first `:`, `/`, `\`, `?` or `#` — where a reference could still spell or
 * hide a scheme — makes the href unsafe, whatever it would decode to. After a literal
 * `:` the scheme is already fixed by literal characters. (A relative `tom&jerry` is
 * refused too; `?a=1&b=2`, `/tom&jerry` and `mailto:a&b@example.com` are fine.)
 */
export function safeHref(href: string): string | null {
  const s = cleanHref(href);
  if (referenceBeforeScheme(s)) return null;
  switch (classifyLink(s)) {
    case 'anchor':
    case 'content link':
    case 'default':
    case 'file':
    case 'external':
      return s;
    case 'misc protocol': {
      const scheme = schemeOf(s);
      return typeof scheme === 'object' && SAFE_MISC_SCHEMES.has(scheme.name) ? s : null;
    }
    default:
      return null;
  }
}

function referenceBeforeScheme(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x26 /* & */) return true;
    if (c === 0x3a || c === 0x2f || c === 0x5c || c === 0x3f || c === 0x23) return false;
  }
  return false;
}

/**
 * SPEC.md §2: comment links point to `#comment-{id}`, or `#disqus_thread` when a
 * third-party comment service short name is set (a blank name counts as unset). The id
 * is percent-encoded so an odd id still makes one valid fragment.
 */
export function commentLink(id: string | number, disqusShortname?: string | null): string {
  if (typeof disqusShortname === 'string' && disqusShortname.trim() !== '') return '#disqus_thread';
  return `#comment-${encodeURIComponent(String(id))}`;
}

/**
 * A blog URL format is valid when it is not empty and every `%` starts one of the §5
 * tokens %y, %m, %d, %t (lower case). Other characters are not restricted by SPEC.md.
 */
export function isValidBlogUrlFormat(format: string): boolean {
  if (typeof format !== 'string' || format === '') return false;
  for (let i = format.indexOf('%'); i !== -1; i = format.indexOf('%', i + 2)) {
    const next = format[i + 1];
    if (next !== 'y' && next !== 'm' && next !== 'd' && next !== 't') return false;
  }
  return true;
}

/**
 * Fills a blog URL format: %y four-digit year, %m and %d two-digit month and day, %t the
 * slug of the title (slug.ts). The date is read in UTC so the result does not depend on
 * the visitor's time zone: pass the publication date at UTC midnight of the site-local
 * day. Null for an invalid format or date.
 */
export function expandBlogUrl(format: string, post: { date: Date; title: string }): string | null {
  const time = post.date instanceof Date ? post.date.getTime() : NaN;
  if (!isValidBlogUrlFormat(format) || Number.isNaN(time)) return null;
  const d = post.date;
  const parts: Readonly<Record<string, string>> = {
    y: String(d.getUTCFullYear()).padStart(4, '0'),
    m: String(d.getUTCMonth() + 1).padStart(2, '0'),
    d: String(d.getUTCDate()).padStart(2, '0'),
    t: slugify(post.title),
  };
  return format.replace(/%([ymdt])/g, (_, token: string) => parts[token] ?? '');
}

/**
 * SPEC.md §5 "Max tag length 50": a tag is valid when, trimmed, it has 1 to 50 UTF-16
 * units (the unit `maxlength` counts in).
 */
export function isValidTag(tag: string): boolean {
  return withinLength(tag, MAX_TAG_LENGTH);
}

/** SPEC.md §5 "max category length 25": 1 to 25 UTF-16 units once trimmed. */
export function isValidCategory(category: string): boolean {
  return withinLength(category, MAX_CATEGORY_LENGTH);
}

function withinLength(value: string, max: number): boolean {
  if (typeof value !== 'string') return false;
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.length <= max;
}
