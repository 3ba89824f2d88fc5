/**
 * Tag → module URL. Filled by `boot` from runtime.js's boot table (the build's manifest,
 * CONTRACT.md §2) and open to third-party blocks through `define`. A relative URL is read against the dist root
 * (`base`, asked at each lookup: runtime.js tells the runtime where it was loaded from).
 */
export interface Registry {
  define(tag: string, url: string | URL): void;
  urlFor(tag: string): string | undefined;
  tags(): string[];
}

export function createRegistry(base: () => string | URL): Registry {
  const urls = new Map<string, string>();
  const registry: Registry = {
    define(tag, url) {
      urls.set(tag.toLowerCase(), String(url));
    },
    urlFor(tag) {
      const url = urls.get(tag.toLowerCase());
      return url === undefined ? undefined : new URL(url, base()).href;
    },
    tags: () => [...urls.keys()],
  };
  return registry;
}
