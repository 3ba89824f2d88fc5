/**
 * When is an element wanted? (CONTRACT.md §4 `data-load-on`.) One answer shared by the
 * runtime's loader (when to fetch a block's module) and each element (when to render
 * an instance), so a page of 500 blocks loads one module and renders only what is seen.
 *
 * An element that was wanted once stays wanted: the loader fetched the module because
 * of it, and the element must not wait for a second signal.
 *
 * A chunk of its own (rollup.config.mjs): every block's closure has it, so it arrives with the
 * first block, and the loader imports it when it finds one; a page with no block never loads it.
 */
import { whenIdle } from './idle';
import { hasHeldInteractions, holdInteractions, recordInteraction } from './replay';

// The loader takes click replay from here: one chunk (rollup.config.mjs load-strategies).
export { holdInteractions, replayInteractions } from './replay';

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

/**
 * The visitor has used the block's server HTML already: a click of theirs waits to be replayed
 * (held before the runtime ran too: loader/early-clicks.ts), or a dialog of it is open, which a
 * native invoker or the gallery's early preview opened at their tap (README, "Server HTML for a
 * lightbox"; gallery/lightbox/lightbox-preview.ts). The block then has no intent left to wait for.
 */
const usedAlready = (element: Element): boolean => hasHeldInteractions(element) || element.querySelector('dialog[open]') !== null;

function whenInteracted(element: Element, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (usedAlready(element)) return resolve();
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
 * Issue 13 (React's cost): a block whose server HTML already looks like the upgraded block
 * (an accordion of `<details>`, a grid of photos, an image) renders when the visitor is about to
 * use it (pointer over, finger down, focus, a key) or when the page is idle, whichever comes
 * first; until then its server HTML serves, and a click on it is held and replayed.
 */
export function whenAboutToBeUsed(element: Element, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    // Used before this code came: render now, so the tap has its effect (issue 13: no lost tap),
    // not at the next intent or idle moment.
    if (usedAlready(element)) return resolve();
    const intents = ['pointerenter', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
    const done = new AbortController();
    const finish = () => {
      done.abort();
      resolve();
    };
    for (const type of intents) element.addEventListener(type, finish, { capture: true, passive: true, signal: done.signal });
    signal?.addEventListener('abort', () => done.abort(), { once: true });
    void whenIdle(done.signal).then(() => {
      if (!done.signal.aborted) finish();
    });
  });
}

/**
 * A task boundary, so each block's first render runs in a task of its own and the page can
 * answer input between them (no long task made of several blocks): `scheduler.yield` where the
 * browser has it, else a message-channel tick (faster than a 4 ms-clamped timeout).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
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
