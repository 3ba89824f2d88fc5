import spreadsheetNameStyles from './spreadsheet-name.css?inline';
import { createControlElement } from '../shared/control-element';
import { checkSpreadsheetName } from './spreadsheet-name.logic';
import { spreadsheetNameSettings } from './spreadsheet-name.settings';
import { SpreadsheetNameView } from './spreadsheet-name.view';

/**
 * The editor's spreadsheet-name field (SPEC.md §2): the name of the spreadsheet a form's
 * submissions are exported to. A form control whose value is the name as typed; the form refuses
 * it with 'Please enter a file name' (SPEC.md §5) or why a file can't have it (over 100
 * characters, \ / : * ? " < > | or control characters, a reserved device name, a trailing dot
 * or space). With `form-id`, a Download link fetches the CSV from the reference backend.
 * Editor kit: never loaded on a visitor page.
 *
 * @summary A validated name for a form's exported spreadsheet, with its CSV download.
 * @tag sqs-spreadsheet-name
 *
 * @attr {string} form-id - The form whose submissions the link downloads (JSON `formId`); none: no link.
 * @attr {string} value - The default name; the `value` property is the current one.
 * @attr {string} name - The form field's name.
 * @attr {boolean} disabled - Not operable and left out of the form.
 * @attr {boolean} required - Invalid without a name.
 * @attr {string} data-block-json - The settings as a JSON object, e.g. `{"formId": "contact"}`.
 * @attr {'eager' | 'idle' | 'visible' | 'interaction'} data-load-on - When the control renders (default visible).
 *
 * @fires {Event} input - The user typed.
 * @fires {Event} change - The user left the field after changing it.
 * @fires {CustomEvent<{tag: string}>} sqs-block-ready - After the first render.
 * @fires {CustomEvent<{tag: string, message: string}>} sqs-block-error - The control could not render.
 *
 * @csspart field - The group around the input and the link.
 * @csspart input - The name field.
 * @csspart download - The Download CSV link.
 * @csspart problem - Why the name can't be used.
 *
 * @cssprop [--sqs-editor-error-color=#b00020] - Colour of a problem's text.
 * @cssprop [--sqs-editor-accent=#1d4ed8] - Focus ring colour (inside its halo).
 * @cssprop [--sqs-editor-focus-halo=#fff] - The light halo around the focus ring, so it shows on dark and light backgrounds.
 */
export class SqsSpreadsheetNameElement extends createControlElement({
  tag: 'sqs-spreadsheet-name',
  settings: spreadsheetNameSettings,
  read: () => ({}),
  // Any string is kept as typed (a field), the form refuses what a file can't be named.
  validate: (value) => {
    const checked = checkSpreadsheetName(value);
    return checked.ok ? null : checked.problem;
  },
  View: SpreadsheetNameView,
  styles: spreadsheetNameStyles,
}) {}
