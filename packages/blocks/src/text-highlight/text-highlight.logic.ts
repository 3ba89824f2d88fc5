/**
 * Text highlight (SPEC.md §3 "Text highlight", §4, §9): the twelve shapes as SVG path data, and
 * when a highlight starts to play. Pure. Paths live in a 100 × 100 box laid over the text and a
 * little beyond it (the view stretches the box to the text with `preserveAspectRatio="none"`
 * and keeps the stroke's own width with `vector-effect: non-scaling-stroke`): the text itself
 * spans about y 20 to 80, so underlines sit below 80 and circles go round it.
 */

export const HIGHLIGHT_SHAPES = [
  'circle',
  'cross',
  'enclose',
  'jagged',
  'marker',
  'scribble',
  'strike',
  'strikeDiagonal',
  'underline',
  'underlineCurve',
  'underlineDouble',
  'wave',
] as const;
export type HighlightShape = (typeof HIGHLIGHT_SHAPES)[number];

export const HIGHLIGHT_ANIMATIONS = ['draw', 'fade', 'fadeScale'] as const;
export type HighlightAnimation = (typeof HIGHLIGHT_ANIMATIONS)[number];

/** SPEC.md §9 "Text highlight defaults: wave, draw, 0.75, right, square, 0.06em" (0.75 read as the duration in seconds). */
export const HIGHLIGHT_DEFAULTS = {
  shape: 'wave',
  animation: 'draw',
  duration: 0.75,
  direction: 'right',
  linecap: 'square',
  thickness: '0.06em',
} as const;

/** SPEC.md §4: "plays on first visibility (250 ms delay, 0 on intersect)". */
export const PLAY_DELAY_MS = 250;

/**
 * How long to wait before playing: none when the highlight is already on screen as the block
 * starts (the visitor is looking at it), 250 ms when it scrolls into view later (it has to
 * arrive before the stroke starts, or the start is missed).
 */
export const playDelay = (visibleAtStart: boolean): number => (visibleAtStart ? 0 : PLAY_DELAY_MS);

/** Shapes drawn over the glyphs (they cross the text out); the others sit behind it. */
export const OVER_TEXT: ReadonlySet<HighlightShape> = new Set(['cross', 'strike', 'strikeDiagonal']);

/** The marker is a broad stroke: this many times the thickness. */
export const MARKER_WIDTH_FACTOR = 10;

const round = (n: number) => Math.round(n * 100) / 100;

/** A horizontal sine-like wave from x 2 to 98 around `y`, made of quadratic curves. */
export function wavePath(y: number, amplitude: number, waves: number): string {
  const step = 96 / (waves * 2);
  let d = `M 2 ${y}`;
  for (let i = 0; i < waves * 2; i += 1) {
    const x0 = 2 + i * step;
    const peak = i % 2 === 0 ? y - amplitude : y + amplitude;
    d += ` Q ${round(x0 + step / 2)} ${round(peak)} ${round(x0 + step)} ${y}`;
  }
  return d;
}

/** A zigzag from x 2 to 98 between `y - amplitude` and `y + amplitude`. */
export function zigzagPath(y: number, amplitude: number, teeth: number): string {
  const step = 96 / teeth;
  const points = Array.from({ length: teeth + 1 }, (_, i) => `${round(2 + i * step)} ${i % 2 === 0 ? y + amplitude : y - amplitude}`);
  return `M ${points.join(' L ')}`;
}

/** Every shape's path data (one or more subpaths, each its own `<path>`). */
export function shapePaths(shape: HighlightShape): string[] {
  switch (shape) {
    case 'circle':
      // An ellipse that overshoots where it started, as a pen would.
      return ['M 56 4 A 48 46 0 1 1 42 5.5 L 60 8'];
    case 'cross':
      return ['M 4 90 L 96 12', 'M 4 12 L 96 90'];
    case 'enclose':
      return ['M 2 4 L 98 4 L 98 96 L 2 96 Z'];
    case 'jagged':
      return [zigzagPath(92, 4, 16)];
    case 'marker':
      return ['M 2 58 L 98 58'];
    case 'scribble':
      return ['M 2 66 L 98 58 L 3 76 L 97 68 L 4 86 L 96 80'];
    case 'strike':
      return ['M 2 52 L 98 52'];
    case 'strikeDiagonal':
      return ['M 4 88 L 96 16'];
    case 'underline':
      return ['M 2 92 L 98 92'];
    case 'underlineCurve':
      return ['M 2 90 Q 50 102 98 86'];
    case 'underlineDouble':
      return ['M 2 88 L 98 88', 'M 6 97 L 94 97'];
    case 'wave':
      return [wavePath(92, 4, 5)];
  }
}

/**
 * The clip that hides a shape not yet drawn, by direction: 'right' draws from the left edge
 * rightwards (the reading direction), 'left' from the right edge leftwards.
 */
export const undrawnClip = (direction: 'left' | 'right'): string => (direction === 'right' ? 'inset(0 100% 0 0)' : 'inset(0 0 0 100%)');
