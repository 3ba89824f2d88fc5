/**
 * Block animations' pure rules (SPEC.md §4 "Block animations: class animation-loaded when
 * element intersects viewport and its images loaded; none in edit mode"; §9 "animation
 * intersection thresholds 0, 0.1, 0.25, 0.5, 1; global animation watch 2 s"; "animation
 * default 0.5 s cubic ease-in-out"). No DOM.
 */
export const ANIMATION_ATTRIBUTE = 'data-sqs-animation';
export const ANIMATION_LOADED_CLASS = 'animation-loaded';
/** SPEC.md §9: the observer's thresholds; an element's own threshold is one of them. */
export const ANIMATION_THRESHOLDS = [0, 0.1, 0.25, 0.5, 1] as const;
/** The threshold of an element that names none: a tenth of it in view. */
export const DEFAULT_THRESHOLD = 0.1;
/** SPEC.md §9: new animated elements are looked for during the first 2 s, every 100 ms. */
export const ANIMATION_WATCH_MS = 2000;
export const ANIMATION_POLL_MS = 100;
/** SPEC.md §9: 0.5 s, cubic ease-in-out (easeInOutCubic's usual Bézier). */
export const DEFAULT_DURATION_S = 0.5;
export const CUBIC_EASE_IN_OUT = 'cubic-bezier(0.645, 0.045, 0.355, 1)';

/** `data-sqs-animation-threshold` → the nearest SPEC threshold (the default for anything else). */
export function thresholdOf(value: string | null): number {
  const n = value === null || value.trim() === '' ? NaN : Number(value);
  if (!Number.isFinite(n) || n < 0 || n > 1) return DEFAULT_THRESHOLD;
  return ANIMATION_THRESHOLDS.reduce((best, t) => (Math.abs(t - n) < Math.abs(best - n) ? t : best), DEFAULT_THRESHOLD as number);
}

/**
 * Is the element in view enough? Its visible ratio reaches its threshold, or, for an element
 * taller than the viewport (which can never show its threshold of itself), it fills the
 * viewport's share of it.
 */
export function inView(entry: { isIntersecting: boolean; intersectionRatio: number; targetHeight: number; rootHeight: number }, threshold: number): boolean {
  if (!entry.isIntersecting) return false;
  if (threshold === 0) return true;
  const reachable = entry.targetHeight > 0 ? Math.min(1, entry.rootHeight / entry.targetHeight) : 1;
  return entry.intersectionRatio >= Math.min(threshold, reachable * 0.99);
}

/** SPEC.md §2 "Paths under /config are treated as the site editor": no animations there. */
export function isEditMode(pathname: string, topPathname: string | null): boolean {
  return [pathname, topPathname].some((p) => p === '/config' || (p?.startsWith('/config/') ?? false));
}

/**
 * The stylesheet the runtime adopts: the states before and after, the SPEC duration and
 * easing, overridable per element through `--sqs-animation-duration` and
 * `--sqs-animation-easing`; values fade (default), slide, scale, none. The transition belongs
 * to the revealed state only, so hiding an element that was painted before the runtime came is
 * instant (never a fade out), and revealing it plays. Under reduced motion nothing moves. A site may style `.animation-loaded` itself instead.
 */
export const ANIMATION_CSS = `[${ANIMATION_ATTRIBUTE}].${ANIMATION_LOADED_CLASS}{transition:opacity var(--sqs-animation-duration,${DEFAULT_DURATION_S}s) var(--sqs-animation-easing,${CUBIC_EASE_IN_OUT}),transform var(--sqs-animation-duration,${DEFAULT_DURATION_S}s) var(--sqs-animation-easing,${CUBIC_EASE_IN_OUT})}
[${ANIMATION_ATTRIBUTE}]:not([${ANIMATION_ATTRIBUTE}=none]):not(.${ANIMATION_LOADED_CLASS}){opacity:0}
[${ANIMATION_ATTRIBUTE}=slide]:not(.${ANIMATION_LOADED_CLASS}){transform:translateY(30px)}
[${ANIMATION_ATTRIBUTE}=scale]:not(.${ANIMATION_LOADED_CLASS}){transform:scale(.94)}
@media (prefers-reduced-motion:reduce){[${ANIMATION_ATTRIBUTE}].${ANIMATION_LOADED_CLASS}{transition:none}}`;
