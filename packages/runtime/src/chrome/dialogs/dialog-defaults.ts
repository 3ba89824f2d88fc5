/**
 * Dialog and toast options, normalised (SPEC.md §4 "Confirmation dialog", §8 "Dialog
 * defaults", §9 "Dialogs"). Pure: options in, what the dialog shows out. Every visible
 * default goes through `message()` so a site can translate it (ids `dialog.*`).
 */
import { message } from '../../contracts/messages';

/** SPEC.md §9: confirmation width and padding, in px. */
export const DIALOG_WIDTH = 350;
export const DIALOG_PADDING = 20;
/** SPEC.md §4/§9: how long a closing dialog waits for its `transitionend` before hiding anyway. */
export const HIDE_FALLBACK_MS = 600;
/** SPEC.md §9: an information toast stays this long. */
export const TOAST_DURATION_MS = 2000;
/**
 * SPEC.md §9 stacking bases. Modal dialogs and the overlay live in the browser's top layer
 * (showModal), which sits above any z-index; the bases order what is not in the top layer
 * (toasts, tooltips) and the fallback where showModal is missing.
 */
export const DIALOG_Z_INDEX = 30000;
export const OVERLAY_Z_INDEX = 10000000;

export type DialogResult = 'confirm' | 'reject' | 'cancel';

export interface ConfirmOptions {
  title?: string;
  message?: string;
  /** Default 'Confirm'. */
  confirmText?: string;
  /** Default 'Cancel'. */
  cancelText?: string;
  /** A third button answering 'reject': its text, or `true` for 'Reject'. None by default. */
  rejectText?: string | boolean;
  /** px, default 350. */
  width?: number;
  /** px, default 20. */
  padding?: number;
  /** The closed dialog is removed from the document (default true); false keeps it there, closed. */
  destroy?: boolean;
}

export interface DialogButton<V extends string = string> {
  value: V;
  text: string;
}

export interface NormalisedDialog<V extends string = string> {
  title: string;
  message: string;
  /** In document order; the last one is the primary action (focus: `initialFocusIndex`). */
  buttons: DialogButton<V>[];
  width: number;
  padding: number;
  destroy: boolean;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const size = (value: unknown, fallback: number, min: number): number =>
  typeof value === 'number' && Number.isFinite(value) && value >= min ? value : fallback;

/**
 * Which button takes focus when a dialog opens: the safe choice when there is one (the
 * button answering the cancel value, as the WAI-ARIA APG alert dialog asks of a
 * destructive confirmation: Enter must not confirm by accident, issue 19), else the primary
 * (last) one, e.g. an information dialog's only 'Okay'.
 */
export function initialFocusIndex(values: readonly string[], cancelValue: string): number {
  const safe = values.indexOf(cancelValue);
  return values.length > 1 && safe >= 0 ? safe : values.length - 1;
}

/** The default button texts of SPEC.md §8, translatable. */
export const dialogText = {
  confirm: () => message('dialog.confirm', 'Confirm'),
  cancel: () => message('dialog.cancel', 'Cancel'),
  reject: () => message('dialog.reject', 'Reject'),
  okay: () => message('dialog.okay', 'Okay'),
};

/** Anything a page passes (even not an object) becomes a dialog that can be shown. */
export function normaliseConfirm(options: ConfirmOptions | null | undefined): NormalisedDialog<DialogResult> {
  const o: ConfirmOptions = options && typeof options === 'object' ? options : {};
  const buttons: DialogButton<DialogResult>[] = [{ value: 'cancel', text: text(o.cancelText) ?? dialogText.cancel() }];
  if (o.rejectText === true || text(o.rejectText)) {
    buttons.push({ value: 'reject', text: text(o.rejectText) ?? dialogText.reject() });
  }
  buttons.push({ value: 'confirm', text: text(o.confirmText) ?? dialogText.confirm() });
  return {
    title: text(o.title) ?? '',
    message: text(o.message) ?? '',
    buttons,
    width: size(o.width, DIALOG_WIDTH, 1),
    padding: size(o.padding, DIALOG_PADDING, 0),
    destroy: o.destroy !== false,
  };
}

export interface AlertOptions {
  title?: string;
  message?: string;
  /** Default 'Okay'. */
  okText?: string;
  width?: number;
  padding?: number;
  destroy?: boolean;
}

/** An information dialog: one 'Okay' button (answering 'confirm'; Escape answers 'cancel'). */
export function normaliseAlert(options: AlertOptions | null | undefined): NormalisedDialog<'confirm'> {
  const o: AlertOptions = options && typeof options === 'object' ? options : {};
  return {
    title: text(o.title) ?? '',
    message: text(o.message) ?? '',
    buttons: [{ value: 'confirm', text: text(o.okText) ?? dialogText.okay() }],
    width: size(o.width, DIALOG_WIDTH, 1),
    padding: size(o.padding, DIALOG_PADDING, 0),
    destroy: o.destroy !== false,
  };
}

export interface ToastOptions {
  /** ms, default 2000. */
  duration?: number;
}

export function toastDuration(options: ToastOptions | null | undefined): number {
  const d = options && typeof options === 'object' ? options.duration : undefined;
  return typeof d === 'number' && Number.isFinite(d) && d > 0 ? d : TOAST_DURATION_MS;
}

/** The text a toast shows, or null when there is nothing to show. */
export function toastText(value: unknown): string | null {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return text(value);
}
