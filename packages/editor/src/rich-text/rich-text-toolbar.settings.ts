import type { SettingsOf, SettingsSchema } from '@sqs/runtime/contracts/block-data';

/** The link tool's editor lists the site's pages from here (the link editor's own setting). `value` is the HTML. */
export const richTextSettings = {
  pagesUrl: { type: 'string', default: '/api/editor/pages' },
} satisfies SettingsSchema;

export type RichTextSettings = SettingsOf<typeof richTextSettings>;
