/**
 * Clearing a cookie wherever it may have been set (SPEC.md §9: under a restrictive policy
 * "the listed cookies are cleared for every path and domain variant"). Apart from
 * cookies.ts because only the consent and analytics services need it: the data layer's
 * crumb, on every page, reads and deletes one known cookie.
 */
import { deleteCookie, hasCookie, type CookieDocument } from './cookies';

/**
 * Every path and domain a cookie visible at `hostname` + `pathname` could have been set with.
 * For a.b.example.com and /x/y: paths /x/y, /x, / and domains host-only (undefined),
 * a.b.example.com, .a.b.example.com, .b.example.com, .example.com. A bare top-level suffix
 * (.com) is never tried; IP addresses and single-label hosts (localhost) are host-only.
 */
export function cookieVariants(hostname: string, pathname: string): { paths: string[]; domains: (string | undefined)[] } {
  const paths: string[] = [];
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length > 0 && pathname.endsWith('/')) paths.push(`/${segments.join('/')}/`);
  for (let n = segments.length; n > 0; n--) paths.push(`/${segments.slice(0, n).join('/')}`);
  paths.push('/');

  const domains: (string | undefined)[] = [undefined];
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const isIp = /^[\d.]+$/.test(host) || host.includes(':') || host.startsWith('[');
  const labels = host.split('.');
  if (!isIp && labels.length >= 2 && labels.every(Boolean)) {
    domains.push(host);
    for (let i = 0; i <= labels.length - 2; i++) domains.push(`.${labels.slice(i).join('.')}`);
  }
  return { paths, domains };
}

/**
 * Deletes the named cookies under every path and domain variant of the document's location
 * (cookieVariants), e.g. to clear tracking cookies under a restrictive consent policy.
 * Names that are not currently readable are skipped: from here they cannot be seen, and
 * HttpOnly ones cannot be deleted by script anyway. Without a location, tries host-only at /.
 */
export function deleteCookieEverywhere(doc: CookieDocument, names: string | readonly string[]): void {
  const list = typeof names === 'string' ? [names] : names;
  let location: CookieDocument['location'];
  try {
    location = doc.location;
  } catch {
    location = undefined;
  }
  const { paths, domains } = location ? cookieVariants(location.hostname, location.pathname) : { paths: ['/'], domains: [undefined] };
  for (const name of list) {
    if (!hasCookie(doc, name)) continue;
    for (const path of paths) {
      for (const domain of domains) deleteCookie(doc, name, domain === undefined ? { path } : { path, domain });
    }
  }
}
