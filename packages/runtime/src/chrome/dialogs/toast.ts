/**
 * Information toasts (SPEC.md §9: 2000 ms, top right, no buttons). Several stack. They are
 * announced politely (one live region, each toast added to it) and never take focus or
 * pointer input. Each toast is a layer of the dismiss stack while shown, so Escape
 * removes the newest one first. Returns the toast's close function.
 */
import { pushLayer } from '../../overlays/dismiss-stack';
import { HIDE_FALLBACK_MS, toastDuration, toastText, type ToastOptions } from './dialog-defaults';
import css from './toast.css?inline';

export type { ToastOptions } from './dialog-defaults';

/** A fresh live region is given this long to be noticed before its first toast goes in. */
const REGION_SETTLE_MS = 100;

interface Region {
  host: HTMLElement;
  list: HTMLElement;
  /** Toasts waiting for the region to settle, shown or hiding; the region goes at 0. */
  count: number;
  ready: boolean;
  waiting: Array<() => void>;
}

let region: Region | null = null;
let sheet: CSSStyleSheet | null = null;

function ensureRegion(doc: Document, win: Window): Region {
  if (region && region.host.isConnected && region.host.ownerDocument === doc) return region;
  const host = doc.createElement('div');
  host.setAttribute('data-sqs-toasts', '');
  const root = host.attachShadow({ mode: 'open' });
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
  }
  root.adoptedStyleSheets = [sheet];
  const list = doc.createElement('div');
  list.className = 'region';
  list.setAttribute('part', 'region');
  list.setAttribute('role', 'status');
  list.setAttribute('aria-live', 'polite');
  list.setAttribute('aria-atomic', 'false'); // only the new toast is read, not the stack
  root.append(list);
  doc.body.append(host);
  const created: Region = { host, list, count: 0, ready: false, waiting: [] };
  win.setTimeout(() => {
    created.ready = true;
    for (const show of created.waiting.splice(0)) show();
  }, REGION_SETTLE_MS);
  region = created;
  return created;
}

export function showToast(text: unknown, options?: ToastOptions, doc: Document = document): () => void {
  const content = toastText(text);
  if (content === null) return () => {};
  const win = doc.defaultView ?? window;
  const duration = toastDuration(options);
  const target = ensureRegion(doc, win);
  target.count += 1;

  const toast = doc.createElement('div');
  toast.className = 'toast';
  toast.setAttribute('part', 'toast');
  toast.textContent = content;

  let state: 'waiting' | 'shown' | 'closing' | 'gone' = 'waiting';
  let timer = 0;
  let popLayer = () => {};

  const remove = () => {
    if (state === 'gone') return;
    state = 'gone';
    toast.remove();
    if (--target.count === 0) {
      target.host.remove();
      if (region === target) region = null;
    }
  };

  const close = () => {
    if (state === 'closing' || state === 'gone') return;
    win.clearTimeout(timer);
    popLayer();
    if (state === 'waiting') return remove();
    state = 'closing';
    toast.setAttribute('data-closing', '');
    // No fade (reduced motion, or none styled): nothing would fire transitionend.
    if (win.getComputedStyle(toast).transitionDuration.split(',').every((d) => !parseFloat(d))) return remove();
    toast.addEventListener('transitionend', remove, { once: true });
    timer = win.setTimeout(remove, HIDE_FALLBACK_MS);
  };

  const show = () => {
    if (state !== 'waiting') return;
    state = 'shown';
    target.list.append(toast);
    popLayer = pushLayer({ dismiss: close }, win);
    timer = win.setTimeout(close, duration);
  };

  if (target.ready) show();
  else target.waiting.push(show);
  return close;
}
