/**
 * The runtime's popup overlay (issue 6 item 2), imported by arm-popup.ts when the popup is
 * about to show: an `<sqs-popup-overlay data-sqs-popup-overlay>` (popup-overlay.element.ts:
 * the dialog, its focus and Escape handling) appended to the body, with the site's title,
 * text and newsletter form.
 *
 * The form is an `<sqs-newsletter data-load-on="eager" is-overlay-form>` in the element's
 * light DOM, slotted into the dialog: the runtime's loader finds it there like any block and
 * loads the forms code only now (issue 6: "its newsletter form loads the forms block
 * lazily"), and its `sqs-form-success` event bubbles to the host.
 *
 * Closing (button, Escape, backdrop) writes `date-closed` to the record; a sign-up writes
 * `submitted`. Each step is announced as a window `sqs-popup-overlay` event
 * `{action: 'shown' | 'closed' | 'submitted'}` for analytics (the census overlay call), which
 * this module never imports.
 *
 * The element's registration is here too, and its `define` entry calls it, so the runtime and
 * `dist/elements/sqs-popup-overlay.js` share one chunk.
 */
import { emit, on } from '../../events';
import { defineElement } from '../define-element';
import type { PopupRecordStore } from './popup-record';
import type { PopupOverlayAction } from './popup.events';
import { SqsPopupOverlay } from './popup-overlay.element';
import type { PopupSettings } from './popup-settings';

export interface PopupUiOptions {
  window: Window;
  document: Document;
  settings: PopupSettings;
  records: PopupRecordStore;
  now?: () => number;
}

/** Registers `<sqs-popup-overlay>` (harmless twice). */
export function definePopupOverlay(): void {
  defineElement('sqs-popup-overlay', SqsPopupOverlay);
}

/** Opens the popup; returns a teardown that removes it without recording a close. */
export function openPopup({ window: win, document: doc, settings, records, now = Date.now }: PopupUiOptions): () => void {
  // Analytics records it (services/analytics-page.ts, SPEC.md §7 census overlay).
  const announce = (action: PopupOverlayAction) => emit(win, 'sqs-popup-overlay', { action });
  definePopupOverlay();
  const host = doc.createElement('sqs-popup-overlay') as SqsPopupOverlay;
  host.setAttribute('data-sqs-popup-overlay', '');
  host.heading = settings.title;
  host.text = settings.body;
  host.popupStyle = settings.style;

  if (settings.form) {
    const form = doc.createElement('sqs-newsletter');
    form.setAttribute('data-load-on', 'eager');
    form.setAttribute('is-overlay-form', '');
    form.setAttribute('data-block-json', JSON.stringify(settings.form));
    host.append(form);
  }

  on(host, 'sqs-popup-overlay-close', () => {
    host.remove();
    records.update(settings.version, { dateClosed: now() });
    announce('closed');
  });
  on(host, 'sqs-form-success', () => {
    records.update(settings.version, { submitted: true });
    announce('submitted');
  });

  doc.body.append(host);
  try {
    host.show();
  } catch (error) {
    host.remove(); // e.g. another script's modal is half-open: no stray host is left behind
    throw error;
  }
  announce('shown');
  return () => host.remove();
}
