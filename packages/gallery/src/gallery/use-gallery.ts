/**
 * The gallery's state and behaviour (SPEC.md §2, §4 "Gallery index" to "Swipe"), on top
 * of the pure core: the current index with loop and motion rules, keyboard (37/39, not on
 * editable targets, not in motion, not out of view), autoplay (paused on hover on desktop,
 * while focus is inside, while a video plays; off with nomotion=true or reduced motion;
 * a visible pause control), linked galleries, and the lightbox with its deep links and
 * history: opening pushes an entry so Back closes it and Forward opens it again; moving
 * inside it replaces the entry; the hash holds the current slide id while open.
 */
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { emit, on } from '@sqs/runtime/events';
import { pageOf } from '@sqs/runtime/page/page';
import { useReducedMotion } from '@sqs/blocks/shared/use-reduced-motion';
import { autoplayControl, autoplayTarget, createAutoplay, isDesktopWidth, msUntilDue, stepAutoplay, type AutoplayEvent } from '../core/autoplay';
import { closeAddress, deepLinkIndex, openAddress, sameOriginAddress, type AddressInput } from '../core/deep-link';
import { designOf } from '../core/design-table';
import { controlsDisabled, galleryReducer, initialGalleryState, normalizeIndex } from '../core/gallery-index';
import { decideKey, inWindowRegion, isEditableTarget } from '../core/keyboard';
import { indicesByIndex } from '../core/lazy-load';
import type { GalleryProps } from './gallery.read';

/** How long a slide change counts as "in motion" (SPEC.md §9 slide animation 0.2-0.5 s). */
const MOTION_MS = 400;

interface HistoryMark {
  sqsLightbox: string;
  index: number;
}

/**
 * The slide each upgraded gallery shows, so a gallery that follows another (`data-linked-to`)
 * and upgrades after it starts where it is. Every gallery on a page runs this one module.
 */
const shownSlides = new WeakMap<HTMLElement, number>();

/** `stripIndex`: the slide the server's strip showed at the upgrade (server-strip.ts), where a carousel starts. */
export function useGallery(props: GalleryProps, host: HTMLElement, stripIndex: number | null = null) {
  const { settings, slides } = props;
  const count = slides.length;
  const reducedMotion = useReducedMotion();
  const { moving } = designOf(settings.design);
  const win = host.ownerDocument.defaultView ?? window;
  const galleryKey = host.id || 'sqs-gallery';

  // A carousel starts where the visitor left its server strip, unless `current-index` names a slide
  // other than the first.
  const [state, dispatch] = useReducer(galleryReducer, undefined, () => {
    const start = settings.currentIndex === 0 ? (stripIndex ?? 0) : settings.currentIndex;
    return initialGalleryState({ count, loop: settings.loop, index: normalizeIndex(start, count) });
  });
  // A live change of `loop` (attribute or JSON) holds from this render on.
  if (state.loop !== settings.loop) dispatch({ type: 'setLoop', loop: settings.loop });
  const stateRef = useRef(state);
  stateRef.current = state;

  const [lightbox, setLightbox] = useState<{ open: boolean; index: number }>({ open: false, index: 0 });
  const lightboxRef = useRef(lightbox);
  lightboxRef.current = lightbox;
  const returnFocus = useRef<HTMLElement | null>(null);

  // ---- moving between slides ------------------------------------------------------
  const goTo = useCallback(
    (target: number, options: { sync?: boolean } = {}) => {
      const current = stateRef.current;
      const index = normalizeIndex(target, count);
      if (index === current.index || current.inMotion) return;
      const previousIndex = current.index;
      const detail = { index, previousIndex, slideId: slides[index]?.id ?? null };
      if (!options.sync && !emit(host, 'sqs-gallery-request-slide-change', detail, { cancelable: true })) return;
      dispatch({ type: 'goTo', index, sync: options.sync });
      if (!reducedMotion) {
        dispatch({ type: 'motionStart' });
        win.setTimeout(() => dispatch({ type: 'motionEnd' }), MOTION_MS);
      }
      emit(host, 'sqs-gallery-slide-change', detail);
    },
    [count, slides, host, reducedMotion, win],
  );
  // A live change of `current-index` shows the slide it names (the page's change: no request).
  const shownIndexSetting = useRef(settings.currentIndex);
  useEffect(() => {
    if (shownIndexSetting.current === settings.currentIndex) return;
    shownIndexSetting.current = settings.currentIndex;
    goTo(settings.currentIndex, { sync: true });
  }, [settings.currentIndex, goTo]);
  const step = useCallback(
    (direction: 'next' | 'previous') => {
      const { index, loop } = stateRef.current;
      const target = direction === 'next' ? index + 1 : index - 1;
      if (!loop && (target < 0 || target >= count)) return; // reachedEnd / reachedBeginning
      goTo(target);
    },
    [count, goTo],
  );

  // ---- keyboard (SPEC.md §5) ------------------------------------------------------
  const linkedTo = host.getAttribute('data-linked-to');
  useEffect(() => {
    if (!moving || !settings.keyboard) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || lightboxRef.current.open) return;
      // Another gallery that holds focus takes its own keys.
      const path = event.composedPath();
      const owner = path.find((node): node is Element => node instanceof Element && node.localName === 'sqs-gallery');
      if (owner && owner !== host) return;
      const target = path[0];
      const editable = target instanceof HTMLElement && isEditableTarget({ tagName: target.tagName, type: (target as HTMLInputElement).type, isContentEditable: target.isContentEditable });
      const decision = decideKey(
        { key: event.key, keyCode: event.keyCode, altKey: event.altKey, ctrlKey: event.ctrlKey, metaKey: event.metaKey, targetIsEditable: editable, inMotion: stateRef.current.inMotion, inView: inWindowRegion(host.getBoundingClientRect(), { width: win.innerWidth, height: win.innerHeight }), now: performance.now() },
        { keyboard: settings.keyboard, hasKeyboardControl: linkedTo === null },
      );
      if (decision.action === 'ignore') return;
      event.preventDefault();
      step(decision.action);
    };
    win.addEventListener('keydown', onKey);
    return () => win.removeEventListener('keydown', onKey);
  }, [moving, settings.keyboard, host, step, win, linkedTo]);

  // ---- linked galleries: a child follows its parent and asks it to move -------------
  useEffect(() => {
    shownSlides.set(host, state.index);
  }, [host, state.index]);
  // A gallery that starts on a later slide (`current-index`, or where the visitor left the
  // server's strip) says so once, as a change from the server HTML's first slide, so that the
  // galleries following it that upgraded first move there too.
  useEffect(() => {
    const { index } = stateRef.current;
    if (index !== 0) emit(host, 'sqs-gallery-slide-change', { index, previousIndex: 0, slideId: slides[index]?.id ?? null });
  }, [host]); // once, at the upgrade: a later change of `slides` is no change of slide
  useEffect(() => {
    const parent = linkedTo ? host.ownerDocument.getElementById(linkedTo) : null;
    if (parent) {
      // A parent upgraded first is already on its slide.
      const parentShows = shownSlides.get(parent);
      if (parentShows !== undefined) goTo(parentShows, { sync: true });
      return on(parent, 'sqs-gallery-slide-change', (event) => goTo(event.detail.index, { sync: true }));
    }
    // A follower (a thumbnail strip) asks this gallery to move; it fires on this host.
    return on(host, 'sqs-gallery-linked-select', (event) => goTo(event.detail.index));
  }, [linkedTo, host, goTo]);
  const select = useCallback(
    (index: number) => {
      const parent = linkedTo ? host.ownerDocument.getElementById(linkedTo) : null;
      if (parent) emit(parent, 'sqs-gallery-linked-select', { index });
      goTo(index, { sync: parent !== null });
    },
    [linkedTo, host, goTo],
  );

  // ---- autoplay (SPEC.md §3, §9; WAI-ARIA carousel) ----------------------------------
  const [autoplay, setAutoplay] = useState(() =>
    createAutoplay({ autoplay: moving && settings.autoplay, timeoutMs: settings.autoplayTimeoutMs, nomotion: settings.nomotion, reducedMotion, now: performance.now() }),
  );
  const autoplayEvent = useCallback((event: AutoplayEvent) => {
    setAutoplay((current) => stepAutoplay(current, event).state);
  }, []);
  useEffect(() => autoplayEvent({ type: 'reducedMotion', reduced: reducedMotion, now: performance.now() }), [reducedMotion, autoplayEvent]);
  // Live changes: autoplay turned on or off, another duration, another design.
  const autoplayOn = moving && settings.autoplay;
  useEffect(
    () => autoplayEvent({ type: 'configure', autoplay: autoplayOn, timeoutMs: settings.autoplayTimeoutMs, nomotion: settings.nomotion, now: performance.now() }),
    [autoplayOn, settings.autoplayTimeoutMs, settings.nomotion, autoplayEvent],
  );
  useEffect(() => autoplayEvent({ type: 'slideChanged', now: performance.now() }), [state.index, autoplayEvent]);
  useEffect(() => {
    const wait = msUntilDue(autoplay, performance.now());
    if (wait === null || lightbox.open) return;
    // Rounded up: a timer that fires a fraction early would tick before the slide is due,
    // change nothing, and never be set again.
    const timer = win.setTimeout(() => {
      const result = stepAutoplay(autoplay, { type: 'tick', now: performance.now() });
      setAutoplay(result.state);
      if (result.advance) goTo(autoplayTarget(stateRef.current.index, count, settings.autoplayRandomize));
    }, Math.ceil(wait) + 1);
    return () => win.clearTimeout(timer);
  }, [autoplay, lightbox.open, goTo, count, settings.autoplayRandomize, win]);
  const autoplayHandlers = {
    onPointerEnter: (e: { pointerType: string }) =>
      e.pointerType === 'mouse' && autoplayEvent({ type: 'pointerEnter', isDesktop: isDesktopWidth(win.innerWidth), now: performance.now() }),
    onPointerLeave: () => autoplayEvent({ type: 'pointerLeave', now: performance.now() }),
    onFocus: () => autoplayEvent({ type: 'focusIn', now: performance.now() }),
    onBlur: (e: { relatedTarget: EventTarget | null; currentTarget: EventTarget }) => {
      if (!(e.currentTarget as Node).contains(e.relatedTarget as Node | null)) autoplayEvent({ type: 'focusOut', now: performance.now() });
    },
  };

  // ---- lightbox, deep links, history (SPEC.md §2) ----------------------------------
  const collectionFullUrl = useMemo(() => pageOf(host.ownerDocument).context.collection?.fullUrl || null, [host]);
  const address = useCallback(
    (): AddressInput => ({
      pathname: win.location.pathname,
      search: win.location.search,
      hash: win.location.hash,
      collectionFullUrl,
      historySupported: typeof win.history?.replaceState === 'function',
    }),
    [win, collectionFullUrl],
  );
  const mark = (index: number): HistoryMark => ({ sqsLightbox: galleryKey, index });
  /**
   * Writes `address` to the history when it resolves to the page's own origin, and says whether
   * it did. An address built from a crafted `collection.fullUrl` or slide url (`/\host`) is
   * skipped: the lightbox still opens, the address stays as it was (issue 20).
   */
  const writeHistory = (method: 'pushState' | 'replaceState', state: HistoryMark | null, address: string): boolean => {
    const target = sameOriginAddress(address, win.location.href);
    if (target === null) return false;
    win.history[method](state, '', target);
    return true;
  };
  /** The open lightbox has a history entry of its own (opened by a click, or by Forward). */
  const pushed = useRef(false);
  const isOurs = (value: unknown): value is HistoryMark =>
    typeof value === 'object' && value !== null && (value as HistoryMark).sqsLightbox === galleryKey;

  const openLightbox = useCallback(
    (index: number, opener: HTMLElement | null) => {
      if (!settings.lightbox || count === 0) return;
      returnFocus.current = opener;
      const slide = slides[index];
      pushed.current = slide !== undefined && writeHistory('pushState', mark(index), openAddress(address(), slide));
      setLightbox({ open: true, index });
      emit(host, 'sqs-lightbox-open', { index, slideId: slide?.id ?? null });
    },
    [settings.lightbox, count, slides, win, address, host],
  );
  const lightboxIndex = useCallback(
    (index: number) => {
      const slide = slides[index];
      if (slide) writeHistory('replaceState', mark(index), openAddress(address(), slide));
      setLightbox({ open: true, index });
      if (moving) goTo(index, { sync: true });
    },
    [slides, win, address, moving, goTo],
  );
  const closed = useCallback(() => {
    emit(host, 'sqs-lightbox-close', { index: lightboxRef.current.index });
    setLightbox((current) => ({ ...current, open: false }));
  }, [host]);
  const closeLightbox = useCallback(() => {
    // Opened by us: going back removes the entry (and popstate closes). Opened from a deep
    // link: there is no entry to go back to, so the address is rewritten.
    if (pushed.current && isOurs(win.history.state)) {
      pushed.current = false;
      win.history.back();
      return;
    }
    writeHistory('replaceState', null, closeAddress(address()));
    closed();
  }, [win, address, closed]);

  useEffect(() => {
    const onPop = (event: PopStateEvent) => {
      if (isOurs(event.state)) {
        const index = normalizeIndex(event.state.index, count);
        pushed.current = true;
        setLightbox({ open: true, index });
      } else if (lightboxRef.current.open) {
        pushed.current = false;
        closed();
      }
    };
    win.addEventListener('popstate', onPop);
    return () => win.removeEventListener('popstate', onPop);
  }, [win, count, closed]);

  // A deep link opens its slide once, at upgrade (no new history entry).
  useEffect(() => {
    if (!settings.lightbox) return;
    const index = deepLinkIndex({
      hash: win.location.hash,
      pathname: win.location.pathname,
      collectionFullUrl,
      slides: slides.map((s) => ({ id: s.id, url: s.url, inLayoutArea: s.inLayoutArea })),
    });
    if (index === null) return;
    const slide = slides[index];
    if (slide) writeHistory('replaceState', mark(index), openAddress(address(), slide));
    setLightbox({ open: true, index });
    if (moving) dispatch({ type: 'goTo', index, sync: true });
    emit(host, 'sqs-lightbox-open', { index, slideId: slide?.id ?? null });
  }, []);

  const eager = useMemo(
    () => new Set(moving ? indicesByIndex(state.index, count, settings.preloadCount, state.loop) : []),
    [moving, state.index, count, settings.preloadCount, state.loop],
  );

  return {
    state,
    step,
    goTo,
    select,
    eager,
    disabled: controlsDisabled(state.index, count, state.loop),
    autoplay: autoplayControl(autoplay),
    autoplayHandlers,
    toggleAutoplay: () => autoplayEvent({ type: autoplayControl(autoplay).playing ? 'pause' : 'play', now: performance.now() }),
    videoShown: (shown: boolean) => autoplayEvent({ type: shown ? 'videoShow' : 'videoHide', now: performance.now() }),
    lightbox,
    openLightbox,
    lightboxIndex,
    closeLightbox,
    returnFocus,
    reducedMotion,
  };
}
