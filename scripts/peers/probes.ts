/**
 * What runs inside the bench's pages, as JS source: the "widget answered" predicates and the
 * watcher that stamps the first frame where one holds, counts taps, and finds what to tap.
 *
 * A predicate is `(state, h) => boolean`, evaluated on every animation frame from navigation
 * start; `h.q(sel)` / `h.qa(sel)` also look inside open shadow roots, but run the selector in
 * each root separately, so a selector must not cross a shadow boundary ('button.opener', not
 * 'sqs-gallery button.opener').
 */
const j = JSON.stringify;

/** A dialog (lightbox) is displayed: laid out, not display:none or visibility:hidden. */
export const dialogShown = (sel: string) => `(s, h) => {
  const el = h.q(${j(sel)}); if (!el) return false;
  const r = el.getBoundingClientRect(); const cs = getComputedStyle(el);
  return r.width > 0 && r.height > 0 && cs.display !== 'none' && cs.visibility !== 'hidden';
}`;

/**
 * A full-width carousel has started moving to slide 2: the 2nd slide is laid out as a slide
 * (at least 90% of the carousel's width) and its left edge has crossed into the carousel.
 */
export const slideEntered = (viewportSel: string, slideSel: string) => `(s, h) => {
  const c = h.q(${j(viewportSel)}); const sl = h.qa(${j(slideSel)})[1];
  if (!c || !sl) return false;
  const cr = c.getBoundingClientRect(); const r = sl.getBoundingClientRect();
  return cr.width > 0 && r.width >= cr.width * 0.9 && r.left < cr.right - 2;
}`;

/** Any of these predicates holds. */
export const anyOf = (...predicates: string[]) => `(s, h) => [${predicates.join(', ')}].some((p) => p(s, h))`;

/** A cookie with this name has been written (consent stored). */
export const cookieSet = (name: string) => `() => document.cookie.split('; ').some((c) => c.startsWith(${j(`${name}=`)}))`;

/**
 * A banner the visitor saw is gone: removed, closed or no longer displayed. Its first visible
 * answer to a tap (the cookie may be written in the same task, or later: see `interact.then`).
 */
export const goneAfterShown = (sel: string) => `(s, h) => {
  // dialogShown's test, and not faded out.
  const shown = (${dialogShown(sel)})(s, h) && getComputedStyle(h.q(${j(sel)})).opacity !== '0';
  if (shown) s.shown = true;
  return !shown && s.shown === true;
}`;

/** In-page state the bench reads back. */
export interface PeerState {
  doneAt: number | null;
  /** When `interact.then` first held, after the answer (null without one). */
  thenAt: number | null;
  firstTapAt: number | null;
  /** Taps whose press came before the answer: the taps the visitor needed (a tap after it is not a lost one). */
  tapsBefore: number;
  /** Taps on a link no script handled (the page would have left): the widget was not ready. */
  lost: number;
  /** Where to tap now: the centre of the first visible element of `selectors`, once the page has painted. */
  target(selectors: string[]): { x: number; y: number } | null;
}

/**
 * The init script of every bench page; `done` is a predicate's source, or null; `then`, what must
 * follow the answer (`interact.then`), stamped as `thenAt` in the same frame loop.
 */
export function watcherSource(done: string | null, stopAfterMs: number, then: string | null = null): string {
  return `(() => {
  if (window.top !== window) return;
  const walk = (root, sel, out, one) => {
    for (const el of root.querySelectorAll(sel)) { out.push(el); if (one) return true; }
    for (const host of root.querySelectorAll('*')) if (host.shadowRoot && walk(host.shadowRoot, sel, out, one) && one) return true;
    return false;
  };
  const h = {
    q: (sel) => document.querySelector(sel) || ((o) => (walk(document, sel, o, true), o[0] || null))([]),
    qa: (sel) => { const o = []; walk(document, sel, o, false); return o; },
  };
  const P = (window.__peer = { doneAt: null, thenAt: null, firstTapAt: null, tapsBefore: 0, lost: 0, state: {} });
  // What the visitor sees: nothing before the first paint; then the first of the selectors
  // with a box in the viewport (the server's figure before an upgrade, which unslots it, and
  // the upgraded opener after). The tap lands on whatever is at that point, as a finger would.
  P.target = (selectors) => {
    if (!performance.getEntriesByName('first-contentful-paint').length) return null;
    for (const sel of selectors) {
      for (const el of h.qa(sel)) {
        const r = el.getBoundingClientRect();
        if (r.width < 1 || r.height < 1 || r.bottom <= 0 || r.top >= innerHeight || getComputedStyle(el).visibility === 'hidden') continue;
        const top = Math.max(r.top, 0); const bottom = Math.min(r.bottom, innerHeight);
        return { x: r.left + r.width / 2, y: (top + bottom) / 2 };
      }
    }
    return null;
  };
  // The bench taps again when it has not seen the answer within 100 ms; under a busy main thread it
  // can see it late, so a tap is counted only if it was pressed before the answer was stamped.
  addEventListener('pointerdown', (e) => { if (P.firstTapAt === null) P.firstTapAt = performance.now(); if (P.doneAt === null || e.timeStamp < P.doneAt) P.tapsBefore++; }, true);
  // A tap on a link no script handled would leave the page: count it as lost and stay, so the
  // visitor can tap again.
  addEventListener('click', (e) => {
    const a = e.composedPath().find((n) => n instanceof HTMLAnchorElement && n.href);
    if (a && !e.defaultPrevented) { e.preventDefault(); P.lost++; }
  });
  const done = ${done ?? 'null'};
  const then = ${then ?? 'null'};
  if (!done) return;
  // The frame each first held, from navigation; \`then\` only once the answer came.
  const tick = () => {
    try { if (P.doneAt === null && done(P.state, h)) P.doneAt = performance.now(); } catch {}
    try { if (then && P.doneAt !== null && P.thenAt === null && then(P.state, h)) P.thenAt = performance.now(); } catch {}
    if ((P.doneAt === null || (then && P.thenAt === null)) && performance.now() < ${stopAfterMs}) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;
}
