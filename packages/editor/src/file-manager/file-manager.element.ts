import fileManagerStyles from './file-manager.css?inline';
import { createControlElement } from '../shared/control-element';
import { acceptFileValue } from './file-rules';
import { fileManagerSettings } from './file-manager.settings';
import { FileManagerView } from './file-manager.view';

/**
 * The editor's file manager (SPEC.md §2; issue 18 item 1): Upload File (drop zone or chooser,
 * several at once, a progress bar and Cancel each), Existing Files (Load More), File Detail
 * (Choose File, Rename, Delete after the confirmation 'This can't be undone. Make sure to update
 * all links to this file.'). Unsupported types and files over the server's limit are refused
 * before upload. A form control: its value is the chosen file's link (`/s/<id>`), submitted
 * under `name`. Editor kit: never loaded on a visitor page (runtime.js does not know its tag).
 *
 * @summary Upload, browse, rename, delete and choose the site's files; takes part in a form.
 * @tag sqs-file-manager
 *
 * @attr {string} endpoint - The file API (JSON `endpoint`, default `/api/files`; README "File manager API").
 * @attr {number} page-size - Files per page of Existing Files, 1 to 100 (JSON `pageSize`, default 20).
 * @attr {string} value - The default value (a file link `/s/<id>`, or empty); the `value` property is the current one.
 * @attr {string} name - The form field's name.
 * @attr {boolean} disabled - Nothing can be uploaded or chosen, and it is left out of the form.
 * @attr {boolean} required - Invalid until a file is chosen.
 * @attr {string} data-block-json - The settings as a JSON object, e.g. `{"pageSize": 10}`.
 * @attr {'eager' | 'idle' | 'visible' | 'interaction'} data-load-on - When the control renders (default visible).
 *
 * @fires {Event} input - The user chose a file (or the chosen one was deleted).
 * @fires {Event} change - The same, committed at once.
 * @fires {CustomEvent<{tag: string}>} sqs-block-ready - After the first render.
 * @fires {CustomEvent<{tag: string, message: string}>} sqs-block-error - The control could not render.
 *
 * @csspart file-manager - The group around everything.
 * @csspart drop-zone - Where files can be dropped.
 * @csspart browse - The button that opens the browser's file chooser.
 * @csspart uploads - The list of uploads; each is `upload` and `upload-<status>` (queued, uploading, processing, stored, refused, failed, cancelled).
 * @csspart cancel-upload - An upload's Cancel button.
 * @csspart notice - A failure's titled notice ('Unable to Upload File', 'Unable to Rename File').
 * @csspart files - The Existing Files list; each entry's button is `file`.
 * @csspart load-more - The Load More button.
 * @csspart detail - File Detail; its buttons `choose`, `rename`, `delete`, the rename form `rename-form` and `rename-input`.
 * @csspart chosen - The chosen file's name.
 * @csspart status - The visually hidden live region.
 * @csspart problem - Why a value given was refused.
 *
 * @cssprop [--sqs-file-manager-gap=16px] - Space between the areas.
 * @cssprop [--sqs-file-manager-radius=4px] - Corner radius of buttons, drop zone and notices.
 * @cssprop [--sqs-file-manager-button-background=transparent] - Background of the buttons.
 * @cssprop [--sqs-file-manager-focus-color=#1a1a1a] - Focus ring colour (inside its halo).
 * @cssprop [--sqs-file-manager-focus-halo=#fff] - The light halo around the focus ring, so it shows on dark and light backgrounds.
 * @cssprop [--sqs-file-manager-progress-color=#1d4ed8] - Progress bars' colour.
 * @cssprop [--sqs-file-manager-drop-background=rgba(29,78,216,0.08)] - The drop zone while files are dragged over it.
 * @cssprop [--sqs-editor-error-color=#b00020] - Colour of a problem's text and a notice's border.
 */
export class SqsFileManagerElement extends createControlElement({
  tag: 'sqs-file-manager',
  settings: fileManagerSettings,
  // A control has no server content to read: its markup is its attributes.
  read: () => ({}),
  accept: (raw, previous) => acceptFileValue(raw, previous),
  View: FileManagerView,
  styles: fileManagerStyles,
}) {}
