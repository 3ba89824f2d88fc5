/**
 * One round trip to any block (issue 13 item 2). The build writes into runtime.js, for the
 * runtime's own code and for every element, its whole chunk closure (the module and every file
 * it imports, directly or not): asking for all of them at once puts every file the first
 * visible blocks need in the same wave as the runtime, instead of level by level
 * (runtime.js → its imports → the element → its imports → React …, one round trip each).
 *
 * Parallel `import()` rather than `<link rel=modulepreload>`: a strict CSP with 'strict-dynamic'
 * ignores host allowlists for links, but lets a trusted module import. Importing a chunk only
 * defines functions; importing an element's module defines the element, which still waits for
 * its own `data-load-on` before rendering (strategies.ts), exactly as when the loader imports it.
 *
 * Runtime.js's own module: nothing else may import it, so runtime.js keeps no static import.
 */
/**
 * Files are named as from dist/chunks/ without `.js` (`react-621XUt`, `../elements/sqs-x`): the
 * table is in every page's runtime.js, and the repeated folder and extension cost it bytes.
 */
export interface BootTable {
  /** The runtime's own closure (runtime-core and what it imports). */
  core: readonly string[];
  /**
   * The files every framework block's closure has (React, the block glue, the shared chunks). No
   * list repeats the core's files: `core()` has asked for them first on every page.
   */
  common: readonly string[];
  /**
   * Tag → the rest of its closure: the files only some blocks need. Its module,
   * `elements/<tag>.js`, is implied (manifest.json has the closures in full).
   */
  tags: Readonly<Record<string, readonly string[]>>;
  /**
   * The blocks with no framework in their closure (their list is the whole closure, without
   * `common`). They enhance server HTML that already works on its own, a link or a form, so
   * their clicks are never held (SPEC.md §3 "Button tracking": the link never waits).
   */
  frameworkless: readonly string[];
  /**
   * Tag → design name, as its block data writes it → the files that design imports once the block
   * renders (the gallery's carousel and slider: keen-slider, gallery/prepare-parts.ts). A block on
   * screen asks for them with its own files, not a round trip after it has rendered.
   */
  designs: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;
  /** The cookie banner's files beyond the core's (the chrome's Lit chunk and what it imports). */
  banner: readonly string[];
}

/**
 * A first visit's cookie banner (chrome/consent/start-consent.ts decides): the page context turns
 * it on and no choice is stored yet. Read from the context's text and the cookie string, as a hint
 * only: the context's script id is page-context.ts PAGE_CONTEXT_ID and the cookie storage-keys.ts
 * CONSENT_COOKIE (runtime.js imports nothing, so they are written out; a dist test compares them).
 */
const BANNER_ON = /"isCookieBannerEnabled":\s*true/;

/** The design a block's data names (`"design": "carousel"`); read without parsing, as a hint only. */
const DESIGN = /"design"\s*:\s*"(\w+)/;

/** CONTRACT.md §4: `visible` loads within 200 px of the viewport (strategies.ts VISIBLE_MARGIN). */
const NEAR_PX = 200;

export interface Preloader {
  /** The runtime's own files. */
  core(): void;
  /** A tag's closure (the loader calls it just before importing the tag's module). */
  tag(tag: string): void;
  /**
   * The closures of what shows as soon as the runtime runs: the blocks that are eager, or visible
   * and on screen, and a first visit's cookie banner.
   */
  soon(doc: Document): void;
}

export function createPreloader(table: BootTable, base: URL, importModule = (url: string) => import(/* @vite-ignore */ url)): Preloader {
  const asked = new Set<string>();
  const fetchAll = (files: readonly string[] | undefined) => {
    for (const file of files ?? []) {
      if (asked.has(file)) continue;
      asked.add(file);
      // A failure here is the loader's to report when it imports the module itself.
      importModule(new URL(`chunks/${file}.js`, base).href).catch(() => {});
    }
  };
  // The window's size rather than the layout viewport's: a scrollbar's width more, for a hint.
  const wantedSoon = (element: Element): boolean => {
    const strategy = element.getAttribute('data-load-on')?.trim().toLowerCase() || 'visible';
    if (strategy === 'eager') return true;
    if (strategy !== 'visible') return false;
    const box = element.getBoundingClientRect();
    return box.bottom >= -NEAR_PX && box.top <= innerHeight + NEAR_PX && box.right >= -NEAR_PX && box.left <= innerWidth + NEAR_PX;
  };
  return {
    core: () => fetchAll(table.core),
    tag(tag) {
      const name = tag.toLowerCase();
      const own = table.tags[name];
      if (own) fetchAll([`../elements/${name}`, ...(table.frameworkless.includes(name) ? [] : table.common), ...own]);
    },
    soon(doc) {
      // No context: `test(undefined)` reads "undefined", which never matches.
      if (BANNER_ON.test((doc.getElementById('sqs-page-context') as HTMLScriptElement | null)?.text as string) && !doc.cookie.includes('ss_cookie_consent=')) fetchAll(table.banner);
      const tags = Object.keys(table.tags).filter((tag) => !customElements.get(tag));
      if (tags.length === 0) return;
      // Each wanted block asks for its files; a file already asked for is skipped (`asked`).
      for (const element of doc.querySelectorAll(tags.join(','))) {
        if (!wantedSoon(element)) continue;
        this.tag(element.localName);
        fetchAll(table.designs[element.localName]?.[DESIGN.exec(element.getAttribute('data-block-json')!)?.[1] as string]);
      }
    },
  };
}
