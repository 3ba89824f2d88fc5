import memberAreaStyles from './member-area.css?inline';
import { createBlockElement } from '@sqs/blocks/shared/block-element';
import { readMemberArea, slotMemberArea } from './member-area.read';
import { memberAreaSettings } from './member-area.settings';
import { MemberAreaView } from './member-area.view';

/**
 * A member area with its pricing toggle (block type MEMBER_AREA 67; issue 16 item 6). SPEC.md §2
 * "Member-access pricing toggle: two buttons switch between two price views and show or hide the
 * matching join button or section". Each child `<section>` is a price view with its own join link
 * (`<a data-join href="/members/join?plan=…">`); its toggle label is `data-label`, else its first
 * heading; its plan `data-plan` (else the link's `?plan=`), sent with a sign-up. Other children (an
 * intro, `<a data-join="sign-in">`) stay above the toggle. The server marks every view but the
 * first shown `data-sqs-unselected`, which the page's CSS hides before the upgrade when scripts run
 * (no layout shift; README). With no JavaScript every view shows and the links go to the server's join page; upgraded, the toggle is
 * a WAI-ARIA radio group (arrow keys choose and wrap) showing one view, and a join link opens a
 * sign-up / sign-in dialog that uses the site-user session (SPEC.md §7). Once signed in, the page
 * goes to `successRedirect` (same origin) or reloads, so the server shows the member's view of a
 * locked page (SPEC.md §6, page type MEMBER_AREA_ACCESS_DENIED 106 for visitors).
 *
 * @summary Membership price views with a monthly/yearly toggle and a join dialog.
 * @tag sqs-member-area
 *
 * @attr {number} selected-index - The price view shown first, 0-based (JSON `selectedIndex`, default 0).
 * @attr {string} label - Accessible name of the toggle group (JSON `label`, default "Billing period").
 * @attr {string} success-redirect - Where a member goes once signed up or in, same origin only (JSON `successRedirect`; default: the page reloads).
 * @attr {string} data-block-json - The block's settings as a JSON object.
 * @attr {'eager' | 'idle' | 'visible' | 'interaction'} data-load-on - When the block loads (default visible).
 *
 * @fires {CustomEvent<{index: number, label: string}>} sqs-member-area-view-change - Before the toggle shows another price view. Cancelable.
 * @fires {CustomEvent<{mode: 'sign-up' | 'sign-in'}>} sqs-member-area-sign-in - Signed up or in through the dialog, before the page goes on. Cancelable: the page then stays.
 * @fires {CustomEvent<{tag: string}>} sqs-block-ready - After the first render.
 * @fires {CustomEvent<{tag: string, message: string}>} sqs-block-error - The block could not render; its fallback stays.
 *
 * @csspart member-area - The whole block.
 * @csspart toggle - The radio group of price views.
 * @csspart option - One button of the toggle; `option-selected` is added to the chosen one.
 * @csspart option-selected - The chosen button (with `option`).
 * @csspart view - The region of one price view.
 * @csspart status - The polite status ('Signed in.').
 * @csspart dialog - The join dialog.
 * @csspart close - The dialog's close button.
 * @csspart input - The email and password fields.
 * @csspart field-error - A field's error text.
 * @csspart error - The dialog's error text (the server's or the data layer's).
 * @csspart submit - 'Create account' / 'Sign in'.
 * @csspart switch - The button that switches between signing up and signing in.
 *
 * @cssprop [--sqs-member-area-toggle-size=max(2.5em, 30px)] - Height of the toggle (fixed, so the page's CSS can keep its place before the upgrade).
 * @cssprop [--sqs-member-area-toggle-border=#1a1a1a] - Border of the toggle.
 * @cssprop [--sqs-member-area-radius=999px] - Corner radius of the toggle.
 * @cssprop [--sqs-member-area-selected-background=#1a1a1a] - Background of the chosen option.
 * @cssprop [--sqs-member-area-selected-color=#fff] - Text colour of the chosen option.
 * @cssprop [--sqs-member-area-dialog-background=#fff] - Background of the join dialog.
 * @cssprop [--sqs-member-area-dialog-color=#1a1a1a] - Text colour of the join dialog.
 * @cssprop [--sqs-member-area-button-background=#1a1a1a] - Background of the dialog's submit button.
 * @cssprop [--sqs-member-area-button-color=#fff] - Text colour of the dialog's submit button.
 * @cssprop [--sqs-member-area-error-color=#a4001d] - Error text colour.
 * @cssprop [--sqs-member-area-focus-color=#1a1a1a] - Focus ring colour (inside its halo).
 * @cssprop [--sqs-member-area-focus-halo=#fff] - The light halo around the focus ring.
 *
 * @slot - Content above the toggle (an intro, a "Sign in" link).
 * @slot view-N - Price view N, the server's `<section>`.
 */
export class SqsMemberAreaElement extends createBlockElement({
  tag: 'sqs-member-area',
  settings: memberAreaSettings,
  read: readMemberArea,
  slot: slotMemberArea,
  View: MemberAreaView,
  styles: memberAreaStyles,
}) {}
