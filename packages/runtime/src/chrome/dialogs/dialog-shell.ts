/**
 * The modal shell every dialog of this folder uses (SPEC.md §4 "Confirmation dialog":
 * shown, then an answer, then it hides, with a 600 ms fallback, and is destroyed by default).
 *
 * Native <dialog> with showModal() (ARCHITECTURE.md): the page behind is inert and focus
 * stays inside. Focus goes to the primary (last) button, and returns where it was on close.
 * Escape reaches the dialog only through the dismiss stack, so one Escape closes only the
 * top layer (a dialog over a popup closes alone); the native `cancel` is cancelled.
 * Hiding waits for the `transitionend` of the fade (none under prefers-reduced-motion),
 * at most HIDE_FALLBACK_MS. Nothing here throws out to the page.
 */
import { pushLayer, topLayer, type DismissibleLayer } from '../../overlays/dismiss-stack';
import css from './dialog.css?inline';
import { DIALOG_PADDING, DIALOG_WIDTH, HIDE_FALLBACK_MS, type NormalisedDialog } from './dialog-defaults';

export interface ShellOptions<V extends string> extends NormalisedDialog<V> {
  /** The answer of Escape, and of a close nobody chose (dialog.close() from outside). */
  cancelValue: V;
  role?: 'dialog' | 'alertdialog';
  /** 'overlay' is the system error (its own width, backdrop and stacking base). */
  kind?: 'dialog' | 'overlay';
  /** More content under the message (the system error's lines). */
  body?: Node[];
  document?: Document;
}

export interface OpenDialog<V extends string> {
  /** Settles once the dialog has hidden and focus is back. */
  result: Promise<V>;
  /** Answers as if the button `value` (default the cancel value) was chosen. */
  close(value?: V): void;
  host: HTMLElement;
}

let sheet: CSSStyleSheet | null = null;

/** The focused element, looking into shadow roots (focus is returned there). */
export function deepActiveElement(doc: Document): Element | null {
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** The longest transition (duration + delay) in ms; 0 when nothing will fire transitionend. */
function transitionTime(style: CSSStyleDeclaration): number {
  const ms = (list: string) => list.split(',').map((t) => (parseFloat(t) || 0) * (t.trim().endsWith('ms') ? 1 : 1000));
  const durations = ms(style.transitionDuration || '0s');
  const delays = ms(style.transitionDelay || '0s');
  return Math.max(0, ...durations.map((d, i) => (d > 0 ? d + (delays[i] ?? delays[0] ?? 0) : 0)));
}

export function openDialog<V extends string>(options: ShellOptions<V>): OpenDialog<V> {
  const doc = options.document ?? document;
  const win = doc.defaultView ?? window;
  const returnTo = deepActiveElement(doc);

  const host = doc.createElement('div');
  host.setAttribute('data-sqs-dialog', options.kind ?? 'dialog');
  const root = host.attachShadow({ mode: 'open' });
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
  }
  const sheets = [sheet];
  if (options.width !== DIALOG_WIDTH || options.padding !== DIALOG_PADDING) {
    // Per-call sizes as a sheet of their own: no style attribute under a strict CSP.
    const size = new CSSStyleSheet();
    size.replaceSync(`:host{--sqs-dialog-width:${options.width}px;--sqs-dialog-padding:${options.padding}px}`);
    sheets.push(size);
  }
  root.adoptedStyleSheets = sheets;

  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, part: string, text?: string) => {
    const node = doc.createElement(tag);
    node.setAttribute('part', part);
    if (text !== undefined) node.textContent = text;
    return node;
  };

  const dialog = el('dialog', 'dialog');
  if (options.role === 'alertdialog') dialog.setAttribute('role', 'alertdialog');
  const labels: string[] = [];
  if (options.title) {
    const title = el('h2', 'title', options.title);
    title.id = 'title';
    dialog.append(title);
    labels.push(title.id);
  }
  if (options.message) {
    const text = el('p', 'message', options.message);
    text.id = 'message';
    dialog.append(text);
    if (labels.length) dialog.setAttribute('aria-describedby', text.id);
    else labels.push(text.id);
  }
  if (labels.length) dialog.setAttribute('aria-labelledby', labels.join(' '));
  if (options.body?.length) {
    const body = el('div', 'body');
    body.id = 'body';
    body.append(...options.body);
    if (!dialog.hasAttribute('aria-describedby')) dialog.setAttribute('aria-describedby', body.id);
    dialog.append(body);
  }
  const actions = el('div', 'actions');
  actions.className = 'actions';
  let primary: HTMLButtonElement | null = null;
  for (const button of options.buttons) {
    primary = el('button', `button button-${button.value}`, button.text);
    primary.type = 'button';
    primary.addEventListener('click', () => choose(button.value));
    actions.append(primary);
  }
  primary?.setAttribute('autofocus', '');
  dialog.append(actions);
  root.append(dialog);

  let state: 'open' | 'closing' | 'closed' = 'open';
  let settle: (value: V) => void = () => {};
  const result = new Promise<V>((resolve) => (settle = resolve));
  const layer: DismissibleLayer = { dismiss: () => choose(options.cancelValue) };

  const finish = (value: V) => {
    if (state === 'closed') return;
    state = 'closed';
    popLayer();
    const active = deepActiveElement(doc);
    const focusInside = !active || active === doc.body || root.contains(active);
    try {
      if (dialog.open) dialog.close();
    } catch {
      /* already closed */
    }
    // Back where it was, unless focus has meanwhile gone somewhere else on purpose.
    if (focusInside && returnTo?.isConnected && 'focus' in returnTo) (returnTo as HTMLElement).focus({ preventScroll: true });
    if (options.destroy) host.remove();
    settle(value);
  };

  function choose(value: V): void {
    if (state !== 'open') return;
    state = 'closing';
    popLayer(); // Escape now belongs to whatever is below
    dialog.setAttribute('data-closing', '');
    const wait = transitionTime(win.getComputedStyle(dialog));
    if (wait === 0) return finish(value);
    const done = () => {
      dialog.removeEventListener('transitionend', onEnd);
      win.clearTimeout(timer);
      finish(value);
    };
    const onEnd = (event: Event) => {
      if (event.target === dialog) done();
    };
    dialog.addEventListener('transitionend', onEnd);
    const timer = win.setTimeout(done, HIDE_FALLBACK_MS);
  }

  dialog.addEventListener('cancel', (event) => {
    // Escape arrives through the dismiss stack; other close requests (a back gesture)
    // count as cancel only when this dialog is the top layer.
    event.preventDefault();
    if (topLayer() === layer) choose(options.cancelValue);
  });
  dialog.addEventListener('close', () => finish(options.cancelValue));

  const popLayer = pushLayer(layer, win);
  doc.body.append(host);
  try {
    dialog.showModal();
  } catch {
    dialog.setAttribute('open', ''); // no showModal (very old browsers): at least visible
  }
  primary?.focus();

  return { result, close: (value = options.cancelValue) => choose(value), host };
}
