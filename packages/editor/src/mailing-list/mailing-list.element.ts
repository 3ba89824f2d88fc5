import mailingListStyles from './mailing-list.css?inline';
import { createControlElement } from '../shared/control-element';
import { message } from '@sqs/runtime/contracts/messages';
import { SELECT_LIST_TEXT } from './mailing-list.logic';
import { mailingListSettings } from './mailing-list.settings';
import { MailingListView } from './mailing-list.view';

/**
 * The editor's mailing-list dialog with its Zapier panel (SPEC.md §2; states §4 "mailing list
 * connected/disconnected/awaiting Zapier with count of connected Zaps"; texts §5, §8). A form
 * control whose value is the chosen list's id; `required` refuses none with 'A List must be
 * selected'. With `form-id` the connection is kept by the reference backend
 * (`/api/editor/forms/<formId>/mailing`): Connect sends the chosen list, after which each
 * submission of that form adds its email address to the list; Disconnect asks first, since it
 * stops the form's submissions being sent. With no lists it says 'You don't have any mailing
 * lists. Please create one before continuing' and offers to create one. The Zapier panel offers
 * the form to Zapier (awaiting Zapier until a Zap connects) and shows the count of connected Zaps.
 * Editor kit: never loaded on a visitor page.
 *
 * @summary Choose or create the mailing list a form's submissions go to, with the Zapier panel.
 * @tag sqs-mailing-list
 *
 * @attr {string} form-id - The form whose connection the server keeps (JSON `formId`); none: the value alone.
 * @attr {string} value - The default list id; the `value` property is the current one.
 * @attr {string} name - The form field's name.
 * @attr {boolean} disabled - Not operable and left out of the form.
 * @attr {boolean} required - Invalid without a list ('A List must be selected').
 * @attr {string} data-block-json - The settings as a JSON object, e.g. `{"formId": "contact"}`.
 * @attr {'eager' | 'idle' | 'visible' | 'interaction'} data-load-on - When the control renders (default visible).
 *
 * @fires {Event} input - The chosen list changed (chosen, created or disconnected).
 * @fires {Event} change - The chosen list changed (committed at once).
 * @fires {CustomEvent<{tag: string}>} sqs-block-ready - After the first render.
 * @fires {CustomEvent<{tag: string, message: string}>} sqs-block-error - The control could not render.
 *
 * @csspart dialog - The group around everything.
 * @csspart status - The connection's state (connected, disconnected, awaiting Zapier) and the Zap count.
 * @csspart zaps - The count of connected Zaps.
 * @csspart empty - The text shown when the site has no mailing lists.
 * @csspart select - The list to send submissions to.
 * @csspart connect - Connect the form to the chosen list.
 * @csspart disconnect - Disconnect the form (after the confirmation).
 * @csspart new-name - The name of a list to create.
 * @csspart create - Create the list.
 * @csspart zapier - The Zapier panel.
 * @csspart zapier-toggle - Offer (or stop offering) the form's submissions to Zapier.
 * @csspart zapier-refresh - Ask again how many Zaps are connected.
 * @csspart problem - Why the last action failed.
 * @csspart retry - Load the lists again after a failure.
 * @csspart confirm - The disconnect confirmation dialog.
 * @csspart confirm-disconnect - The confirmation's Disconnect button.
 * @csspart confirm-cancel - The confirmation's Cancel button.
 *
 * @cssprop [--sqs-editor-accent=#1d4ed8] - Focus ring colour (inside its halo).
 * @cssprop [--sqs-editor-focus-halo=#fff] - The light halo around the focus ring, so it shows on dark and light backgrounds.
 * @cssprop [--sqs-editor-error-color=#b00020] - Colour of a problem's text.
 */
export class SqsMailingListElement extends createControlElement({
  tag: 'sqs-mailing-list',
  settings: mailingListSettings,
  // A control has no server content to read: its markup is its attributes.
  read: () => ({}),
  requiredText: () => message('mailingList.select', SELECT_LIST_TEXT),
  View: MailingListView,
  styles: mailingListStyles,
}) {}
