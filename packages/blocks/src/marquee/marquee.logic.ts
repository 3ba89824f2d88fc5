/**
 * Marquee (SPEC.md §2, §3 "Marquee props", §9): the wavy path the text runs along, and how far
 * and how fast it runs. Pure: lengths come in as numbers.
 */

/** SPEC.md §9 "marquee re-render debounced 1000 ms". */
export const RERENDER_DEBOUNCE_MS = 1000;
/** SPEC.md §9 "marquee segment width 250 to 1000". */
export const SEGMENT_MIN = 250;
export const SEGMENT_MAX = 1000;
/** Pixels per second at `animationSpeed` 1. */
export const BASE_SPEED_PX_S = 60;
/** Wave height (peak to centre line) per unit of `waveIntensity`, in px. */
export const AMPLITUDE_PER_INTENSITY = 40;
/** `waveIntensity` past this would fold the wave over itself. */
export const MAX_INTENSITY = 2;

export const clamp = (n: number, min: number, max: number): number => Math.min(max, Math.max(min, n));

/**
 * One wavelength of the path, in px: SPEC.md §9 "driven by waveFrequency x 0.1 clamped 0..1".
 * A higher frequency means more waves in the same width, so shorter segments: 0 gives 1000 px,
 * 10 and over 250 px, the default 1 gives 925 px.
 */
export function segmentWidth(waveFrequency: number): number {
  const t = clamp(Number.isFinite(waveFrequency) ? waveFrequency * 0.1 : 0, 0, 1);
  return SEGMENT_MAX - (SEGMENT_MAX - SEGMENT_MIN) * t;
}

export const amplitudeOf = (waveIntensity: number): number => clamp(waveIntensity, 0, MAX_INTENSITY) * AMPLITUDE_PER_INTENSITY;

/**
 * A wave along y = `middle`, from x 0 for at least `length` px, in whole segments (each one
 * crest and one trough, two cubic curves). Intensity 0 is a straight line.
 */
export function wavePath(length: number, segment: number, amplitude: number, middle: number): string {
  const count = Math.max(1, Math.ceil(length / segment));
  const half = segment / 2;
  const r = (n: number) => Math.round(n * 10) / 10;
  let d = `M 0 ${r(middle)}`;
  for (let i = 0; i < count * 2; i += 1) {
    const x = i * half;
    const y = i % 2 === 0 ? middle - amplitude : middle + amplitude;
    // Control points at a third and two thirds of the half, both at the crest: a smooth sine-like arc.
    d += ` C ${r(x + half / 3)} ${r(y)} ${r(x + (2 * half) / 3)} ${r(y)} ${r(x + half)} ${r(middle)}`;
  }
  return d;
}

/**
 * An upper bound of the wave's length per px of width (the control polygon of each half-wave is
 * no shorter than its curve): text laid along a wave needs this many more px than the width.
 */
export function arcRatio(segment: number, amplitude: number): number {
  const third = segment / 6;
  return (2 * Math.hypot(third, amplitude) + third) / (segment / 2);
}

/**
 * How many copies of the text cover the visible width, plus one that runs in as one runs out:
 * the loop shifts by one copy's length and starts again, seamlessly.
 */
export const repeatsFor = (visibleWidth: number, unitLength: number): number =>
  unitLength > 0 ? Math.min(200, Math.ceil(visibleWidth / unitLength) + 1) : 1;

/** Seconds for one copy's length to pass at the given speed (0 or less: stopped). */
export const loopSeconds = (unitLength: number, animationSpeed: number): number =>
  animationSpeed > 0 ? unitLength / (BASE_SPEED_PX_S * animationSpeed) : Infinity;

/** The text's start offsets of one loop: leftwards runs 0 → −unit, rightwards −unit → 0. */
export const offsets = (direction: 'left' | 'right', unitLength: number): [number, number] =>
  direction === 'left' ? [0, -unitLength] : [-unitLength, 0];

/**
 * Why the marquee is still. The visitor's own choice (the pause/play control, WCAG 2.2.2) wins;
 * without one, reduced motion holds it still (SPEC.md §2). Off screen, hovered (when
 * `pausedOnHover`) or at speed 0 it never moves.
 */
export interface MotionState {
  visitorChoice: 'play' | 'pause' | null;
  reducedMotion: boolean;
  onScreen: boolean;
  hovered: boolean;
  pausedOnHover: boolean;
  animationSpeed: number;
}

/** Whether the marquee is meant to run (what the control shows), whatever the viewport and the pointer. */
export const wantsToRun = (s: Pick<MotionState, 'visitorChoice' | 'reducedMotion' | 'animationSpeed'>): boolean =>
  s.animationSpeed > 0 && (s.visitorChoice === null ? !s.reducedMotion : s.visitorChoice === 'play');

export const isMoving = (s: MotionState): boolean => wantsToRun(s) && s.onScreen && !(s.pausedOnHover && s.hovered);
