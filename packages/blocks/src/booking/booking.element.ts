import bookingStyles from './booking.css?inline';
import { createBlockElement } from '../shared/block-element';
import { readBooking } from './booking.read';
import { bookingSettings } from './booking.settings';
import { BookingView } from './booking.view';

const booking = (provider: 'opentable' | 'tock' | 'acuity') =>
  createBlockElement({ tag: `sqs-${provider}`, settings: bookingSettings, read: readBooking(provider), View: BookingView, styles: bookingStyles });

/**
 * A restaurant reservation widget from OpenTable (block type OPENTABLE_V2 66). One implementation for the three booking blocks, with an
 * adapter per provider (booking.logic.ts).
 * Loads the provider's script from the block JSON's `source` only when the block is near the
 * view and, for a script from another origin under a restrictive cookie policy, after consent
 * (the click-to-load placeholder video embeds use). The host has the class `loading`, then
 * `loaded` (SPEC.md §4); its `data-size` is 'wide' above 850 px, else 'standard' (SPEC.md §9).
 * In a logged-in preview the widget is inert under an alert titled 'Preview Only'. A failure is
 * reported and leaves a link to the provider's page (the server HTML's link, the fallback).
 *
 * @summary A restaurant reservation widget from OpenTable, loaded near the view and after consent.
 * @tag sqs-opentable
 *
 * @attr {string} data-block-json - The block's settings: `source`, the provider's script URL (http(s) only).
 * @attr {'eager' | 'idle' | 'visible' | 'interaction'} data-load-on - When the block loads (default visible).
 *
 * @fires {CustomEvent<{provider: string}>} sqs-booking-loaded - The provider's script loaded; the host has the class `loaded`.
 * @fires {CustomEvent<{provider: string, reason: string}>} sqs-booking-failed - The widget could not load (reported); the link to the provider's page shows.
 * @fires {CustomEvent<{tag: string}>} sqs-block-ready - After the first render.
 * @fires {CustomEvent<{tag: string, message: string}>} sqs-block-error - The block could not render; its fallback stays.
 *
 * @slot widget - The provider's mount point (light DOM, where its script writes the widget).
 *
 * @csspart booking - The whole block.
 * @csspart preview - The 'Preview Only' alert (logged-in preview).
 * @csspart consent - Holds the click-to-load placeholder under a restrictive cookie policy.
 * @csspart status - 'Loading …' while the script loads.
 * @csspart failed - The failure text and the link to the provider's page.
 * @csspart link - The link to the provider's page.
 *
 * @cssprop [--sqs-booking-radius=4px] - Corner radius of the preview alert.
 * @cssprop [--sqs-booking-preview-border-color=#b58100] - The preview alert's border.
 * @cssprop [--sqs-booking-preview-background=#fff8e1] - The preview alert's background.
 * @cssprop [--sqs-booking-focus-color=#1a1a1a] - Focus ring colour (inside its halo).
 * @cssprop [--sqs-booking-focus-halo=#fff] - The light halo around the focus ring, so it shows on light and dark pages.
 */
export class SqsOpenTableElement extends booking('opentable') {}

/**
 * A restaurant reservation widget from Tock (block type TOCK 68). One implementation for the three booking blocks, with an
 * adapter per provider (booking.logic.ts).
 * Loads the provider's script from the block JSON's `source` only when the block is near the
 * view and, for a script from another origin under a restrictive cookie policy, after consent
 * (the click-to-load placeholder video embeds use). The host has the class `loading`, then
 * `loaded` (SPEC.md §4); its `data-size` is 'wide' above 850 px, else 'standard' (SPEC.md §9).
 * In a logged-in preview the widget is inert under an alert titled 'Preview Only'. A failure is
 * reported and leaves a link to the provider's page (the server HTML's link, the fallback).
 *
 * @summary A restaurant reservation widget from Tock, loaded near the view and after consent.
 * @tag sqs-tock
 *
 * @attr {string} data-block-json - The block's settings: `source`, the provider's script URL (http(s) only); `businessName`, `displayMode`; at 750 px or less the mount asks for Tock's column layout (SPEC.md §9).
 * @attr {'eager' | 'idle' | 'visible' | 'interaction'} data-load-on - When the block loads (default visible).
 *
 * @fires {CustomEvent<{provider: string}>} sqs-booking-loaded - The provider's script loaded; the host has the class `loaded`.
 * @fires {CustomEvent<{provider: string, reason: string}>} sqs-booking-failed - The widget could not load (reported); the link to the provider's page shows.
 * @fires {CustomEvent<{tag: string}>} sqs-block-ready - After the first render.
 * @fires {CustomEvent<{tag: string, message: string}>} sqs-block-error - The block could not render; its fallback stays.
 *
 * @slot widget - The provider's mount point (light DOM, where its script writes the widget).
 *
 * @csspart booking - The whole block.
 * @csspart preview - The 'Preview Only' alert (logged-in preview).
 * @csspart consent - Holds the click-to-load placeholder under a restrictive cookie policy.
 * @csspart status - 'Loading …' while the script loads.
 * @csspart failed - The failure text and the link to the provider's page.
 * @csspart link - The link to the provider's page.
 *
 * @cssprop [--sqs-booking-radius=4px] - Corner radius of the preview alert.
 * @cssprop [--sqs-booking-preview-border-color=#b58100] - The preview alert's border.
 * @cssprop [--sqs-booking-preview-background=#fff8e1] - The preview alert's background.
 * @cssprop [--sqs-booking-focus-color=#1a1a1a] - Focus ring colour (inside its halo).
 * @cssprop [--sqs-booking-focus-halo=#fff] - The light halo around the focus ring, so it shows on light and dark pages.
 */
export class SqsTockElement extends booking('tock') {}

/**
 * An appointment scheduler from Acuity Scheduling (block type ACUITY 65). One implementation for the three booking blocks, with an
 * adapter per provider (booking.logic.ts).
 * Loads the provider's script from the block JSON's `source` only when the block is near the
 * view and, for a script from another origin under a restrictive cookie policy, after consent
 * (the click-to-load placeholder video embeds use). The host has the class `loading`, then
 * `loaded` (SPEC.md §4); its `data-size` is 'wide' above 850 px, else 'standard' (SPEC.md §9).
 * In a logged-in preview the widget is inert under an alert titled 'Preview Only'. A failure is
 * reported and leaves a link to the provider's page (the server HTML's link, the fallback).
 *
 * @summary An appointment scheduler from Acuity Scheduling, loaded near the view and after consent.
 * @tag sqs-acuity
 *
 * @attr {string} data-block-json - The block's settings: `source`, the provider's script URL (http(s) only); `owner`.
 * @attr {'eager' | 'idle' | 'visible' | 'interaction'} data-load-on - When the block loads (default visible).
 *
 * @fires {CustomEvent<{provider: string}>} sqs-booking-loaded - The provider's script loaded; the host has the class `loaded`.
 * @fires {CustomEvent<{provider: string, reason: string}>} sqs-booking-failed - The widget could not load (reported); the link to the provider's page shows.
 * @fires {CustomEvent<{tag: string}>} sqs-block-ready - After the first render.
 * @fires {CustomEvent<{tag: string, message: string}>} sqs-block-error - The block could not render; its fallback stays.
 *
 * @slot widget - The provider's mount point (light DOM, where its script writes the widget).
 *
 * @csspart booking - The whole block.
 * @csspart preview - The 'Preview Only' alert (logged-in preview).
 * @csspart consent - Holds the click-to-load placeholder under a restrictive cookie policy.
 * @csspart status - 'Loading …' while the script loads.
 * @csspart failed - The failure text and the link to the provider's page.
 * @csspart link - The link to the provider's page.
 *
 * @cssprop [--sqs-booking-radius=4px] - Corner radius of the preview alert.
 * @cssprop [--sqs-booking-preview-border-color=#b58100] - The preview alert's border.
 * @cssprop [--sqs-booking-preview-background=#fff8e1] - The preview alert's background.
 * @cssprop [--sqs-booking-focus-color=#1a1a1a] - Focus ring colour (inside its halo).
 * @cssprop [--sqs-booking-focus-halo=#fff] - The light halo around the focus ring, so it shows on light and dark pages.
 */
export class SqsAcuityElement extends booking('acuity') {}
