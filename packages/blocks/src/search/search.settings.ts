import type { SettingsSchema } from '@sqs/runtime/contracts/block-data';

export const searchSettings = {
  /** Placeholder of the search box (the server input's own placeholder otherwise). */
  placeholder: { type: 'string', default: '' },
} satisfies SettingsSchema;
