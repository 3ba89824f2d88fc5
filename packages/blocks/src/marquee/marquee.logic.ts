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

/** Samples per half-wave when measuring its length: the polyline is within 0.001 px of the curve. */
const ARC_STEPS = 256;

/**
 * The length along the wave of one segment (one crest and one trough of `wavePath`), in px.
 * Measured, not bounded: the copies of the text are spaced by it, and the loop is seamless only
 * if whole copies fill whole segments exactly.
 */
export function segmentArcLength(segment: number, amplitude: number): number {
  const half = segment / 2;
  // One half-wave: a cubic from (0, 0) to (half, 0), both control points at height `amplitude`.
  const at = (t: number): [number, number] => {
    const u = 1 - t;
    return [3 * u * u * t * (half / 3) + 3 * u * t * t * ((2 * half) / 3) + t * t * t * half, 3 * u * t * (u + t) * amplitude];
  };
  let length = 0;
  let [px, py] = at(0);
  for (let i = 1; i <= ARC_STEPS; i += 1) {
    const [x, y] = at(i / ARC_STEPS);
    length += Math.hypot(x - px, y - py);
    [px, py] = [x, y];
  }
  return 2 * length;
}

/** A loop of this many px or less is fine; past it, the copies may keep a wider gap. */
export const MAX_PERIOD = 4000;
/** The gap a copy may gain to make whole copies fill whole segments: 10 % of its length. */
const MAX_STRETCH = 0.1;

/**
 * The seamless loop: the text is laid on the wave once, copies `spacing` px apart along it, and
 * the whole drawing moves sideways by `period` px (a whole number of segments, over which a
 * whole number of copies runs exactly), then starts again: the frame after the jump is the same
 * picture as the one before. Only the compositor works per frame (a CSS transform).
 * `copies` cover the visible width plus one period.
 */
export interface Loop {
  /** Sideways px of one loop: `segments` × the segment width. */
  period: number;
  segments: number;
  /** Px along the wave from one copy's start to the next (at least the copy's own length). */
  spacing: number;
  copies: number;
}

export function loopOf(unit: number, segment: number, amplitude: number, visibleWidth: number): Loop {
  const arc = segmentArcLength(segment, amplitude);
  let best = { segments: Math.max(1, Math.ceil(unit / arc)), stretch: Infinity };
  for (let segments = best.segments; unit > 0; segments += 1) {
    const fit = Math.max(1, Math.floor((segments * arc) / unit));
    const stretch = (segments * arc) / fit / unit - 1;
    if (stretch < best.stretch) best = { segments, stretch };
    if (best.stretch <= MAX_STRETCH || (segments + 1) * segment > MAX_PERIOD) break;
  }
  const { segments } = best;
  const fit = unit > 0 ? Math.max(1, Math.floor((segments * arc) / unit)) : 1;
  const spacing = (segments * arc) / fit;
  const period = segments * segment;
  // Along the wave, x px of width hold x × arc / segment px of text.
  const copies = Math.min(200, Math.ceil(((visibleWidth + period) * arc) / segment / spacing) + 1);
  return { period, segments, spacing, copies };
}

/** Seconds for one loop (`period` px sideways) at the given speed (0 or less: stopped). */
export const loopSeconds = (period: number, animationSpeed: number): number =>
  animationSpeed > 0 ? period / (BASE_SPEED_PX_S * animationSpeed) : Infinity;

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
