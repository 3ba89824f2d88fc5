/**
 * One IntersectionObserver and one ResizeObserver for every image on the page (a
 * 1000-slide gallery must not create 2000 observers). Plain DOM, no React.
 */
import { LAZY_MARGIN, type Box } from './image-sizing';

type Listener<T> = (value: T) => void;

let nearObserver: IntersectionObserver | null = null;
const nearListeners = new Map<Element, Listener<boolean>>();

/**
 * Calls `listener(true)` while the element is within the lazy margin (SPEC.md §9: 200 px)
 * of the viewport, `false` once it leaves. Where the browser has no IntersectionObserver
 * everything counts as near: images load, only less lazily.
 */
export function watchNear(element: Element, listener: Listener<boolean>): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    listener(true);
    return () => {};
  }
  nearObserver ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) nearListeners.get(entry.target)?.(entry.isIntersecting);
    },
    { rootMargin: LAZY_MARGIN },
  );
  nearListeners.set(element, listener);
  nearObserver.observe(element);
  return () => {
    nearListeners.delete(element);
    nearObserver?.unobserve(element);
  };
}

let sizeObserver: ResizeObserver | null = null;
const sizeListeners = new Map<Element, Listener<Box>>();

/** The element's content box, rounded to whole CSS pixels, now and on every change. */
export function measure(element: Element): Box {
  const rect = element.getBoundingClientRect();
  return { width: Math.round(rect.width), height: Math.round(rect.height) };
}

export function watchSize(element: Element, listener: Listener<Box>): () => void {
  if (typeof ResizeObserver === 'undefined') {
    listener(measure(element));
    return () => {};
  }
  sizeObserver ??= new ResizeObserver((entries) => {
    for (const entry of entries) {
      const size = entry.borderBoxSize?.[0];
      const box = size ? { width: Math.round(size.inlineSize), height: Math.round(size.blockSize) } : measure(entry.target);
      sizeListeners.get(entry.target)?.(box);
    }
  });
  sizeListeners.set(element, listener);
  sizeObserver.observe(element);
  return () => {
    sizeListeners.delete(element);
    sizeObserver?.unobserve(element);
  };
}
