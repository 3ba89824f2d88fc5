/**
 * Cookies through `document.cookie`, with the document injected so this runs in Node tests.
 * Nothing here throws: `document.cookie` itself throws in sandboxed iframes and on opaque
 * origins, and a cookie problem must never break a page.
 */

/** The part of Document these functions touch; a real Document fits. */
export interface CookieDocument {
  cookie: string;
  readonly location?: { readonly hostname: string; readonly pathname: string; readonly protocol?: string } | null;
}

export type SameSite = 'Strict' | 'Lax' | 'None';

export interface CookieOptions {
  /** Lifetime in seconds; 0 or less expires the cookie now. Omitted: a session cookie. */
  maxAge?: number;
  /** Omitted: the browser's default (the current directory). */
  path?: string;
  /** Omitted: a host-only cookie. */
  domain?: string;
  sameSite?: SameSite;
  /** Always added with SameSite=None, which browsers reject without it. */
  secure?: boolean;
}

/** RFC 6265 token: anything else in a name could smuggle in attributes (`a=b; Domain=x`). */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** Attribute values must not end the attribute list or carry control characters. */
// eslint-disable-next-line no-control-regex
const UNSAFE_ATTRIBUTE = /[;\u0000-\u001f\u007f]/;
const EPOCH = 'Thu, 01 Jan 1970 00:00:00 GMT';

function allCookies(doc: Pick<CookieDocument, 'cookie'>): string {
  try {
    const all = doc.cookie;
    return typeof all === 'string' ? all : '';
  } catch {
    return '';
  }
}

/** Each readable `name=value` pair, in document order (more specific paths come first). */
function pairs(doc: Pick<CookieDocument, 'cookie'>): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const part of allCookies(doc).split(';')) {
    const eq = part.indexOf('=');
    if (eq >= 0) out.push([part.slice(0, eq).trim(), part.slice(eq + 1).trim()]);
  }
  return out;
}

/**
 * The value of the first cookie called `name`, percent-decoded when it decodes (raw otherwise);
 * '' when absent or unreadable. Same contract as the data layer's crumb reader.
 */
export function readCookie(doc: Pick<CookieDocument, 'cookie'>, name: string): string {
  for (const [key, raw] of pairs(doc)) {
    if (key !== name) continue;
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return '';
}

/** Whether a cookie called `name` is readable (it may have an empty value). */
export function hasCookie(doc: Pick<CookieDocument, 'cookie'>, name: string): boolean {
  return pairs(doc).some(([key]) => key === name);
}

function attributes(options: CookieOptions): string | undefined {
  let out = '';
  const { maxAge, path, domain, sameSite } = options;
  if (maxAge !== undefined && !Number.isNaN(maxAge)) {
    const seconds = Math.max(0, Math.floor(Math.min(maxAge, Number.MAX_SAFE_INTEGER)));
    out += `; Max-Age=${seconds}`;
    if (seconds === 0) out += `; Expires=${EPOCH}`; // some engines only honour a past Expires
  }
  if (path !== undefined) {
    if (UNSAFE_ATTRIBUTE.test(path)) return undefined;
    out += `; Path=${path}`;
  }
  if (domain !== undefined) {
    if (!/^\.?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$/.test(domain)) return undefined;
    out += `; Domain=${domain}`;
  }
  if (sameSite) out += `; SameSite=${sameSite}`;
  if (options.secure || sameSite === 'None') out += '; Secure';
  return out;
}

/**
 * Sets a cookie; the value is percent-encoded. Returns false, writing nothing, when the name is
 * not a cookie token, the path or domain is unsafe, or the document refuses; true means the
 * write was attempted, not that the browser kept it (it may reject the domain, the size…).
 */
export function writeCookie(doc: Pick<CookieDocument, 'cookie'>, name: string, value: string, options: CookieOptions = {}): boolean {
  if (!TOKEN.test(name)) return false;
  const attrs = attributes(options);
  if (attrs === undefined) return false;
  try {
    doc.cookie = `${name}=${encodeURIComponent(value)}${attrs}`;
    return true;
  } catch {
    return false; // a lone surrogate in the value, or cookies blocked
  }
}

/** Expires one cookie variant. The path and domain must match how it was set. */
export function deleteCookie(doc: Pick<CookieDocument, 'cookie'>, name: string, options: Pick<CookieOptions, 'path' | 'domain'> = {}): boolean {
  return writeCookie(doc, name, '', { ...options, maxAge: 0 });
}
