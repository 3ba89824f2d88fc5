/**
 * When is an element wanted? (CONTRACT.md §4 `data-load-on`.) One answer shared by the
 * runtime's loader (when to fetch a block's module) and each element (when to render
 * an instance), so a page of 500 blocks loads one module and renders only what is seen.
 *
 * An element that was wanted once stays wanted: the loader fetched the module because
 * of it, and the element must not wait for a second signal.
 */
import { hasHeldInteractions, holdInteractions, recordInteraction } from './replay';

export type LoadStrategy = 'eager' | 'idle' | 'visible' | 'interaction';
export const LOAD_STRATEGIES: readonly LoadStrategy[] = ['eager', 'idle', 'visible', 'interaction'];

/** CONTRACT.md §4: visible is the default, with a 200 px margin. */
export const VISIBLE_MARGIN = '200px';
/** Events that show intent to use a block; `click` is also recorded for replay. */
const INTENT_EVENTS = ['pointerdown', 'pointerenter', 'focusin', 'touchstart', 'keydown', 'click'] as const;

export function readStrategy(element: Element): LoadStrategy {
  const value = element.getAttribute('data-load-on')?.trim().toLowerCase();
  return (LOAD_STRATEGIES as readonly string[]).includes(value ?? '') ? (value as LoadStrategy) : 'visible';
}

const wanted = new WeakSet<Element>();
export const isWanted = (element: Element): boolean => wanted.has(element);

let observerPromise: Promise<IntersectionObserver> | null = null;
const visibleWaiters = new WeakMap<Element, Array<() => void>>();

async function visibilityObserver(): Promise<IntersectionObserver> {
  // SPEC/issue: the polyfill is fetched only where the browser lacks IntersectionObserver.
  if (!('IntersectionObserver' in globalThis)) await import('intersection-observer');
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const waiters = visibleWaiters.get(entry.target) ?? [];
        visibleWaiters.delete(entry.target);
        for (const wake of waiters) wake();
      }
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  return observer;
}

function whenVisible(element: Element, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const waiters = visibleWaiters.get(element) ?? [];
    waiters.push(resolve);
    visibleWaiters.set(element, waiters);
    observerPromise ??= visibilityObserver();
    void observerPromise.then((observer) => {
      if (signal?.aborted) return;
      observer.observe(element);
      signal?.addEventListener('abort', () => {
        visibleWaiters.delete(element);
        observer.unobserve(element);
      });
    });
  });
}

/** After the page's own work (requestIdleCallback, 2 s at most); the site services wait on it too. */
export function whenIdle(signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => resolve(), { timeout: 2000 });
      signal?.addEventListener('abort', () => cancelIdleCallback(id));
    } else {
      const id = setTimeout(resolve, 1);
      signal?.addEventListener('abort', () => clearTimeout(id));
    }
  });
}

function whenInteracted(element: Element, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    // A click held before the runtime ran (loader/early-clicks.ts) was the visitor's first use.
    if (hasHeldInteractions(element)) return resolve();
    const onIntent = (event: Event) => {
      // Hold clicks from the first intent (pointerdown comes before click) until ready.
      holdInteractions(element);
      recordInteraction(element, event);
      for (const type of INTENT_EVENTS) element.removeEventListener(type, onIntent, true);
      resolve();
    };
    for (const type of INTENT_EVENTS) element.addEventListener(type, onIntent, { capture: true, passive: false });
    signal?.addEventListener('abort', () => {
      for (const type of INTENT_EVENTS) element.removeEventListener(type, onIntent, true);
    });
  });
}

/**
 * Resolves when the element's strategy says it is wanted. Never rejects; an aborted
 * wait simply never resolves.
 */
export async function whenWanted(element: Element, signal?: AbortSignal): Promise<void> {
  if (wanted.has(element)) return;
  const strategy = readStrategy(element);
  if (strategy === 'idle') await whenIdle(signal);
  else if (strategy === 'visible') await whenVisible(element, signal);
  else if (strategy === 'interaction') await whenInteracted(element, signal);
  wanted.add(element);
}
