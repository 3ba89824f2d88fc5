import formStyles from './form.css?inline';
import { createBlockElement } from '@sqs/blocks/shared/block-element';
import { formSettingsReader, readForm } from './form.read';
import { FormView } from './form.view';

/**
 * A form built from its definition (SPEC.md §3-5; CONTRACT.md §4): every field type,
 * client checks, one POST per submit, the server's messages, and nothing typed ever lost.
 *
 * @summary A contact or order form that submits to the platform's form API.
 * @tag sqs-form
 *
 * @attr {string} data-block-json - The form: `{formId, collectionId, objectName, formName, submitButtonText, submissionMessageHtml, postSubmitHtml, successRedirect, captcha, isNewsletter, fields}`.
 * @attr {number} heading-level - Level (2-6) of section headings, to fit the page outline (JSON `headingLevel`, default 3).
 * @attr {boolean} is-overlay-form - The form is shown in the popup overlay (payload `isOverlayForm`).
 * @attr {'eager' | 'idle' | 'visible' | 'interaction'} data-load-on - When the block loads (default visible).
 *
 * @fires {CustomEvent<{formId: string}>} sqs-form-submit - Before a submission starts. Cancelable.
 * @fires {CustomEvent<{formId: string, newsletter: boolean}>} sqs-form-success - The server stored the submission.
 * @fires {CustomEvent<{formId: string, message: string, fieldErrors: Record<string, string>}>} sqs-form-error - A submission failed; the input is kept.
 * @fires {CustomEvent<{formId: string}>} sqs-form-render - The form was shown.
 * @fires {CustomEvent<{tag: string}>} sqs-block-ready - After the first render.
 * @fires {CustomEvent<{tag: string, message: string}>} sqs-block-error - The block could not render; its fallback stays.
 *
 * @csspart form - The form element.
 * @csspart field - One field (a fieldset for grouped fields).
 * @csspart label - A field's title.
 * @csspart input - An input, select or textarea.
 * @csspart description - A field's description.
 * @csspart field-error - A field's error message.
 * @csspart counter - The textarea's character counter.
 * @csspart section - A section heading.
 * @csspart form-errors - The error summary above the form.
 * @csspart form-status - The message under the submit button.
 * @csspart submit - The submit button.
 * @csspart captcha - The captcha widget.
 * @csspart submission-message - The message shown after a successful submission.
 *
 * @cssprop [--sqs-form-gap=1.25rem] - Space between fields.
 * @cssprop [--sqs-form-error-color=#b00020] - Colour of error texts and borders.
 * @cssprop [--sqs-form-border=1px solid #767676] - Border of inputs.
 * @cssprop [--sqs-form-radius=4px] - Corner radius of inputs and the button.
 * @cssprop [--sqs-form-input-background=transparent] - Background of inputs.
 * @cssprop [--sqs-form-focus-color=#1a1a1a] - Focus ring colour (inside its halo).
 * @cssprop [--sqs-form-focus-halo=#fff] - The light halo around the focus ring, so it shows on dark and light backgrounds.
 * @cssprop [--sqs-form-button-background=#111] - Submit button background.
 * @cssprop [--sqs-form-button-color=#fff] - Submit button text colour.
 */
export class SqsFormElement extends createBlockElement({
  tag: 'sqs-form',
  settings: formSettingsReader,
  read: readForm,
  View: FormView,
  styles: formStyles,
}) {}
