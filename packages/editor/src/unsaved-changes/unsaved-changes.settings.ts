import type { SettingsOf, SettingsSchema } from '@sqs/runtime/contracts/block-data';

/** Which form it watches: the id in `for`, else the form it sits in, else the page's first form. */
export const unsavedChangesSettings = {
  formId: { type: 'string', default: '', attribute: 'for' },
} satisfies SettingsSchema;

export type UnsavedChangesSettings = SettingsOf<typeof unsavedChangesSettings>;
