import tagManagerStyles from './tag-manager.css?inline';
import { createControlElement } from '../shared/control-element';
import { acceptNames } from './tag-manager.logic';
import { tagManagerSettings, tagTypeOf } from './tag-manager.settings';
import { TagManagerView } from './tag-manager.view';

/**
 * The editor's tag and category manager (SPEC.md §2; caps and texts §5; confirmation §8).
 * A form control whose value is the names as a JSON array (`["News","Travel"]`, '' for none),
 * unique without regard to case, each at most 50 characters for tags and 25 for categories.
 * Keyboard first: type and Enter adds, Backspace in the empty field removes the last chip;
 * chips select for Rename (one at a time), Merge (into the first) and Remove, which asks
 * 'All items with these tags will be updated.' first. With `collection-id` the list is the
 * collection's, kept by the server (`/api/editor/taxonomy`), so a rename reaches every item.
 * Any string as a value: a value that is not such a list keeps the last one and says why.
 * Editor kit: never loaded on a visitor page (runtime.js does not know its tag).
 *
 * @summary A keyboard-first tag or category list (add, rename, merge, remove) that takes part in a form.
 * @tag sqs-tag-manager
 *
 * @attr {'tag' | 'category'} tag-type - Tags (50 characters) or categories (25) (JSON `tagType`, default tag).
 * @attr {string} collection-id - The collection whose list the server keeps (JSON `collectionId`); none: the value alone.
 * @attr {string} value - The default value, a JSON array of names; the `value` property is the current one.
 * @attr {string} name - The form field's name.
 * @attr {boolean} disabled - Not operable and left out of the form.
 * @attr {boolean} required - Invalid without a name.
 * @attr {string} data-block-json - The settings as a JSON object, e.g. `{"tagType": "category", "collectionId": "blog"}`.
 * @attr {'eager' | 'idle' | 'visible' | 'interaction'} data-load-on - When the control renders (default visible).
 *
 * @fires {Event} input - The names changed (added, renamed, merged or removed).
 * @fires {Event} change - The names changed (committed at once).
 * @fires {CustomEvent<{tag: string}>} sqs-block-ready - After the first render.
 * @fires {CustomEvent<{tag: string, message: string}>} sqs-block-error - The control could not render.
 *
 * @csspart manager - The group around the list, the field and the actions.
 * @csspart chips - The list of names.
 * @csspart chip - One name: its toggle button and its remove button.
 * @csspart chip-name - The toggle button that selects a name.
 * @csspart chip-remove - The button that removes a name (after the confirmation).
 * @csspart rename - The field that renames a name in place.
 * @csspart input - The field to type a new name in.
 * @csspart empty - The text shown when there are no names.
 * @csspart actions - Rename, Merge and Remove for the selected names.
 * @csspart action-rename - Rename the selected name.
 * @csspart action-merge - Merge the selected names into the first.
 * @csspart action-remove - Remove the selected names.
 * @csspart problem - Why the last change or value was refused.
 * @csspart confirm - The removal confirmation dialog.
 * @csspart confirm-remove - The confirmation's Remove button.
 * @csspart confirm-cancel - The confirmation's Cancel button.
 *
 * @cssprop [--sqs-tag-manager-gap=6px] - Space between chips.
 * @cssprop [--sqs-tag-manager-chip-background=#eef0f3] - Background of a chip.
 * @cssprop [--sqs-tag-manager-chip-selected-background=#1d4ed8] - Background of a selected chip.
 * @cssprop [--sqs-tag-manager-chip-selected-color=#fff] - Text colour of a selected chip.
 * @cssprop [--sqs-tag-manager-radius=999px] - Corner radius of a chip.
 * @cssprop [--sqs-tag-manager-focus-color=#1a1a1a] - Focus ring colour (inside its halo).
 * @cssprop [--sqs-tag-manager-focus-halo=#fff] - The light halo around the focus ring, so it shows on dark and light backgrounds.
 * @cssprop [--sqs-editor-error-color=#b00020] - Colour of a problem's text.
 */
export class SqsTagManagerElement extends createControlElement({
  tag: 'sqs-tag-manager',
  settings: tagManagerSettings,
  // A control has no server content to read: its markup is its attributes.
  read: () => ({}),
  accept: (raw, previous, host) => acceptNames(raw, previous, tagTypeOf(host)),
  View: TagManagerView,
  styles: tagManagerStyles,
}) {}
