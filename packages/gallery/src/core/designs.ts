/**
 * Gallery designs (SPEC.md §2 "Gallery layouts", §9 "Gallery"): the map from the design name
 * an author writes in the block data to the design that renders it (whose kind, motion and
 * defaults are in ./design-table), and the checks SPEC.md §5 asks of design options.
 *
 * The map is SPEC.md §2 to the letter: "stacked to base, slider to strip, slideshow to stacked,
 * grid to grid, autogrid, autocolumns, carousel and list to themselves, anything else to base".
 * The two names that look swapped are not a typo: a block whose images are *stacked* one under
 * another is the plain `base` design, and a *slideshow* block is the `stacked` design (slides
 * stacked on one another, one showing). `autorows` is added to the map as itself: SPEC.md §9 gives
 * it defaults, so a block can ask for it. The block name `strip` (the internal name of `slider`)
 * is "anything else" and renders `base`, with the not-found warning.
 *
 * Options checks return the value or the §5 problem text; they never throw. A design that must
 * refuse (SPEC.md: an unknown stacked transition "throws naming it") throws `problem` itself.
 */
import {
  columnWidthText,
  designNotFoundText,
  newSwipeBoundariesText,
  newSwipeSnapPointsText,
  stripAlignmentText,
  tweenDurationText,
  unknownTransitionText,
} from './gallery-messages';
import { DESIGN_TABLE, type GalleryDesign } from './design-table';

/** Block-data design name → design (SPEC.md §2, plus `autorows`). */
export const DESIGN_NAME_MAP = {
  stacked: 'base',
  slider: 'strip',
  slideshow: 'stacked',
  grid: 'grid',
  autogrid: 'autogrid',
  autocolumns: 'autocolumns',
  autorows: 'autorows',
  carousel: 'carousel',
  list: 'list',
} as const satisfies Record<string, GalleryDesign>;

/** A design name the block data may use. */
export type BlockDesignName = keyof typeof DESIGN_NAME_MAP;

/** The names listed by the "Currently loaded designs" warning: the ones an author may write. */
export const BLOCK_DESIGN_NAMES = Object.keys(DESIGN_NAME_MAP) as BlockDesignName[];

/** The design for a name that is missing from the block data (SPEC.md §3 "Gallery settings": design base). */
export const DEFAULT_DESIGN: GalleryDesign = 'base';

export type DesignLookup =
  | { design: GalleryDesign; known: true }
  | { design: GalleryDesign; known: false; problem: string };

/**
 * Maps a block-data design name. Case and surrounding spaces are forgiven (`" Grid "` is grid);
 * anything else renders `base` and carries SPEC.md §5's "Design '…' not found" text. Only own
 * keys count, so `constructor` or `__proto__` are unknown names, not prototype members.
 */
export function mapDesignName(name: unknown): DesignLookup {
  const key = typeof name === 'string' ? name.trim().toLowerCase() : '';
  if (Object.hasOwn(DESIGN_NAME_MAP, key)) return { design: DESIGN_NAME_MAP[key as BlockDesignName], known: true };
  return { design: DEFAULT_DESIGN, known: false, problem: designNotFoundText(name, BLOCK_DESIGN_NAMES) };
}

/** SPEC.md §9: autocolumns and autogrid place each slide by "behaviour min" (the shortest column). */
export const MASONRY_BEHAVIOUR = 'min';

/** SPEC.md §9 "Stacked fade, speed 1, preload 1, base z-index 888"; §2 ken burns zoom 1.075. */
export const STACKED_DEFAULTS = { transition: 'fade', speed: 1, preloadCount: 1, baseZIndex: 888, kenBurnsZoom: 1.075 } as const;

/** SPEC.md §9 "Strip speed 0.5, preload 1"; §2 alignment default middle. */
export const STRIP_DEFAULTS = { speed: 0.5, preloadCount: 1, alignment: 'middle' } as const;

/** SPEC.md §9: meta overlay height 40%, the overflow class once the meta is taller than 90%. */
export const META_OVERLAY_HEIGHT_PERCENT = 40;
export const META_OVERFLOW_PERCENT = 90;

/** SPEC.md §9: video thumbnails are 16:9; a video without dimensions is 56.3% as tall as wide. */
export const THUMBNAIL_VIDEO_RATIO = 16 / 9;
export const VIDEO_DEFAULT_ASPECT_PERCENT = 56.3;

/** SPEC.md §3 "Gallery block data" meta-position values. */
export const META_POSITIONS = ['top', 'bottom', 'top-left', 'bottom-left', 'top-right', 'bottom-right', 'center'] as const;
export type MetaPosition = (typeof META_POSITIONS)[number];

/**
 * Carousel slides per row at a container width (SPEC.md §2): 2 under 480 px if configured above 1,
 * 3 under 724 px if configured above 2, else as configured. A configured value that is not a whole
 * number of at least 1 counts as the carousel default, 3.
 */
export function carouselPerRow(configured: number, width: number): number {
  const perRow = Number.isFinite(configured) && configured >= 1 ? Math.floor(configured) : DESIGN_TABLE.carousel.defaults.slidesPerRow;
  if (width < 480 && perRow > 1) return 2;
  if (width < 724 && perRow > 2) return 3;
  return perRow;
}

/** SPEC.md §2: the carousel's controls hide when every slide fits in one row. */
export function carouselControlsHidden(count: number, perRow: number): boolean {
  return count <= perRow;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; problem: string };

/** SPEC.md §5: autocolumns columnWidth is a number above 0 (numeric strings from markup count). */
export function checkColumnWidth(value: unknown): Checked<number> {
  const n = toNumber(value);
  return n !== null && n > 0 ? { ok: true, value: n } : { ok: false, problem: columnWidthText() };
}

export const STRIP_ALIGNMENTS = ['start', 'middle', 'end'] as const;
export type StripAlignment = (typeof STRIP_ALIGNMENTS)[number];

/** SPEC.md §5: strip alignment is start, middle or end. */
export function checkStripAlignment(value: unknown): Checked<StripAlignment> {
  return oneOf(STRIP_ALIGNMENTS, value) ?? { ok: false, problem: stripAlignmentText(value) };
}

export const NEW_SWIPE_BOUNDARIES = ['none', 'hard', 'inertial'] as const;
export type NewSwipeBoundaries = (typeof NEW_SWIPE_BOUNDARIES)[number];

/** SPEC.md §5: new-swipe boundaries are none, hard or inertial. */
export function checkNewSwipeBoundaries(value: unknown): Checked<NewSwipeBoundaries> {
  return oneOf(NEW_SWIPE_BOUNDARIES, value) ?? { ok: false, problem: newSwipeBoundariesText(value) };
}

/**
 * SPEC.md §5: snapPoints "end in % or none". Given as `'none'`, one string (`'0%, 50%'`) or a list;
 * the result is the percentages as numbers, or `'none'`.
 */
export function checkSnapPoints(value: unknown): Checked<readonly number[] | 'none'> {
  if (value === 'none') return { ok: true, value: 'none' };
  const parts = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : null;
  if (parts === null || parts.length === 0) return { ok: false, problem: newSwipeSnapPointsText(value) };
  const out: number[] = [];
  for (const part of parts) {
    const m = typeof part === 'string' ? /^\s*(-?\d+(?:\.\d+)?|-?\.\d+)%\s*$/.exec(part) : null;
    if (!m) return { ok: false, problem: newSwipeSnapPointsText(value) };
    out.push(Number(m[1]));
  }
  return { ok: true, value: out };
}

/** SPEC.md §5 "Tween duration finite number" (the text is §8's `[Tween]` one). */
export function checkTweenDuration(value: unknown): Checked<number> {
  return typeof value === 'number' && Number.isFinite(value) ? { ok: true, value } : { ok: false, problem: tweenDurationText() };
}

/** SPEC.md §2 slideshow transitions. `scroll` runs horizontally or vertically (`SCROLL_DIRECTIONS`). */
export const STACKED_TRANSITIONS = ['fade', 'ken-burns', 'scroll', 'swipe', 'new-swipe'] as const;
export type StackedTransition = (typeof STACKED_TRANSITIONS)[number];
export const SCROLL_DIRECTIONS = ['horizontal', 'vertical'] as const;
export type ScrollDirection = (typeof SCROLL_DIRECTIONS)[number];

/**
 * A stacked transition by name; spellings without the hyphen or in camelCase (`kenburns`,
 * `kenBurns`, `newSwipe`, `new swipe`) are forgiven. Unknown names carry the text naming them.
 */
export function checkStackedTransition(value: unknown): Checked<StackedTransition> {
  if (typeof value === 'string') {
    const key = value
      .trim()
      .replace(/([a-z])([A-Z])/g, '$1-$2')
      .replace(/[\s_]+/g, '-')
      .toLowerCase();
    const name = key === 'kenburns' ? 'ken-burns' : key === 'newswipe' ? 'new-swipe' : key;
    const found = oneOf(STACKED_TRANSITIONS, name);
    if (found) return found;
  }
  return { ok: false, problem: unknownTransitionText(value) };
}

/** SPEC.md §2: a slideshow click goes next, previous, or by which half of the slide was clicked. */
export const CLICK_BEHAVIOURS = ['next', 'previous', 'half'] as const;
export type ClickBehaviour = (typeof CLICK_BEHAVIOURS)[number];

export type SlideClickAction = { kind: 'link'; url: string } | { kind: 'move'; direction: 'next' | 'previous' };

/**
 * What a click on a slideshow slide does (SPEC.md §2). The slide's click-through URL wins (give
 * it already made safe, e.g. by `parseSlideAttributes`). `half`: the left half goes previous, the
 * right half next (`x` from the slide's left edge; the middle pixel counts as right).
 */
export function slideClickAction(
  behaviour: ClickBehaviour,
  click: { x: number; width: number },
  clickThroughUrl: string | null,
): SlideClickAction {
  if (clickThroughUrl) return { kind: 'link', url: clickThroughUrl };
  if (behaviour === 'half') return { kind: 'move', direction: click.x < click.width / 2 ? 'previous' : 'next' };
  return { kind: 'move', direction: behaviour };
}

function toNumber(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
}

function oneOf<const T extends readonly string[]>(values: T, value: unknown): { ok: true; value: T[number] } | null {
  return typeof value === 'string' && (values as readonly string[]).includes(value) ? { ok: true, value } : null;
}
