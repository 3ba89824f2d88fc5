/**
 * Autoplay (SPEC.md §3 "Gallery settings" autoplayOptions, §4 "Gallery index", §9 "Gallery"),
 * as a pure state machine: time comes in as `now`, randomness as `random`, and the element keeps
 * one timer set for `msUntilDue`.
 *
 * Runs only while nothing holds it:
 * - off with `nomotion=true` (SPEC.md §2): no autoplay at all, no control shown;
 * - off under prefers-reduced-motion: it starts paused and the control says "play", so a visitor
 *   who wants the slides to turn can still ask for it (WAI-ARIA APG carousel: rotation is the
 *   visitor's to control);
 * - the visitor's pause control (the APG "rotation control"); only play restarts it;
 * - mouse over the gallery, on desktop only (SPEC.md §4; a touch "mouseover" is a tap);
 * - keyboard focus inside the gallery (APG: rotation stops while focus is in the carousel, so a
 *   keyboard user is never moved away from what they are reading);
 * - a video slide showing (SPEC.md §4: suspended, restored after).
 * When the last hold is released the next slide comes after `resumeMs` (SPEC.md §9 "resume
 * 1000 ms"); after a move, after the full `timeoutMs`.
 */

/** SPEC.md §9: 1000 ms in the lightbox gallery, 5000 ms in the slideshow (see gallery-settings.ts). */
export const LIGHTBOX_AUTOPLAY_TIMEOUT_MS = 1000;
/** SPEC.md §3 "Gallery settings" autoplayOptions timeout 5000 ms; §9: the slideshow widget's. */
export const SLIDESHOW_AUTOPLAY_TIMEOUT_MS = 5000;
/** SPEC.md §9 "resume 1000 ms". */
export const AUTOPLAY_RESUME_MS = 1000;
/** SPEC.md §9 breakpoints: "desktop 433 or more". */
export const DESKTOP_MIN_WIDTH = 433;

export interface AutoplayState {
  /** Autoplay configured and not disabled by `nomotion`. */
  readonly available: boolean;
  readonly timeoutMs: number;
  readonly resumeMs: number;
  /** The visitor's pause control (also set at start under reduced motion). */
  readonly userPaused: boolean;
  readonly hovered: boolean;
  readonly focusWithin: boolean;
  readonly videoShowing: boolean;
  /** When the next slide is due; null while not running. */
  readonly dueAt: number | null;
}

export interface AutoplayOptions {
  autoplay: boolean;
  timeoutMs: number;
  resumeMs?: number;
  nomotion?: boolean;
  reducedMotion?: boolean;
  now: number;
}

export type AutoplayEvent =
  | { type: 'tick'; now: number }
  | { type: 'pointerEnter'; now: number; isDesktop: boolean }
  | { type: 'pointerLeave'; now: number }
  | { type: 'focusIn'; now: number }
  | { type: 'focusOut'; now: number }
  | { type: 'videoShow'; now: number }
  | { type: 'videoHide'; now: number }
  | { type: 'pause'; now: number }
  | { type: 'play'; now: number }
  /** prefers-reduced-motion changed: turning it on stops rotation; turning it off starts nothing. */
  | { type: 'reducedMotion'; now: number; reduced: boolean }
  /** The slide changed by any means: the next one is a full timeout away. */
  | { type: 'slideChanged'; now: number }
  /**
   * The live gallery's settings changed (issue 12: blocks follow live changes): autoplay on or
   * off, another timeout. The visitor's pause, hover and focus still hold.
   */
  | { type: 'configure'; now: number; autoplay: boolean; timeoutMs: number; nomotion?: boolean };

export interface AutoplayStep {
  state: AutoplayState;
  /** The timer fired: move to `autoplayTarget(...)`. */
  advance: boolean;
}

export function isDesktopWidth(width: number): boolean {
  return width >= DESKTOP_MIN_WIDTH;
}

const validTimeout = (ms: number): number => (Number.isFinite(ms) && ms > 0 ? ms : SLIDESHOW_AUTOPLAY_TIMEOUT_MS);

export function createAutoplay(options: AutoplayOptions): AutoplayState {
  const timeoutMs = validTimeout(options.timeoutMs);
  const state: AutoplayState = {
    available: options.autoplay && options.nomotion !== true,
    timeoutMs,
    resumeMs: options.resumeMs ?? AUTOPLAY_RESUME_MS,
    userPaused: options.reducedMotion === true,
    hovered: false,
    focusWithin: false,
    videoShowing: false,
    dueAt: null,
  };
  return isRunning(state) ? { ...state, dueAt: options.now + timeoutMs } : state;
}

/** Nothing holds it: the timer runs. */
export function isRunning(state: AutoplayState): boolean {
  return state.available && !state.userPaused && !state.hovered && !state.focusWithin && !state.videoShowing;
}

export function stepAutoplay(state: AutoplayState, event: AutoplayEvent): AutoplayStep {
  const { now } = event;
  const hold = (patch: Partial<AutoplayState>): AutoplayStep => {
    const next = { ...state, ...patch };
    const wasRunning = isRunning(state);
    const running = isRunning(next);
    const dueAt = !running ? null : wasRunning ? state.dueAt : now + next.resumeMs;
    return { state: { ...next, dueAt }, advance: false };
  };
  switch (event.type) {
    case 'tick':
      if (!isRunning(state) || state.dueAt === null || now < state.dueAt) return { state, advance: false };
      return { state: { ...state, dueAt: now + state.timeoutMs }, advance: true };
    case 'slideChanged':
      return { state: isRunning(state) ? { ...state, dueAt: now + state.timeoutMs } : state, advance: false };
    case 'pointerEnter':
      return event.isDesktop ? hold({ hovered: true }) : { state, advance: false };
    case 'pointerLeave':
      return hold({ hovered: false });
    case 'focusIn':
      return hold({ focusWithin: true });
    case 'focusOut':
      return hold({ focusWithin: false });
    case 'videoShow':
      return hold({ videoShowing: true });
    case 'videoHide':
      return hold({ videoShowing: false });
    case 'pause':
      return hold({ userPaused: true });
    case 'play':
      return hold({ userPaused: false });
    case 'reducedMotion':
      return event.reduced ? hold({ userPaused: true }) : { state, advance: false };
    case 'configure': {
      const available = event.autoplay && event.nomotion !== true;
      const timeoutMs = validTimeout(event.timeoutMs);
      if (available === state.available && timeoutMs === state.timeoutMs) return { state, advance: false };
      const next = { ...state, available, timeoutMs };
      // A new rule starts a full timeout from now.
      return { state: { ...next, dueAt: isRunning(next) ? now + timeoutMs : null }, advance: false };
    }
  }
}

/** ms until the timer should fire, or null when not running (clear the timer). */
export function msUntilDue(state: AutoplayState, now: number): number | null {
  // Timers fire at once past 2^31 - 1 ms: wait at most that long, then ask again.
  return state.dueAt === null ? null : Math.min(Math.max(0, state.dueAt - now), 2_147_483_647);
}

/**
 * Where autoplay goes next. In order it wraps from the last to the first, whatever `loop` says: a
 * slideshow that stopped at its end would look broken. Random picks uniformly among the OTHER
 * slides (SPEC.md §4: "an index different from current"); `random` returns [0, 1) like Math.random.
 */
export function autoplayTarget(current: number, count: number, randomize: boolean, random: () => number = Math.random): number {
  if (count <= 1) return 0;
  const i = ((Math.trunc(current) % count) + count) % count;
  if (!randomize) return (i + 1) % count;
  const r = Math.min(Math.max(random(), 0), 1 - Number.EPSILON);
  const pick = Math.floor(r * (count - 1)) || 0; // || 0: a NaN from a broken source is the first
  return pick >= i ? pick + 1 : pick;
}

/** What the pause/play control shows (APG "rotation control"). */
export interface AutoplayControl {
  /** Shown whenever autoplay is available (not with nomotion). */
  visible: boolean;
  /** The control's state: true shows "pause" (rotation on), false shows "play". */
  playing: boolean;
  /**
   * APG: the slides' live region is `off` while rotating (no announcement every few seconds) and
   * `polite` otherwise, so a visitor moving by hand hears each slide.
   */
  live: 'off' | 'polite';
}

export function autoplayControl(state: AutoplayState): AutoplayControl {
  return { visible: state.available, playing: state.available && !state.userPaused, live: isRunning(state) ? 'off' : 'polite' };
}
