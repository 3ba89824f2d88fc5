import fieldStyles from '../shared/fields.css?inline';
import { createControlElement } from '../shared/control-element';
import { acceptAddress, readAddress, zipProblem } from './address-field.logic';
import { addressFieldSettings } from './address-field.settings';
import { AddressFieldView } from './address-field.view';

/**
 * The editor's address field (SPEC.md §2): address lines, city, state, zip and country, with
 * place suggestions on the first line (SPEC.md §7 GET /api/google-maps/places/autocomplete and
 * /details; the reference backend serves a local stand-in). The details call carries the
 * tracking context `product-page` and `product-section`; without them it is not made and SPEC.md
 * §8's 'Please provide a tracking context when using Google Places API details to track cost' is
 * reported. A form control whose value is the address as JSON (`addressLine1`, `addressLine2`,
 * `city`, `state`, `zip`, `country`); in the US a zip must be exactly 5 digits (§5), else the
 * form refuses it. Editor kit: never loaded on a visitor page.
 *
 * @summary An address field with place suggestions that takes part in a form.
 * @tag sqs-address-field
 *
 * @attr {string} places-url - The places calls' base (JSON `placesUrl`, default /api/google-maps/places).
 * @attr {string} product-page - Tracking context of the details call (JSON `productPage`).
 * @attr {string} product-section - Tracking context of the details call (JSON `productSection`).
 * @attr {string} value - The default value (the address as JSON); the `value` property is the current one.
 * @attr {string} name - The form field's name.
 * @attr {boolean} disabled - Not operable and left out of the form.
 * @attr {boolean} required - Invalid without an address.
 * @attr {string} data-block-json - The settings as a JSON object.
 * @attr {'eager' | 'idle' | 'visible' | 'interaction'} data-load-on - When the control renders (default visible).
 *
 * @fires {Event} input - A part of the address changed as the user typed.
 * @fires {Event} change - The change was committed (a field left, a suggestion picked).
 * @fires {CustomEvent<{tag: string}>} sqs-block-ready - After the first render.
 * @fires {CustomEvent<{tag: string, message: string}>} sqs-block-error - The control could not render.
 *
 * @csspart address - The whole field group.
 * @csspart field - Each labelled field; its input has the part `input` and the part's name (`zip`…).
 * @csspart combobox - The first line with its suggestions (`listbox`, each `option`).
 * @csspart problem - Why a zip or a value was refused.
 *
 * @cssprop [--sqs-editor-accent=#1d4ed8] - The active suggestion's and the focus ring's colour.
 * @cssprop [--sqs-editor-focus-halo=#fff] - The light halo around the focus ring, so it shows on dark and light backgrounds.
 * @cssprop [--sqs-editor-error-color=#b00020] - Colour of a problem's text.
 */
export class SqsAddressFieldElement extends createControlElement({
  tag: 'sqs-address-field',
  settings: addressFieldSettings,
  read: () => ({}),
  accept: (raw, previous) => acceptAddress(raw, previous),
  validate: (value) => zipProblem(readAddress(value)),
  View: AddressFieldView,
  styles: fieldStyles,
}) {}
