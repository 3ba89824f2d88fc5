/**
 * The crumb (CONTRACT.md §6): a cookie the server sets, echoed as `?crumb=` on every
 * call. Reading it must never throw (cookies can be disabled or sandboxed away).
 */
export const CRUMB_COOKIE = 'crumb';

export function readCookie(doc: Document, name: string): string {
  let all = '';
  try {
    all = doc.cookie;
  } catch {
    return '';
  }
  for (const part of all.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return part.slice(eq + 1).trim();
    }
  }
  return '';
}

export function readCrumb(doc: Document = document): string {
  return readCookie(doc, CRUMB_COOKIE);
}

/** Drops the stale crumb so the server's fresh Set-Cookie is the one read next. */
export function resetCrumb(doc: Document = document): void {
  try {
    doc.cookie = `${CRUMB_COOKIE}=; Max-Age=0; Path=/`;
  } catch {
    /* cookies unavailable: nothing to reset */
  }
}
