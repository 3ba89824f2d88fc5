import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AUTOPLAY_RESUME_MS,
  LIGHTBOX_AUTOPLAY_TIMEOUT_MS,
  SLIDESHOW_AUTOPLAY_TIMEOUT_MS,
  autoplayControl,
  autoplayTarget,
  createAutoplay,
  isDesktopWidth,
  isRunning,
  msUntilDue,
  stepAutoplay,
  type AutoplayEvent,
  type AutoplayState,
} from './autoplay';

const on = (over: Partial<Parameters<typeof createAutoplay>[0]> = {}): AutoplayState =>
  createAutoplay({ autoplay: true, timeoutMs: 5000, now: 0, ...over });

const run = (state: AutoplayState, ...events: AutoplayEvent[]): AutoplayState =>
  events.reduce((s, e) => stepAutoplay(s, e).state, state);

describe('autoplay timer (SPEC.md §4, §9)', () => {
  it('has the SPEC timings', () => {
    expect(SLIDESHOW_AUTOPLAY_TIMEOUT_MS).toBe(5000);
    expect(LIGHTBOX_AUTOPLAY_TIMEOUT_MS).toBe(1000);
    expect(AUTOPLAY_RESUME_MS).toBe(1000);
  });

  it('advances every timeout', () => {
    let s = on();
    expect(msUntilDue(s, 0)).toBe(5000);
    expect(stepAutoplay(s, { type: 'tick', now: 4999 }).advance).toBe(false);
    const step = stepAutoplay(s, { type: 'tick', now: 5000 });
    expect(step.advance).toBe(true);
    s = step.state;
    expect(s.dueAt).toBe(10_000);
  });

  it('restarts the full timeout after any slide change', () => {
    const s = run(on(), { type: 'slideChanged', now: 4000 });
    expect(s.dueAt).toBe(9000);
  });

  it('does nothing when autoplay is off', () => {
    const s = on({ autoplay: false });
    expect(isRunning(s)).toBe(false);
    expect(stepAutoplay(s, { type: 'tick', now: 1e9 }).advance).toBe(false);
    expect(autoplayControl(s)).toEqual({ visible: false, playing: false, live: 'polite' });
  });

  it('is off, without a control, with nomotion=true (SPEC.md §2)', () => {
    const s = on({ nomotion: true });
    expect(isRunning(s)).toBe(false);
    expect(autoplayControl(s).visible).toBe(false);
    expect(isRunning(run(s, { type: 'play', now: 10 }))).toBe(false);
  });

  it('starts paused under prefers-reduced-motion; the visitor may still press play', () => {
    const s = on({ reducedMotion: true });
    expect(isRunning(s)).toBe(false);
    expect(autoplayControl(s)).toEqual({ visible: true, playing: false, live: 'polite' });
    const played = run(s, { type: 'play', now: 100 });
    expect(isRunning(played)).toBe(true);
    expect(played.dueAt).toBe(100 + AUTOPLAY_RESUME_MS);
  });

  it('stops when reduced motion is turned on', () => {
    const s = run(on(), { type: 'reducedMotion', reduced: true, now: 10 });
    expect(isRunning(s)).toBe(false);
    expect(run(s, { type: 'reducedMotion', reduced: false, now: 20 })).toBe(s);
  });

  it('falls back to 5000 ms for a bad timeout', () => {
    expect(on({ timeoutMs: Number.NaN }).timeoutMs).toBe(5000);
    expect(on({ timeoutMs: 0 }).timeoutMs).toBe(5000);
  });
});

describe('what holds autoplay', () => {
  it('pauses on mouseover on desktop only and resumes 1000 ms after leaving', () => {
    const hovered = run(on(), { type: 'pointerEnter', now: 100, isDesktop: true });
    expect(isRunning(hovered)).toBe(false);
    expect(hovered.dueAt).toBeNull();
    expect(msUntilDue(hovered, 100)).toBeNull();
    const left = run(hovered, { type: 'pointerLeave', now: 3000 });
    expect(left.dueAt).toBe(4000);
    const touch = run(on(), { type: 'pointerEnter', now: 100, isDesktop: false });
    expect(isRunning(touch)).toBe(true);
    expect(touch.dueAt).toBe(5000);
  });

  it('pauses while focus is inside (WAI-ARIA carousel)', () => {
    const focused = run(on(), { type: 'focusIn', now: 100 });
    expect(isRunning(focused)).toBe(false);
    expect(autoplayControl(focused)).toEqual({ visible: true, playing: true, live: 'polite' });
    expect(isRunning(run(focused, { type: 'focusOut', now: 200 }))).toBe(true);
  });

  it('is suspended while a video shows and restored after', () => {
    const video = run(on(), { type: 'videoShow', now: 100 });
    expect(isRunning(video)).toBe(false);
    expect(stepAutoplay(video, { type: 'tick', now: 1e6 }).advance).toBe(false);
    const after = run(video, { type: 'videoHide', now: 9000 });
    expect(after.dueAt).toBe(10_000);
  });

  it('stays paused by the control until play, whatever else happens', () => {
    const paused = run(on(), { type: 'pause', now: 100 }, { type: 'pointerEnter', now: 200, isDesktop: true }, { type: 'pointerLeave', now: 300 });
    expect(isRunning(paused)).toBe(false);
    expect(autoplayControl(paused)).toEqual({ visible: true, playing: false, live: 'polite' });
    const played = run(paused, { type: 'play', now: 400 });
    expect(autoplayControl(played)).toEqual({ visible: true, playing: true, live: 'off' });
  });

  it('keeps its due time while one hold replaces another', () => {
    const s = run(on(), { type: 'focusIn', now: 10 }, { type: 'pointerEnter', now: 20, isDesktop: true }, { type: 'focusOut', now: 30 });
    expect(isRunning(s)).toBe(false);
    expect(run(s, { type: 'pointerLeave', now: 40 }).dueAt).toBe(1040);
  });

  it('only advances while running, and never before it is due (property)', () => {
    const kinds = ['tick', 'pointerEnter', 'pointerLeave', 'focusIn', 'focusOut', 'videoShow', 'videoHide', 'pause', 'play', 'slideChanged'] as const;
    const step = fc.record({ gap: fc.nat({ max: 3000 }), type: fc.constantFrom(...kinds, 'tick', 'tick'), isDesktop: fc.boolean() });
    fc.assert(
      fc.property(fc.boolean(), fc.array(step, { maxLength: 40 }), (reducedMotion, steps) => {
        let s = on({ reducedMotion });
        let now = 0;
        for (const { gap, type, isDesktop } of steps) {
          now += gap;
          const event = (type === 'pointerEnter' ? { type, now, isDesktop } : { type, now }) as AutoplayEvent;
          const before = s;
          const result = stepAutoplay(s, event);
          s = result.state;
          if (result.advance) {
            expect(isRunning(before)).toBe(true);
            expect(now).toBeGreaterThanOrEqual(before.dueAt ?? Number.POSITIVE_INFINITY);
          }
          expect(s.dueAt === null).toBe(!isRunning(s));
          if (s.hovered || s.focusWithin || s.videoShowing || s.userPaused) expect(isRunning(s)).toBe(false);
        }
      }),
    );
  });
});

describe('autoplayTarget', () => {
  it('goes to the next slide, wrapping', () => {
    expect(autoplayTarget(0, 3, false)).toBe(1);
    expect(autoplayTarget(2, 3, false)).toBe(0);
    expect(autoplayTarget(0, 1, false)).toBe(0);
    expect(autoplayTarget(0, 0, true)).toBe(0);
  });

  it('picks a random index different from the current one (SPEC.md §4)', () => {
    expect(autoplayTarget(1, 3, true, () => 0)).toBe(0);
    expect(autoplayTarget(0, 3, true, () => 0)).toBe(1);
    expect(autoplayTarget(2, 3, true, () => 0.999999)).toBe(1);
    expect(autoplayTarget(0, 3, true, () => 1)).toBe(2);
    expect(autoplayTarget(0, 3, true, () => Number.NaN)).toBe(1);
    expect(autoplayTarget(0, 2, true, () => 0.7)).toBe(1);
  });

  it('never picks the current slide and always stays in range (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 100 }), fc.nat(), fc.double({ min: 0, max: 1, noNaN: true }), (count, raw, r) => {
        const current = raw % count;
        const target = autoplayTarget(current, count, true, () => r);
        expect(target).not.toBe(current);
        expect(target).toBeGreaterThanOrEqual(0);
        expect(target).toBeLessThan(count);
      }),
    );
  });

  it('reaches every other slide with equal chance', () => {
    const hits = new Map<number, number>();
    for (let k = 0; k < 400; k++) {
      const t = autoplayTarget(2, 5, true, () => k / 400);
      hits.set(t, (hits.get(t) ?? 0) + 1);
    }
    expect([...hits.keys()].sort()).toEqual([0, 1, 3, 4]);
    expect([...hits.values()]).toEqual([100, 100, 100, 100]);
  });
});

describe('isDesktopWidth (SPEC.md §9 breakpoints)', () => {
  it('is desktop from 433 px', () => {
    expect(isDesktopWidth(432)).toBe(false);
    expect(isDesktopWidth(433)).toBe(true);
  });
});

describe('configure: the live gallery turns autoplay on or off (issue 12)', () => {
  const configure = (now: number, autoplay: boolean, timeoutMs = 5000, nomotion = false): AutoplayEvent => ({ type: 'configure', now, autoplay, timeoutMs, nomotion });

  it('turns it on with a full timeout from now, and off', () => {
    const off = on({ autoplay: false });
    expect(isRunning(off)).toBe(false);
    const started = run(off, configure(100, true, 3000));
    expect(isRunning(started)).toBe(true);
    expect(started.dueAt).toBe(3100);
    const stopped = run(started, configure(200, false));
    expect(stopped.available).toBe(false);
    expect(msUntilDue(stopped, 200)).toBeNull();
  });

  it('a new timeout restarts the wait; the same settings change nothing (same object)', () => {
    const s = on();
    expect(run(s, configure(1000, true, 2000)).dueAt).toBe(3000);
    expect(stepAutoplay(s, configure(1000, true, 5000)).state).toBe(s);
    expect(stepAutoplay(s, configure(1000, true, Number.NaN)).state).toBe(s); // an unusable timeout is the default
  });

  it('keeps what holds it: the visitor pause and hover still hold, nomotion still wins', () => {
    const paused = run(on({ autoplay: false }), { type: 'pause', now: 0 }, configure(10, true));
    expect(paused.available).toBe(true);
    expect(isRunning(paused)).toBe(false);
    expect(autoplayControl(paused).playing).toBe(false);
    const hovered = run(on({ autoplay: false }), { type: 'pointerEnter', now: 0, isDesktop: true }, configure(10, true));
    expect(isRunning(hovered)).toBe(false);
    expect(run(on({ autoplay: false }), configure(10, true, 5000, true)).available).toBe(false);
  });
});
