import type { SettingsOf, SettingsSchema } from '@sqs/runtime/contracts/block-data';

/** `{"formId": "contact"}`: the form whose submissions go to the chosen list. */
export const mailingListSettings = {
  /** The form the reference backend connects (`/api/editor/forms/<formId>/mailing`). */
  formId: { type: 'string', default: '' },
} satisfies SettingsSchema;

export type MailingListSettings = SettingsOf<typeof mailingListSettings>;
