/**
 * In-memory stand-ins for the analytics tests (never imported by shipped code): a real
 * `Storage` implementation over a Map, and a cookie jar that honours Max-Age, Path and Domain
 * the way `document.cookie` does for the attributes the runtime writes.
 */
import type { CookieDocument } from '../contracts/cookies';

export { MemoryStorage } from '../testing/memory-storage';

interface JarEntry {
  value: string;
  expires: number;
  path: string;
  domain: string;
}

export interface CookieJar extends CookieDocument {
  /** Every assignment to `cookie`, as written. */
  readonly writes: string[];
  /** name → entry, keyed `name|path|domain`. */
  readonly entries: Map<string, JarEntry>;
  /** Live cookie names and values. */
  names(): string[];
  /** The raw attribute string of the last write of `name`. */
  lastWrite(name: string): string | undefined;
}

/** A cookie jar on `https://hostname/pathname`; `now` drives Max-Age expiry. */
export function cookieJar(options: { hostname?: string; pathname?: string; protocol?: string; now?: () => number } = {}): CookieJar {
  const now = options.now ?? Date.now;
  const entries = new Map<string, JarEntry>();
  const writes: string[] = [];
  const live = () => [...entries.entries()].filter(([, e]) => e.expires > now());
  return {
    location: { hostname: options.hostname ?? 'site.example', pathname: options.pathname ?? '/', protocol: options.protocol ?? 'https:' },
    writes,
    entries,
    get cookie(): string {
      return live()
        .map(([key, e]) => `${key.split('|')[0]}=${e.value}`)
        .join('; ');
    },
    set cookie(text: string) {
      writes.push(text);
      const [pair = '', ...attrs] = text.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      let expires = Infinity;
      let path = '/';
      let domain = '';
      for (const attr of attrs) {
        const [k = '', v = ''] = attr.split('=');
        if (k.toLowerCase() === 'max-age') expires = now() + Number(v) * 1000;
        if (k.toLowerCase() === 'path') path = v;
        if (k.toLowerCase() === 'domain') domain = v;
      }
      const key = `${name}|${path}|${domain}`;
      if (expires <= now()) entries.delete(key);
      else entries.set(key, { value, expires, path, domain });
    },
    names: () => live().map(([key]) => key.split('|')[0] as string),
    lastWrite: (name) => [...writes].reverse().find((w) => w.startsWith(`${name}=`)),
  };
}
