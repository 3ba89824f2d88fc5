/**
 * Previews that load as they scroll into view (SPEC.md §2 font picker): each option that carries a
 * preview URL is watched by one IntersectionObserver on the list; once it is near the visible part
 * of the list, its file is loaded (font-preview.ts) and the option renders its name in the font. A
 * file that fails gives SPEC.md §8's 'Unable to load preview for {fontName}', once per family.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadPreview, type PreviewResult } from './font-preview';

export interface LazyPreviews {
  /** The private family a font renders with, null when its file failed, undefined while not loaded. */
  previewOf(family: string): PreviewResult | undefined;
  /** The ref of an option to watch; `data-family` and `data-preview` name its font and file. */
  watch(element: HTMLElement | null): void;
}

export function useLazyPreviews(list: HTMLElement | null, resolveUrl: (url: string) => string, onFailed: (family: string) => void): LazyPreviews {
  const [previews, setPreviews] = useState<ReadonlyMap<string, PreviewResult>>(new Map());
  const observer = useRef<IntersectionObserver | null>(null);
  const started = useRef(new Set<string>());
  const failed = useRef(onFailed);
  failed.current = onFailed;

  useEffect(() => {
    if (!list || typeof IntersectionObserver === 'undefined') return;
    const seen = (entries: IntersectionObserverEntry[]) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const element = entry.target as HTMLElement;
        io.unobserve(element);
        const family = element.dataset.family ?? '';
        const url = element.dataset.preview ?? '';
        if (family === '' || url === '' || started.current.has(family)) continue;
        started.current.add(family);
        void loadPreview(resolveUrl(url), element.ownerDocument.fonts).then((result) => {
          setPreviews((before) => new Map(before).set(family, result));
          if (result === null) failed.current(family);
        });
      }
    };
    // Half a list's height ahead, so a preview is usually ready when its option scrolls in.
    const io = new IntersectionObserver(seen, { root: list, rootMargin: '50% 0px' });
    observer.current = io;
    // The options rendered before the list was known.
    for (const element of list.querySelectorAll<HTMLElement>('[data-preview]')) io.observe(element);
    return () => {
      io.disconnect();
      observer.current = null;
    };
  }, [list, resolveUrl]);

  const watch = useCallback((element: HTMLElement | null) => {
    // Observing an element twice is harmless; a removed one is dropped by the observer itself.
    if (element?.dataset.preview) observer.current?.observe(element);
  }, []);

  return { previewOf: (family) => previews.get(family), watch };
}
