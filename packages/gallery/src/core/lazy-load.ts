/**
 * Which slides to load (SPEC.md §4 "Lazy loading"): by current index, the slides within
 * `preloadCount` of the current one (wrapping round the ends when looping, since the next slide
 * after the last is then the first); or by viewport, the images whose box reaches the scroll
 * region widened by the 200 px lazy margin (SPEC.md §9 "Images"), so an image is fetched just
 * before it scrolls in.
 *
 * SPEC.md says "top or bottom lies within the scroll region"; an image taller than the region,
 * with its top above and its bottom below, has neither inside yet fills the view, so it counts
 * too: the test is that the two intervals overlap.
 */

/** SPEC.md §9 "Images": lazy margin 200px. */
export const LAZY_MARGIN_PX = 200;

/**
 * The indices to have loaded around `current`, nearest first (current, +1, -1, +2, -2...), so a
 * loader that takes them in order fetches what the visitor will see first. No duplicates.
 */
export function indicesByIndex(current: number, count: number, preloadCount: number, loop: boolean): number[] {
  if (!(count >= 1)) return [];
  const n = Math.floor(count);
  const reach = Number.isFinite(preloadCount) && preloadCount > 0 ? Math.floor(preloadCount) : 0;
  const at = Number.isFinite(current) ? Math.min(Math.max(Math.trunc(current), 0), n - 1) : 0;
  const seen = new Set<number>([at]);
  const add = (i: number): void => {
    if (loop) seen.add(((i % n) + n) % n);
    else if (i >= 0 && i < n) seen.add(i);
  };
  for (let d = 1; d <= reach && seen.size < n; d += 1) {
    add(at + d);
    add(at - d);
  }
  return [...seen];
}

/** A box along the scroll axis; any coordinate space, as long as rect and region share it. */
export interface Span {
  top: number;
  bottom: number;
}

/** True when `rect` reaches the scroll `region` widened by `margin` on both sides. */
export function inLoadRegion(rect: Span, region: Span, margin: number = LAZY_MARGIN_PX): boolean {
  return rect.top <= region.bottom + margin && rect.bottom >= region.top - margin;
}

/**
 * Indices of the boxes that reach the region. A null box (a slide not laid out, e.g. hidden) is
 * never loaded by viewport.
 */
export function indicesInRegion(rects: readonly (Span | null)[], region: Span, margin: number = LAZY_MARGIN_PX): number[] {
  const out: number[] = [];
  rects.forEach((rect, i) => {
    if (rect && inLoadRegion(rect, region, margin)) out.push(i);
  });
  return out;
}
