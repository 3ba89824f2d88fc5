import type { SettingsSchema } from '@sqs/runtime/contracts/block-data';

export const memberAreaSettings = {
  /** The price view shown first (0-based): the server HTML lists them all. */
  selectedIndex: { type: 'number', default: 0, min: 0 },
  /** Accessible name of the toggle group, e.g. "Billing period". */
  label: { type: 'string', default: 'Billing period' },
  /** Where a member goes once signed up or in (same origin only); empty reloads the page, so the server shows the member's view. */
  successRedirect: { type: 'string', default: '' },
} satisfies SettingsSchema;
