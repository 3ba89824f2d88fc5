import type { SettingsOf, SettingsSchema } from '@sqs/runtime/contracts/block-data';

/** `{"formId": "contact"}`: the form whose submissions the Download link exports. */
export const spreadsheetNameSettings = {
  formId: { type: 'string', default: '' },
} satisfies SettingsSchema;

export type SpreadsheetNameSettings = SettingsOf<typeof spreadsheetNameSettings>;
