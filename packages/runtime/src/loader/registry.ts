/**
 * Tag → module URL. Filled from the build's manifest (CONTRACT.md §2) and open to
 * third-party blocks through `define`.
 */
export interface Registry {
  define(tag: string, url: string | URL): void;
  urlFor(tag: string): string | undefined;
  tags(): string[];
}

export function createRegistry(elements: Record<string, string>, base: string | URL): Registry {
  const urls = new Map<string, string>();
  const registry: Registry = {
    define(tag, url) {
      urls.set(tag.toLowerCase(), new URL(url, base).href);
    },
    urlFor: (tag) => urls.get(tag.toLowerCase()),
    tags: () => [...urls.keys()],
  };
  for (const [tag, path] of Object.entries(elements)) registry.define(tag, path);
  return registry;
}
