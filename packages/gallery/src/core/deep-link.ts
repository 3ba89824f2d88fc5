/**
 * Lightbox deep links (SPEC.md §2 "Gallery lightbox deep link"; CONTRACT.md §3 `collection.fullUrl`).
 * Pure string functions: the element reads `location`, calls these, and writes the result with
 * `history.replaceState`.
 *
 * Reading: the `itemId` value of the hash (`#itemId=abc`), else the path remainder after the
 * collection's full URL (`/gallery/my-photo` under `/gallery` → `my-photo`), names a slide by id or
 * url: an exact match first, then a trailing-segment match (`a/b/my-photo` finds `my-photo`).
 * Slides inside a page layout area are ignored: they belong to a block on the page, not to the
 * collection the address names.
 *
 * Writing: while the lightbox is open the hash holds the current slide's id, and it is cleared on
 * close. With history support, outside the editing backend (paths under /config), a slide change
 * replaces the address with the collection full URL (trailing slash ensured) plus the slide url;
 * without history support, or in the editor, or for a slide without a url, only the hash carries
 * the slide (SPEC.md: "or its id if history is unsupported"). Replacing, never pushing, keeps Back
 * meaning "the page before", not "the previous slide". An address that `sameOriginAddress`
 * refuses is not written at all.
 */

export interface DeepLinkSlide {
  id: string | null;
  url: string | null;
  /** The slide's gallery sits inside a page layout area (a block on a page). */
  inLayoutArea: boolean;
}

export interface DeepLinkInput {
  /** `location.hash`, with or without the `#`. */
  hash: string;
  /** `location.pathname`. */
  pathname: string;
  /** The page context's `collection.fullUrl` (path or absolute URL); null without a collection. */
  collectionFullUrl: string | null;
  slides: readonly DeepLinkSlide[];
}

export const ITEM_ID_PARAM = 'itemId';

/** SPEC.md: the editing backend lives under /config. */
export function isEditorPath(pathname: string): boolean {
  return pathname === '/config' || pathname.startsWith('/config/');
}

/** The `itemId` value of a hash, decoded; null when absent or empty. */
export function itemIdFromHash(hash: string): string | null {
  const value = hashParams(hash).get(ITEM_ID_PARAM);
  return value ? value : null;
}

/** The path of `collection.fullUrl` with a trailing slash ('/gallery' and 'https://x/gallery' → '/gallery/'). */
export function collectionBase(collectionFullUrl: string): string {
  let path = collectionFullUrl.trim();
  const scheme = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(path);
  if (scheme) path = path.slice(scheme[0].length);
  else if (path.startsWith('//')) path = path.replace(/^\/\/[^/?#]*/, '');
  path = path.replace(/[?#].*$/, '');
  if (!path.startsWith('/')) path = `/${path}`;
  return path.endsWith('/') ? path : `${path}/`;
}

/** The site wrote its collection URL with a trailing slash ('/gallery/'). */
function endsWithSlash(collectionFullUrl: string): boolean {
  return /\/$/.test(collectionFullUrl.trim().replace(/[?#].*$/, ''));
}

/** The path after the collection's full URL, without surrounding slashes, decoded; null if none. */
export function pathRemainder(pathname: string, collectionFullUrl: string | null): string | null {
  if (collectionFullUrl === null || collectionFullUrl.trim() === '') return null;
  const base = collectionBase(collectionFullUrl);
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  if (!path.startsWith(base)) return null;
  const rest = trimSlashes(pathname.slice(base.length));
  return rest === '' ? null : decode(rest);
}

/** What the address asks for: the hash's itemId first, else the path remainder. */
export function requestedSlide(input: Pick<DeepLinkInput, 'hash' | 'pathname' | 'collectionFullUrl'>): string | null {
  return itemIdFromHash(input.hash) ?? pathRemainder(input.pathname, input.collectionFullUrl);
}

/**
 * The index (in `slides`) to open, or null. Exact id or url match wins over any trailing-segment
 * match; among equals the first slide wins.
 */
export function deepLinkIndex(input: DeepLinkInput): number | null {
  const wanted = requestedSlide(input);
  if (wanted === null) return null;
  const candidates = input.slides.map((slide, index) => ({ slide, index })).filter(({ slide }) => !slide.inLayoutArea);
  const exact = candidates.find(({ slide }) => slide.id === wanted || slide.url === wanted || (slide.url !== null && trimSlashes(slide.url) === trimSlashes(wanted)));
  if (exact) return exact.index;
  const tail = trailingSegment(wanted);
  if (tail === '') return null;
  const trailing = candidates.find(({ slide }) => (slide.id !== null && trailingSegment(slide.id) === tail) || (slide.url !== null && trailingSegment(slide.url) === tail));
  return trailing ? trailing.index : null;
}

/** The last non-empty `/`-separated segment. */
export function trailingSegment(value: string): string {
  const parts = value.split('/').filter((part) => part !== '');
  return parts[parts.length - 1] ?? '';
}

export interface AddressInput {
  pathname: string;
  /** `location.search`, kept as is. */
  search: string;
  hash: string;
  collectionFullUrl: string | null;
  /** `history.replaceState` exists. */
  historySupported: boolean;
}

/**
 * The address (path + search + hash) to replace the current one with while the lightbox shows
 * `slide`: the hash is `#itemId=<id>` (a slide without id leaves the hash as it was).
 */
export function openAddress(input: AddressInput, slide: { id: string | null; url: string | null }): string {
  const hash = slide.id ? `#${ITEM_ID_PARAM}=${encode(slide.id)}` : normalHash(input.hash);
  let path = input.pathname;
  if (input.historySupported && !isEditorPath(input.pathname) && slide.url && input.collectionFullUrl) {
    path = collectionBase(input.collectionFullUrl) + trimSlashes(slide.url);
  }
  return path + input.search + hash;
}

/**
 * The address after the lightbox closes: an itemId hash is cleared (any other hash, such as a
 * plain `#section` anchor, is not ours and stays), and a slide path under the collection's full
 * URL goes back to the collection's full URL, so reloading after a close does not open the
 * lightbox again.
 */
export function closeAddress(input: AddressInput): string {
  const hash = hashParams(input.hash).has(ITEM_ID_PARAM) ? '' : normalHash(input.hash);
  let path = input.pathname;
  if (input.historySupported && !isEditorPath(input.pathname) && pathRemainder(input.pathname, input.collectionFullUrl) !== null) {
    // Back to the collection's own URL, as the site spells it ('/gallery', not '/gallery/').
    const base = collectionBase(input.collectionFullUrl as string);
    path = base === '/' || endsWithSlash(input.collectionFullUrl as string) ? base : base.slice(0, -1);
  }
  return path + input.search + hash;
}

/**
 * `address` resolved against the page (`pageHref`, i.e. `location.href`) when it stays on the
 * page's origin, else null. The addresses above are built from data (`collection.fullUrl`, a
 * slide's `data-slide-url`), and a browser reads `/\host` or `\\host` as another host:
 * `history.pushState` would throw a SecurityError for it (issue 20). A page without an origin
 * of its own (about:blank, a file) refuses every address.
 */
export function sameOriginAddress(address: string, pageHref: string): string | null {
  try {
    const page = new URL(pageHref);
    const resolved = new URL(address, page);
    return page.origin !== 'null' && resolved.origin === page.origin ? resolved.href : null;
  } catch {
    return null; // not a URL at all
  }
}

function hashParams(hash: string): URLSearchParams {
  return new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
}

function normalHash(hash: string): string {
  if (hash === '' || hash === '#') return '';
  return hash.startsWith('#') ? hash : `#${hash}`;
}

function trimSlashes(value: string): string {
  return value.replace(/^\/+|\/+$/g, '');
}

/** encodeURIComponent, with lone surrogates (which it refuses) as U+FFFD. */
function encode(value: string): string {
  return encodeURIComponent(value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
