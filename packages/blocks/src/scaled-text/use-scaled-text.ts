import { useLayoutEffect, useRef } from 'react';
import { emit } from '@sqs/runtime/events';
import { debounce } from '../shared/debounce';
import './scaled-text.events';
import { isMinFont, MIN_FONT_CLASS, RESIZE_DEBOUNCE_MS, shrinkToFit } from './scaled-text.logic';

/**
 * Fits the line to its box: first in the commit that attaches the shadow root (a layout effect
 * runs before paint, so no frame shows the line at the wrong size), then after the box stops
 * resizing (100 ms, SPEC.md §9) and when web fonts arrive. The size is written to the DOM, not
 * to React state: a fit costs no render.
 */
export function useScaledText(host: HTMLElement, text: string) {
  const box = useRef<HTMLDivElement>(null);
  const line = useRef<HTMLSpanElement>(null);

  useLayoutEffect(() => {
    const boxNode = box.current;
    const lineNode = line.current;
    if (!boxNode || !lineNode) return;
    let lastWidth = -1;
    const fit = () => {
      const available = boxNode.clientWidth;
      lastWidth = available;
      lineNode.style.fontSize = '';
      // The site's own size for this text: the box inherits it from the host.
      const max = parseFloat(getComputedStyle(boxNode).fontSize);
      const size = shrinkToFit({
        available,
        max,
        measure: (fontSize) => {
          lineNode.style.fontSize = `${fontSize}px`;
          return lineNode.getBoundingClientRect().width;
        },
      });
      lineNode.style.fontSize = size < max ? `${size}px` : '';
      host.classList.toggle(MIN_FONT_CLASS, isMinFont(size));
      lineNode.dataset.fontSize = String(size);
      emit(host, 'sqs-scaled-text-fit', { fontSize: size, minFont: isMinFont(size) });
    };
    fit();
    const later = debounce(fit, RESIZE_DEBOUNCE_MS);
    // Only a change of the box's width calls for a new fit (our own font change never makes one).
    const observer = new ResizeObserver(() => {
      if (boxNode.clientWidth !== lastWidth) later();
    });
    observer.observe(boxNode);
    let live = true;
    void document.fonts?.ready.then(() => live && fit());
    return () => {
      live = false;
      observer.disconnect();
      later.cancel();
      host.classList.remove(MIN_FONT_CLASS);
    };
  }, [host, text]);

  return { boxRef: box, lineRef: line };
}
