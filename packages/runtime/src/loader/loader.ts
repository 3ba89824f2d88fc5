/**
 * The block loader: registry + discovery + strategies (ARCHITECTURE.md, after
 * catalyst's lazy-define and webawesome's autoloader). Each tag's module is imported
 * at most once, when its first instance is wanted. A module that fails to load leaves
 * every instance of that tag with its server fallback, is reported, and touches
 * nothing else.
 */
import { emit } from '../events';
import { report } from '../report';
import { discover, type Discovery } from './discovery';
import type { Registry } from './registry';

/** SPEC.md §8 console-level text for a module that cannot be loaded. */
export const MODULE_LOAD_FAILED = 'Unable to load module for trigger';

export interface Loader {
  /** Resolves when the tag's module has been imported (or failed). */
  load(tag: string): Promise<boolean>;
  stop(): void;
}

export interface LoaderOptions {
  registry: Registry;
  root?: Document | Element;
  importModule?: (url: string) => Promise<unknown>;
  /**
   * Asks for every file the tag's module imports, at once, just before the module itself
   * (issue 13: one round trip to any block, not one per level of its imports).
   */
  preload?: (tag: string) => void;
  /**
   * Called once the loader holds clicks itself (its click-replay code has arrived, with the
   * first block it found): runtime.js's early-click holder may stop then, not before.
   */
  holding?: () => void;
  /** Tags whose clicks are never held: their server HTML already does what a click should on its own (a link or a form). */
  neverHold?: readonly string[];
}

export function startLoader({ registry, root = document, importModule = (url) => import(/* @vite-ignore */ url), preload, holding, neverHold = [] }: LoaderOptions): Loader {
  const modules = new Map<string, Promise<boolean>>();
  const aborter = new AbortController();

  // The load strategies and click replay come with the first block found (each block's closure
  // has them, so the runtime's preload has usually fetched them already); a page with no block
  // never loads them. Until they arrive, runtime.js's early-click holder keeps holding clicks on
  // blocks, on the same element keys (loader/replay.ts), so none is lost meanwhile.
  let strategies: Promise<typeof import('./strategies')> | undefined;
  const blockCode = () =>
    (strategies ??= import('./strategies').then((module) => {
      holding?.();
      return module;
    }));

  const load = (tag: string): Promise<boolean> => {
    const name = tag.toLowerCase();
    const existing = modules.get(name);
    if (existing) return existing;
    const url = registry.urlFor(name);
    if (url) preload?.(name);
    const attempt = (url ? importModule(url) : Promise.reject(new Error(`No module registered for <${name}>`))).then(
      () => true,
      (error: unknown) => {
        report({ source: 'loader', message: `${MODULE_LOAD_FAILED} <${name}>`, error });
        const failed = [...root.querySelectorAll(name)];
        for (const element of failed) {
          element.setAttribute('data-sqs-state', 'error');
          emit(element, 'sqs-block-error', { tag: name, message: MODULE_LOAD_FAILED });
        }
        // The native fallback gets its clicks back (when the replay code could load at all).
        void blockCode().then(({ replayInteractions }) => failed.forEach((element) => replayInteractions(element)), () => {});
        return false;
      },
    );
    modules.set(name, attempt);
    return attempt;
  };

  const onFound = (element: Element) => {
    const tag = element.localName;
    if (customElements.get(tag)) return;
    // Whatever the strategy, a click before the code arrives is held and replayed (issue 13).
    // Without this code (network loss) the module is asked for at once: its own failure is
    // reported and leaves the fallback, as for any block whose code cannot load.
    void blockCode()
      .then(({ holdInteractions, whenWanted }) => {
        // Never a block whose server HTML works on its own, a link or a form (SPEC.md §3 "Button
        // tracking": the link never waits).
        if (!neverHold.includes(tag)) holdInteractions(element);
        return whenWanted(element, aborter.signal);
      })
      .then(
        () => load(tag),
        () => load(tag),
      );
  };

  const discovery: Discovery = discover(root, () => registry.tags().filter((t) => !customElements.get(t)).join(','), onFound);

  return {
    load,
    stop() {
      aborter.abort();
      discovery.stop();
    },
  };
}
