/**
 * The modal shell of `<sqs-dialog>` and `<sqs-system-error>` (SPEC.md §4 "Confirmation dialog":
 * shown, then an answer, then it hides, with a 600 ms fallback; §8 "Dialog defaults"; §9 sizes
 * and stacking). Each element says what it shows (`content()`, `body()`); this shows it.
 *
 * Native <dialog> with showModal() (ARCHITECTURE.md): the page behind is inert and focus stays
 * inside. Focus goes to the safe choice (Cancel) when there is one, else to the primary (last)
 * button (`initialFocusIndex`, issue 19), and returns where it was on close, unless
 * it has meanwhile gone somewhere else on purpose. Escape reaches the dialog only through the
 * dismiss stack, so one Escape closes only the top layer (a dialog over a popup closes alone);
 * the native `cancel` is cancelled and counts as cancel only when this is the top layer.
 * Hiding waits for the `transitionend` of the fade (none under prefers-reduced-motion), at
 * most HIDE_FALLBACK_MS. Then `sqs-dialog-close` `{value}`; nothing here throws to the page.
 */
import { html, nothing, type TemplateResult } from 'lit/html.js';
import { emit } from '../../events';
import { pushLayer, topLayer, type DismissibleLayer } from '../../overlays/dismiss-stack';
import { ChromeElement } from '../chrome-element';
import { deepActiveElement } from '../deep-active-element';
import { DIALOG_PADDING, DIALOG_WIDTH, HIDE_FALLBACK_MS, initialFocusIndex, type DialogButton } from './dialog-defaults';
import type {} from './dialog.events';

export interface DialogContent {
  heading: string;
  message: string;
  /** In document order; the last one is the primary action. */
  buttons: DialogButton[];
  /** role="alertdialog": a question or an error that needs an answer. */
  alert: boolean;
}

/** The longest transition (duration + delay) in ms; 0 when nothing will fire transitionend. */
function transitionTime(style: CSSStyleDeclaration): number {
  const ms = (list: string) => list.split(',').map((t) => (parseFloat(t) || 0) * (t.trim().endsWith('ms') ? 1 : 1000));
  const durations = ms(style.transitionDuration || '0s');
  const delays = ms(style.transitionDelay || '0s');
  return Math.max(0, ...durations.map((d, i) => (d > 0 ? d + (delays[i] ?? delays[0] ?? 0) : 0)));
}

export abstract class DialogBase extends ChromeElement {
  /** The shell's attributes: `open` for every dialog, the others where an element offers them. */
  static readonly shellProperties = {
    open: { type: Boolean },
    cancelValue: {},
    width: { type: Number },
    padding: { type: Number },
  } as const;

  /** Shows it while present (a template's way in); removed when it closes. */
  declare open: boolean;
  /** The answer of Escape and of a close nobody chose. */
  declare cancelValue?: string;
  /** px; other than SPEC.md §9's 350 and 20, they get a sheet of their own (no style attribute: strict CSP). */
  declare width?: number;
  declare padding?: number;

  private state: 'idle' | 'open' | 'closing' | 'closed' = 'idle';
  private popLayer: () => void = () => {};
  private returnTo: HTMLElement | null = null;
  private sizeSheet: CSSStyleSheet | null = null;
  private readonly layer: DismissibleLayer = { dismiss: () => this.close() };

  protected abstract content(): DialogContent;

  /** More content under the message (the system error's lines). */
  protected body(): TemplateResult | typeof nothing {
    return nothing;
  }

  /** After the dialog has hidden and `sqs-dialog-close` went out. */
  protected closed(_value: string): void {}

  private get dialog(): HTMLDialogElement | null {
    return this.renderRoot.querySelector('dialog');
  }

  /** The answer of Escape and of a close nobody chose. */
  protected get answerOfCancel(): string {
    return this.cancelValue || 'cancel';
  }

  /** Opens it as a modal; focus goes to the safe choice, else the primary button. */
  show(): void {
    const dialog = this.dialog;
    if (!dialog || this.state === 'open' || this.state === 'closing') return;
    this.state = 'open';
    this.returnTo = deepActiveElement(this.ownerDocument);
    this.popLayer = pushLayer(this.layer, this.win);
    try {
      dialog.showModal();
    } catch {
      dialog.setAttribute('open', ''); // no showModal (very old browsers): at least visible
    }
    this.open = true;
    dialog.querySelector<HTMLButtonElement>('button[autofocus]')?.focus();
  }

  /** Answers as if the button `value` (default the cancel value) was chosen. */
  close(value = this.answerOfCancel): void {
    const dialog = this.dialog;
    if (this.state !== 'open' || !dialog) return;
    this.state = 'closing';
    this.popLayer(); // Escape now belongs to whatever is below
    dialog.setAttribute('data-closing', '');
    const wait = transitionTime(this.win.getComputedStyle(dialog));
    if (wait === 0) return this.finish(value);
    const done = () => {
      dialog.removeEventListener('transitionend', onEnd);
      this.win.clearTimeout(timer);
      this.finish(value);
    };
    const onEnd = (event: Event) => {
      if (event.target === dialog) done();
    };
    dialog.addEventListener('transitionend', onEnd);
    const timer = this.win.setTimeout(done, HIDE_FALLBACK_MS);
  }

  private finish(value: string): void {
    if (this.state === 'closed' || this.state === 'idle') return;
    this.state = 'closed';
    this.popLayer();
    const dialog = this.dialog;
    const active = deepActiveElement(this.ownerDocument);
    const focusInside = !active || active === this.ownerDocument.body || this.renderRoot.contains(active);
    try {
      if (dialog?.open) dialog.close();
    } catch {
      /* already closed */
    }
    dialog?.removeAttribute('data-closing');
    this.open = false;
    // Back where it was, unless focus has meanwhile gone somewhere else on purpose.
    if (focusInside && this.returnTo?.isConnected) this.returnTo.focus({ preventScroll: true });
    emit(this, 'sqs-dialog-close', { value });
    this.closed(value);
  }

  protected override updated(): void {
    this.size();
    if (this.open && this.state !== 'open' && this.state !== 'closing' && this.isConnected) this.show();
    else if (!this.open && this.state === 'open') this.close();
  }

  /** Width and padding other than the defaults, as a sheet of this element's own. */
  private size(): void {
    const root = this.renderRoot;
    const width = this.width !== undefined && this.width > 0 ? this.width : DIALOG_WIDTH;
    const padding = this.padding !== undefined && this.padding >= 0 ? this.padding : DIALOG_PADDING;
    const custom = width !== DIALOG_WIDTH || padding !== DIALOG_PADDING;
    if (custom) {
      this.sizeSheet ??= new CSSStyleSheet();
      this.sizeSheet.replaceSync(`:host{--sqs-dialog-width:${width}px;--sqs-dialog-padding:${padding}px}`);
    }
    const others = root.adoptedStyleSheets.filter((sheet) => sheet !== this.sizeSheet);
    root.adoptedStyleSheets = custom && this.sizeSheet ? [...others, this.sizeSheet] : others;
  }

  protected override render() {
    const { heading, message, buttons, alert } = this.content();
    const first = initialFocusIndex(
      buttons.map((b) => b.value),
      this.answerOfCancel,
    );
    const body = this.body();
    const labels = [heading && 'title', !heading && message && 'message'].filter(Boolean).join(' ');
    const described = heading && message ? 'message' : body !== nothing ? 'body' : '';
    return html`<dialog
      part="dialog"
      role=${alert ? 'alertdialog' : nothing}
      aria-labelledby=${labels || nothing}
      aria-describedby=${described || nothing}
      @cancel=${(event: Event) => {
        event.preventDefault();
        if (topLayer() === this.layer) this.close();
      }}
      @close=${() => this.finish(this.answerOfCancel)}
      >${heading ? html`<h2 part="title" id="title">${heading}</h2>` : nothing}${message ? html`<p part="message" id="message">${message}</p>` : nothing}${body}<div
        part="actions"
        class="actions"
      >${buttons.map(
        (button, i) =>
          html`<button part="button button-${button.value}" type="button" ?autofocus=${i === first} @click=${() => this.close(button.value)}>${button.text}</button>`,
      )}</div></dialog
    >`;
  }
}
