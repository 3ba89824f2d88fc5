/**
 * The runtime's modal dialogs (issue 6 item 4): an `<sqs-dialog data-sqs-dialog="dialog">`
 * (dialog.element.ts; the shell's behaviour is dialog-base.ts) appended to the body, shown,
 * and removed once hidden unless `destroy` is false (SPEC.md §4 "destroyed by default").
 * Its `define` entry registers through here, so the runtime and `dist/elements/sqs-dialog.js`
 * share one chunk.
 */
import { on } from '../../events';
import { defineElement } from '../define-element';
import type { DialogBase } from './dialog-base';
import type { NormalisedDialog } from './dialog-defaults';
import { SqsDialog } from './dialog.element';

export interface ShellOptions<V extends string> extends NormalisedDialog<V> {
  /** The answer of Escape, and of a close nobody chose (dialog.close() from outside). */
  cancelValue: V;
  role?: 'dialog' | 'alertdialog';
  document?: Document;
}

export interface OpenDialog<V extends string> {
  /** Settles once the dialog has hidden and focus is back. */
  result: Promise<V>;
  /** Answers as if the button `value` (default the cancel value) was chosen. */
  close(value?: V): void;
  host: HTMLElement;
}

export function defineDialog(): void {
  defineElement('sqs-dialog', SqsDialog);
}

/** Puts a dialog element on the page and shows it; the answer settles `result`. */
export function presentDialog<V extends string>(host: DialogBase, doc: Document, destroy: boolean): OpenDialog<V> {
  const result = new Promise<V>((resolve) => {
    on(host, 'sqs-dialog-close', (event) => {
      if (destroy) host.remove();
      resolve(event.detail.value as V);
    });
  });
  doc.body.append(host);
  host.show();
  return { result, close: (value?: V) => host.close(value), host };
}

export function openDialog<V extends string>(options: ShellOptions<V>): OpenDialog<V> {
  const doc = options.document ?? document;
  defineDialog();
  const host = doc.createElement('sqs-dialog') as SqsDialog;
  host.setAttribute('data-sqs-dialog', 'dialog');
  host.heading = options.title;
  host.message = options.message;
  host.buttons = JSON.stringify(options.buttons);
  host.alert = options.role === 'alertdialog';
  host.cancelValue = options.cancelValue;
  host.width = options.width;
  host.padding = options.padding;
  return presentDialog<V>(host, doc, options.destroy);
}
