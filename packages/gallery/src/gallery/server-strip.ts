/**
 * Where the visitor left a carousel's server strip (issue 13): a site may lay a slider design's
 * figures out as a scroll-snap strip until the block is ready, which a swipe or the server arrows
 * (runtime/loader/server-slide-controls.ts) move before the carousel's code has come. The upgrade
 * starts on the slide the strip shows, so the carousel does not jump back to the first.
 */
import { figuresOf } from './gallery.read';

/**
 * The index of the server figure nearest the host's scroll position, or null while the strip is
 * at its start (or is no strip). Read while the server HTML is still on screen, once the design's
 * code is here (prepare-parts.ts); from the element's definition on, a tap on an arrow is held for
 * the carousel instead of moving the strip, so the strip stays where this read it.
 */
export function scrolledFigure(host: HTMLElement): number | null {
  const scrolled = Math.abs(host.scrollLeft);
  if (scrolled < 1) return null;
  const figures = figuresOf(host);
  const start = figures[0]?.offsetLeft ?? 0;
  let nearest: number | null = null;
  let distance = Infinity;
  figures.forEach((figure, index) => {
    const d = Math.abs(Math.abs(figure.offsetLeft - start) - scrolled);
    if (d < distance) [nearest, distance] = [index, d];
  });
  return nearest;
}
