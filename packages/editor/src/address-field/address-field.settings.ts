import type { SettingsOf, SettingsSchema } from '@sqs/runtime/contracts/block-data';

/** Where suggestions come from (SPEC.md §7) and the cost-tracking context the details call carries. */
export const addressFieldSettings = {
  placesUrl: { type: 'string', default: '/api/google-maps/places' },
  productPage: { type: 'string', default: '' },
  productSection: { type: 'string', default: '' },
} satisfies SettingsSchema;

export type AddressFieldSettings = SettingsOf<typeof addressFieldSettings>;
