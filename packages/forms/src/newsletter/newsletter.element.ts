import formStyles from '../form/form.css?inline';
import { createBlockElement } from '@sqs/blocks/shared/block-element';
import { formSettingsReader, readForm } from '../form/form.read';
import { FormView } from '../form/form.view';

/**
 * The newsletter block: the form machine with the newsletter layout (the fields and the
 * button on one line, stacked under 320 px, SPEC.md §9) and errors under the button
 * rather than above the form (SPEC.md §5 "Form").
 *
 * @summary A newsletter sign-up that submits to the platform's form API.
 * @tag sqs-newsletter
 *
 * @attr {string} data-block-json - The form definition, as for `sqs-form`.
 * @attr {boolean} is-overlay-form - The form is shown in the popup overlay (payload `isOverlayForm`).
 * @attr {'eager' | 'idle' | 'visible' | 'interaction'} data-load-on - When the block loads (default visible).
 *
 * @fires {CustomEvent<{formId: string}>} sqs-form-submit - Before a submission starts. Cancelable.
 * @fires {CustomEvent<{formId: string, newsletter: boolean}>} sqs-form-success - The sign-up was stored.
 * @fires {CustomEvent<{formId: string, message: string, fieldErrors: Record<string, string>}>} sqs-form-error - A sign-up failed; the input is kept.
 * @fires {CustomEvent<{formId: string}>} sqs-form-render - The form was shown.
 * @fires {CustomEvent<{tag: string}>} sqs-block-ready - After the first render.
 * @fires {CustomEvent<{tag: string, message: string}>} sqs-block-error - The block could not render; its fallback stays.
 *
 * @csspart form - The form element.
 * @csspart field - One field.
 * @csspart label - A field's label.
 * @csspart input - An input.
 * @csspart field-error - A field's error message.
 * @csspart form-status - The message under the button.
 * @csspart submit - The submit button.
 * @csspart submission-message - The message shown after signing up.
 * @csspart captcha - The captcha's box, when the site requires one.
 *
 * @cssprop [--sqs-form-gap=1.25rem] - Space between the fields and the button.
 * @cssprop [--sqs-form-error-color=#b00020] - Colour of error texts and borders.
 * @cssprop [--sqs-form-border=1px solid #767676] - Border of inputs.
 * @cssprop [--sqs-form-radius=4px] - Corner radius of inputs and the button.
 * @cssprop [--sqs-form-input-background=transparent] - Background of inputs.
 * @cssprop [--sqs-form-focus-color=#1a1a1a] - Focus ring colour (inside its halo).
 * @cssprop [--sqs-form-focus-halo=#fff] - The light halo around the focus ring, so it shows on dark and light backgrounds.
 * @cssprop [--sqs-form-button-background=#111] - Button background.
 * @cssprop [--sqs-form-button-color=#fff] - Button text colour.
 */
export class SqsNewsletterElement extends createBlockElement({
  tag: 'sqs-newsletter',
  settings: formSettingsReader,
  read: readForm,
  View: FormView,
  styles: formStyles,
}) {}
