/**
 * The lightbox's state and behaviour as ready-to-spread props (react-aria's habit); the
 * view only lays them out. SPEC.md §4 "Lightbox", §9 "Lightbox"; ARCHITECTURE.md: native
 * `<dialog>` for modals, one dismiss stack for Escape.
 *
 * Why a native modal `<dialog>` opened with showModal(): it goes to the top layer, so it
 * escapes the gallery's layout (overflow, transforms, z-index) although it is rendered
 * inside the gallery's shadow root; the rest of the page is inert while it is open, so
 * focus stays in without a hand-written trap; and Escape arrives as a `cancel` event we
 * can refuse, so the dismiss stack decides who gets it.
 *
 * Nothing is kept while closed: `useLightboxPresence` unmounts the dialog once the fade-out
 * is over, the dismiss layer is popped, the timer cleared, and every listener is a React
 * prop on the dialog, gone with it. Only the owner's `open` flag stays.
 */
import {
  useId,
  useLayoutEffect,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { useReducedMotion } from '@sqs/blocks/shared/use-reduced-motion';
import { pushLayer, topLayer, type DismissibleLayer } from '@sqs/runtime/overlays/dismiss-stack';
import { message } from '@sqs/runtime/contracts/messages';
import { useSwipe } from '../gallery/use-swipe';
import {
  LIGHTBOX_MOBILE_MAX_WIDTH,
  LIGHTBOX_SPEED_MS,
  containRect,
  createKeyThrottle,
  decidePointer,
  keyStep,
  normaliseIndex,
  slideWindow,
  stepIndex,
  type LightboxCloseReason,
  type LightboxSlide,
  type LightboxStep,
  type LightboxTheme,
} from './lightbox-logic';

export interface LightboxProps {
  /** Shown while true. Owned by the gallery: `onClose` asks it to become false. */
  open: boolean;
  slides: readonly LightboxSlide[];
  /** The current slide (normalised like the gallery index, SPEC.md §4). */
  index: number;
  /** The gallery's lightboxTheme; a slide's own `theme` (data-lightbox-theme) wins. */
  theme: LightboxTheme;
  /** The visitor asked for another slide; the owner sets `index` (and syncs the gallery, the hash). */
  onIndexChange(index: number): void;
  /** The visitor asked to close (at most once per opening); the owner sets `open` to false. */
  onClose(reason: LightboxCloseReason): void;
  /**
   * The gallery's image or video renderer. It should fill its box and contain-fit the
   * picture: a click's left or right half is measured on that fit. `active` is false for the
   * hidden neighbours kept to preload them (a video renderer pauses them). Default: a plain
   * `<img>` of `src`, without srcset.
   */
  renderSlide?(slide: LightboxSlide, active: boolean): ReactNode;
  /** Where focus goes back on close: the slide that opened the lightbox. */
  returnFocusTo: HTMLElement | null;
}

/** Message texts are ours (SPEC.md gives none); a site overrides them by id. */
export const LIGHTBOX_MESSAGES = {
  'lightbox.position': 'Slide {n} of {count}',
  'lightbox.close': 'Close',
  'lightbox.previous': 'Previous slide',
  'lightbox.next': 'Next slide',
} as const;

const text = (id: keyof typeof LIGHTBOX_MESSAGES, args?: Record<string, unknown>) => message(id, LIGHTBOX_MESSAGES[id], args);

const MOBILE_QUERY = `(max-width: ${LIGHTBOX_MOBILE_MAX_WIDTH}px)`;

function subscribeMobile(onChange: () => void): () => void {
  const list = matchMedia(MOBILE_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** SPEC.md §4: "Looping in lightbox only on non-mobile" (`lightboxLoops`, live). */
function useLoops(): boolean {
  return useSyncExternalStore(subscribeMobile, () => !matchMedia(MOBILE_QUERY).matches, () => true);
}

/**
 * Keeps the dialog mounted from `open` until its fade-out has run (SPEC.md §4: "fades out
 * and is destroyed"), then unmounts it so a closed lightbox holds nothing.
 */
export function useLightboxPresence(open: boolean): { present: boolean; exited: () => void } {
  const [present, setPresent] = useState(open);
  // Adjusting state while rendering: the dialog is in the very commit that opens it.
  if (open && !present) setPresent(true);
  return { present, exited: () => setPresent(false) };
}

/** Elements of the lightbox whose clicks are their own: controls, the meta text, a video's player. */
const OWN_CLICKS = 'button, a[href], [data-lightbox-own-clicks]';

export function useLightbox(props: LightboxProps, exited: () => void) {
  const { open, slides } = props;
  const count = slides.length;
  const index = normaliseIndex(props.index, count);
  const slide = slides[index];
  const loop = useLoops();
  const reducedMotion = useReducedMotion();
  const id = useId();

  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const mediaRef = useRef<HTMLDivElement | null>(null);
  const [throttle] = useState(() => createKeyThrottle(() => performance.now()));
  const closeRequested = useRef(false);
  /** The index the lightbox opened on (`data-instant` lasts until it changes). */
  const openedOn = useRef(index);
  const layer = useRef<DismissibleLayer | null>(null);
  // Effects and the dismiss layer read the latest props without re-running.
  const latest = useRef({ props, exited });
  useLayoutEffect(() => {
    latest.current = { props, exited };
  });

  const requestClose = (reason: LightboxCloseReason) => {
    if (!latest.current.props.open || closeRequested.current) return;
    closeRequested.current = true;
    latest.current.props.onClose(reason);
  };

  const go = (step: LightboxStep) => {
    const target = stepIndex(index, step, count, loop);
    if (target !== null) props.onIndexChange(target);
  };

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    closeRequested.current = false;
    throttle.reset();
    // Taking over a photo already on screen (a server dialog or the early preview the block closed
    // at ready: block-element.tsx marks that moment with data-sqs-handover), it opens without its
    // fade-in, so the photo does not blink out and back. Until the slide changes or it closes.
    const host = (dialog.getRootNode() as Partial<ShadowRoot>).host;
    dialog.toggleAttribute('data-instant', host?.hasAttribute('data-sqs-handover') === true);
    openedOn.current = latest.current.props.index;
    if (!dialog.open) dialog.showModal();
    // showModal focuses the first control it finds; the close button is the better start.
    closeRef.current?.focus({ preventScroll: true });
    // requestClose reads only refs, so this first render's copy stays right.
    const own: DismissibleLayer = { dismiss: () => requestClose('escape') };
    layer.current = own;
    const pop = pushLayer(own);
    return () => {
      pop();
      layer.current = null;
      dialog.removeAttribute('data-instant');
      if (dialog.open) dialog.close();
    };
  }, [open, throttle]);

  // Another slide: fades as usual (the first one's animation ended with its zero duration).
  useLayoutEffect(() => {
    if (props.index !== openedOn.current) dialogRef.current?.removeAttribute('data-instant');
  }, [props.index]);

  useEffect(() => {
    if (!open) return;
    // A passive cleanup, so it runs after close() (and the browser's own focus restore) and
    // after React's post-commit focus restore, which would otherwise win.
    return () => {
      const target = latest.current.props.returnFocusTo;
      if (target?.isConnected) target.focus();
    };
  }, [open]);

  useEffect(() => {
    if (open) return;
    const timer = setTimeout(() => latest.current.exited(), reducedMotion ? 0 : LIGHTBOX_SPEED_MS);
    return () => clearTimeout(timer);
  }, [open, reducedMotion]);

  const slideTheme = slide?.theme ?? props.theme;
  const titleId = `${id}title`;
  const descriptionId = `${id}description`;
  const position = text('lightbox.position', { n: index + 1, count });
  const previousTarget = stepIndex(index, 'previous', count, loop);
  const nextTarget = stepIndex(index, 'next', count, loop);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // composedPath: the real target inside a renderer's shadow root (a <video> seeks with arrows).
    const origin = event.nativeEvent.composedPath()[0];
    const target = origin instanceof HTMLElement ? origin : null;
    const step = keyStep({
      key: event.key,
      keyCode: event.keyCode,
      altKey: event.altKey,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      shiftKey: event.shiftKey,
      targetTag: target?.localName,
      targetEditable: target?.isContentEditable,
    });
    if (!step || !open) return;
    event.preventDefault();
    if (throttle.accept()) go(step);
  };

  // SPEC.md §4 "Swipe" through the gallery's one swipe hook: touch and pen swipe or drag; a
  // mouse clicks (a mouse drag selects text or drags the image), its half deciding below.
  const swipe = useSwipe({ onStep: go, mouseDrags: false, enabled: open });

  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (!open || swipe.consumeClick()) return; // the click that ends a swipe
    const dialog = event.currentTarget;
    for (const node of event.nativeEvent.composedPath()) {
      if (node === dialog) break;
      if (node instanceof Element && node.matches(OWN_CLICKS)) return;
    }
    const box = mediaRef.current?.getBoundingClientRect();
    const picture = box && slide ? containRect(box, slide.dimensions) : null;
    // The layout viewport without its scrollbar (innerWidth when there is no layout).
    const view = dialog.ownerDocument;
    const viewportWidth = view.documentElement.clientWidth || (view.defaultView?.innerWidth ?? 0);
    const decision = decidePointer(event.clientX, event.clientY, viewportWidth, picture);
    if (!decision) return;
    if (decision.action === 'close') requestClose(decision.reason);
    else go(decision.action);
  };

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // Escape reaches the dismiss stack first (capture phase on window), which gives it to the
    // top layer; the dialog must not also close itself. A close request the stack did not see
    // (Android back) closes us only when we are the top layer.
    event.preventDefault();
    if (layer.current && topLayer() === layer.current) requestClose('escape');
  };

  const onNativeClose = (event: SyntheticEvent<HTMLDialogElement>) => {
    // The browser closed the dialog without us (a close request it would not let us refuse):
    // tell the owner so its state follows. Our own close() clears the layer first, and a
    // late event after a quick reopen finds the dialog open again.
    if (layer.current && !event.currentTarget.open) requestClose('escape');
  };

  return {
    slide,
    count,
    position,
    reducedMotion,
    dialogProps: {
      ref: dialogRef,
      className: 'lightbox',
      part: `lightbox lightbox-${slideTheme}`,
      'data-theme': slideTheme,
      'data-reduced-motion': reducedMotion ? '' : undefined,
      // Fading out: seen, no longer usable.
      inert: !open,
      'aria-labelledby': slide?.title ? titleId : undefined,
      'aria-label': slide?.title ? undefined : position,
      'aria-describedby': slide?.description ? descriptionId : undefined,
      onCancel,
      onClose: onNativeClose,
      onKeyDown,
      onClick,
      ...swipe.handlers,
    },
    overlayProps: { className: 'lightbox-overlay', part: 'lightbox-overlay', 'aria-hidden': true as const },
    closeProps: {
      ref: closeRef,
      type: 'button' as const,
      className: 'lightbox-control lightbox-close',
      part: 'lightbox-close',
      'aria-label': text('lightbox.close'),
      onClick: () => requestClose('control'),
    },
    /** Null with a single slide: there is nowhere to go. */
    previousProps:
      count > 1
        ? {
            type: 'button' as const,
            className: 'lightbox-control lightbox-previous',
            part: 'lightbox-previous',
            'aria-label': text('lightbox.previous'),
            // aria-disabled rather than disabled: a focused control keeps focus at the end.
            'aria-disabled': previousTarget === null ? ('true' as const) : undefined,
            onClick: () => go('previous'),
          }
        : null,
    nextProps:
      count > 1
        ? {
            type: 'button' as const,
            className: 'lightbox-control lightbox-next',
            part: 'lightbox-next',
            'aria-label': text('lightbox.next'),
            'aria-disabled': nextTarget === null ? ('true' as const) : undefined,
            onClick: () => go('next'),
          }
        : null,
    /** The current slide and its neighbours (preloaded, hidden), in document order. */
    slides: slideWindow(index, count, loop).flatMap((i) => {
      const item = slides[i];
      return item ? [{ slide: item, active: i === index }] : [];
    }),
    slideProps: (active: boolean) => ({ className: 'lightbox-slide', hidden: !active }),
    mediaProps: (item: LightboxSlide, active: boolean) => ({
      ref: active ? mediaRef : undefined,
      className: 'lightbox-media',
      part: 'lightbox-media',
      // A video's player takes its own clicks (play, pause, seek).
      'data-lightbox-own-clicks': item.type === 'video' ? '' : undefined,
    }),
    hasMeta: Boolean(slide?.title || slide?.description),
    metaProps: { className: 'lightbox-meta', 'data-lightbox-own-clicks': '' },
    titleProps: { id: titleId, className: 'lightbox-title', part: 'lightbox-title' },
    descriptionProps: { id: descriptionId, className: 'lightbox-description', part: 'lightbox-description' },
    statusProps: { role: 'status' as const, 'aria-live': 'polite' as const, 'aria-atomic': true as const, className: 'lightbox-status' },
  };
}
