/**
 * Block animations (SPEC.md §4 "Block animations"), loaded by runtime-core only on a page
 * that has a `[data-sqs-animation]` element: each gets the class `animation-loaded` once it
 * intersects the viewport (its threshold, §9) and its images have loaded. In the editor
 * (/config) and under prefers-reduced-motion every element gets it at once. Elements added
 * during the first 2 s are found too (§9 "global animation watch 2 s"). No React.
 */
import { ANIMATION_ATTRIBUTE, ANIMATION_CSS, ANIMATION_LOADED_CLASS, ANIMATION_POLL_MS, ANIMATION_THRESHOLDS, ANIMATION_WATCH_MS, inView, isEditMode, thresholdOf } from './animation-rules';

const topPathname = (win: Window): string | null => {
  try {
    return win.top && win.top !== win ? win.top.location.pathname : null;
  } catch {
    return null;
  }
};

/** Resolves when every image inside (or being) the element has loaded or failed (a broken image never hides a section). */
function imagesLoaded(element: Element): Promise<void> {
  const images = [...(element.localName === 'img' ? [element] : []), ...element.querySelectorAll('img')] as HTMLImageElement[];
  return Promise.all(
    images.map((img) =>
      img.complete
        ? undefined
        : new Promise<void>((resolve) => {
            img.addEventListener('load', () => resolve(), { once: true });
            img.addEventListener('error', () => resolve(), { once: true });
          }),
    ),
  ).then(() => undefined);
}

export function startAnimations(doc: Document = document): () => void {
  const win = doc.defaultView ?? window;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(ANIMATION_CSS);
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  const instant = isEditMode(win.location.pathname, topPathname(win)) || win.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const seen = new WeakSet<Element>();
  const reveal = (element: Element) => element.classList.add(ANIMATION_LOADED_CLASS);

  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const target = entry.target;
        const enough = inView(
          { isIntersecting: entry.isIntersecting, intersectionRatio: entry.intersectionRatio, targetHeight: entry.boundingClientRect.height, rootHeight: entry.rootBounds?.height ?? win.innerHeight },
          thresholdOf(target.getAttribute(`${ANIMATION_ATTRIBUTE}-threshold`)),
        );
        if (!enough) continue;
        observer.unobserve(target);
        void imagesLoaded(target).then(() => reveal(target));
      }
    },
    { threshold: [...ANIMATION_THRESHOLDS] },
  );

  const scan = () => {
    for (const element of doc.querySelectorAll(`[${ANIMATION_ATTRIBUTE}]`)) {
      if (seen.has(element)) continue;
      seen.add(element);
      if (instant) reveal(element);
      else observer.observe(element);
    }
  };
  scan();
  const poll = win.setInterval(scan, ANIMATION_POLL_MS);
  const stopWatch = win.setTimeout(() => win.clearInterval(poll), ANIMATION_WATCH_MS);

  return () => {
    win.clearInterval(poll);
    win.clearTimeout(stopWatch);
    observer.disconnect();
    doc.adoptedStyleSheets = doc.adoptedStyleSheets.filter((s) => s !== sheet);
  };
}
