/**
 * Tooltips (SPEC.md §5 "Tooltips do nothing with no target nodes", §9 delay 1200 ms,
 * width 250, edge margin 20, mouse offset 15).
 *
 * Targets are elements carrying `data-sqs-tooltip="text"` (this library's attribute).
 * A tooltip shows after 1200 ms of hover, 15 px from the pointer, or at once when the
 * target gets keyboard focus (:focus-visible), under it. WCAG 1.4.13: the pointer may move
 * onto the tooltip without it going (hoverable), Escape hides it through the dismiss stack
 * without moving focus (dismissible), and it stays until the pointer or focus leaves
 * (persistent). While shown, the target's aria-describedby names it.
 *
 * With no target in the document at start nothing happens: no listener, no element. Targets
 * added later need `startTooltips()` again (the runtime checks once; no MutationObserver,
 * to keep pages without tooltips free of the cost). Touch input shows nothing (no hover).
 */
import { pushLayer } from '../../overlays/dismiss-stack';
import { defineElement } from '../define-element';
import { placeTooltip, TOOLTIP_DELAY_MS, type TooltipAnchor } from './tooltip-position';
import { SqsTooltip } from './tooltip.element';

export const TOOLTIP_ATTRIBUTE = 'data-sqs-tooltip';
/** How long the pointer may take to cross the 15 px gap onto the tooltip (hoverable). */
const HIDE_GRACE_MS = 300;

let count = 0;

export function defineTooltip(): void {
  defineElement('sqs-tooltip', SqsTooltip);
}

export function startTooltips(doc: Document = document): () => void {
  if (!doc.querySelector(`[${TOOLTIP_ATTRIBUTE}]`)) return () => {};
  const win = doc.defaultView ?? window;
  const id = `sqs-tooltip-${++count}`;
  let host: SqsTooltip | null = null;
  let current: Element | null = null;
  let shownBy: 'pointer' | 'focus' = 'pointer';
  let pending: Element | null = null;
  let dismissed: Element | null = null;
  let showTimer = 0;
  let hideTimer = 0;
  let popLayer: (() => void) | null = null;
  const pointer = { x: 0, y: 0 };

  const targetOf = (node: EventTarget | null): Element | null =>
    node && typeof (node as Element).closest === 'function' ? (node as Element).closest(`[${TOOLTIP_ATTRIBUTE}]`) : null;
  const inTooltip = (node: EventTarget | null) => node !== null && node === host;
  const textOf = (target: Element) => target.getAttribute(TOOLTIP_ATTRIBUTE)?.trim() ?? '';

  const describe = (target: Element, on: boolean) => {
    const ids = (target.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((token) => token && token !== id);
    if (on) ids.push(id);
    if (ids.length) target.setAttribute('aria-describedby', ids.join(' '));
    else target.removeAttribute('aria-describedby');
  };

  const position = () => {
    if (!host || !current) return;
    const anchor: TooltipAnchor = shownBy === 'pointer' ? pointer : current.getBoundingClientRect();
    const box = host.getBoundingClientRect();
    const view = { width: doc.documentElement.clientWidth || win.innerWidth, height: doc.documentElement.clientHeight || win.innerHeight };
    const { left, top } = placeTooltip(view, { width: box.width, height: box.height }, anchor);
    host.left = left;
    host.top = top;
  };

  const onScroll = () => (shownBy === 'focus' ? position() : hide());

  function hide(): void {
    win.clearTimeout(showTimer);
    win.clearTimeout(hideTimer);
    pending = null;
    if (!current) return;
    describe(current, false);
    current = null;
    if (host) host.hidden = true;
    popLayer?.();
    popLayer = null;
    win.removeEventListener('scroll', onScroll, true);
  }

  function show(target: Element, by: 'pointer' | 'focus'): void {
    win.clearTimeout(showTimer);
    win.clearTimeout(hideTimer);
    pending = null;
    const text = textOf(target);
    if (!text || !target.isConnected) return;
    if (current !== target) hide();
    if (!host) {
      defineTooltip();
      host = doc.createElement('sqs-tooltip') as SqsTooltip;
      host.id = id;
      host.setAttribute('role', 'tooltip');
      // Read as the target's description (aria-describedby reads hidden elements too), not
      // a second time as loose text at the end of the page, outside every landmark.
      host.setAttribute('aria-hidden', 'true');
      host.setAttribute('data-sqs-tooltip-layer', '');
    }
    if (!host.isConnected) doc.body.append(host);
    host.textContent = text;
    host.hidden = false;
    current = target;
    shownBy = by;
    describe(target, true);
    position();
    popLayer ??= pushLayer(
      {
        dismiss: () => {
          dismissed = current;
          hide();
        },
      },
      win,
    );
    win.addEventListener('scroll', onScroll, { capture: true, passive: true });
  }

  const scheduleHide = () => {
    win.clearTimeout(hideTimer);
    hideTimer = win.setTimeout(hide, HIDE_GRACE_MS);
  };

  const onPointerOver = (event: PointerEvent) => {
    if (event.pointerType === 'touch') return;
    if (inTooltip(event.target)) return win.clearTimeout(hideTimer);
    const target = targetOf(event.target);
    if (!target || target === dismissed) return;
    if (target === current) return win.clearTimeout(hideTimer);
    if (target === pending) return;
    pointer.x = event.clientX;
    pointer.y = event.clientY;
    pending = target;
    win.clearTimeout(showTimer);
    showTimer = win.setTimeout(() => show(target, 'pointer'), TOOLTIP_DELAY_MS);
  };

  const onPointerMove = (event: PointerEvent) => {
    if (current) return; // a shown tooltip stays put, so the pointer can reach it
    pointer.x = event.clientX;
    pointer.y = event.clientY;
  };

  const onPointerOut = (event: PointerEvent) => {
    const from = inTooltip(event.target) ? current : targetOf(event.target);
    if (!from) return;
    const to = event.relatedTarget as Node | null;
    if (to && (inTooltip(to) || from.contains(to))) return;
    if (from === dismissed) dismissed = null;
    if (from === pending) {
      win.clearTimeout(showTimer);
      pending = null;
    }
    if (from === current && shownBy === 'pointer') scheduleHide();
  };

  const onFocusIn = (event: FocusEvent) => {
    const target = targetOf(event.target);
    if (!target || target === current) return;
    let keyboard = true;
    try {
      keyboard = target.matches(':focus-visible');
    } catch {
      /* no :focus-visible: treat focus as keyboard focus */
    }
    if (keyboard) show(target, 'focus');
  };

  const onFocusOut = (event: FocusEvent) => {
    const target = targetOf(event.target);
    if (target && target === dismissed) dismissed = null;
    if (target && target === current && shownBy === 'focus') hide();
  };

  doc.addEventListener('pointerover', onPointerOver);
  doc.addEventListener('pointermove', onPointerMove, { passive: true });
  doc.addEventListener('pointerout', onPointerOut);
  doc.addEventListener('focusin', onFocusIn);
  doc.addEventListener('focusout', onFocusOut);

  return () => {
    hide();
    doc.removeEventListener('pointerover', onPointerOver);
    doc.removeEventListener('pointermove', onPointerMove);
    doc.removeEventListener('pointerout', onPointerOut);
    doc.removeEventListener('focusin', onFocusIn);
    doc.removeEventListener('focusout', onFocusOut);
    host?.remove();
    host = null;
  };
}
