import { createBlockElement } from '@sqs/blocks/shared/block-element';
import unsavedChangesStyles from './unsaved-changes.css?inline';
import { unsavedChangesSettings } from './unsaved-changes.settings';
import { UnsavedChangesView } from './unsaved-changes.view';

/**
 * The editor's unsaved-changes dialog (SPEC.md §2): when the form it watches has changed since it
 * was loaded, saved or reset, a click on a link to another page of the site opens an alertdialog
 * with Leave, Stay and Save, and leaving the page any other way gets the browser's own prompt
 * (`beforeunload`). Save posts the form to its action (unless a listener cancels
 * `sqs-unsaved-changes-save` to save its own way), then goes on. Editor kit: never loaded on a
 * visitor page. Once it has read the form's loaded values (changes count from then) it sets
 * `data-watching` on itself.
 *
 * @summary A Leave / Stay / Save dialog that guards a form's unsaved changes.
 * @tag sqs-unsaved-changes
 *
 * @attr {string} for - The id of the form to watch (JSON `formId`); else the form around it, else the page's first form.
 * @attr {string} data-block-json - The settings as a JSON object.
 * @attr {'eager' | 'idle' | 'visible' | 'interaction'} data-load-on - When it starts watching; use eager (it has no box to become visible).
 *
 * @fires {CustomEvent<{href: string, form: HTMLFormElement}>} sqs-unsaved-changes-save - Save was chosen; cancel it to save another way (the dialog closes).
 * @fires {CustomEvent<{href: string}>} sqs-unsaved-changes-leave - The page is about to be left for `href` (after Leave, or a save); cancel it to route yourself.
 * @fires {CustomEvent<{tag: string}>} sqs-block-ready - After the first render.
 * @fires {CustomEvent<{tag: string, message: string}>} sqs-block-error - The dialog could not render.
 *
 * @csspart dialog - The alertdialog.
 * @csspart title - Its heading.
 * @csspart text - Its message.
 * @csspart actions - The row of buttons; each has the part `button` and `leave`, `stay` or `save`.
 * @csspart problem - Why the save failed.
 *
 * @cssprop [--sqs-editor-accent=#1d4ed8] - The Save button's and the focus ring's colour.
 * @cssprop [--sqs-editor-focus-halo=#fff] - The light halo around the focus ring, so it shows on dark and light backgrounds.
 * @cssprop [--sqs-editor-background=#fff] - The dialog's background.
 * @cssprop [--sqs-editor-color=#111] - The dialog's text colour.
 */
export class SqsUnsavedChangesElement extends createBlockElement({
  tag: 'sqs-unsaved-changes',
  settings: unsavedChangesSettings,
  read: () => ({}),
  View: UnsavedChangesView,
  styles: unsavedChangesStyles,
}) {}
