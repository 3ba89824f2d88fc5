import type { SettingsOf, SettingsSchema } from '@sqs/runtime/contracts/block-data';

/** Where the site's pages come from (the reference backend's GET /api/editor/pages). `value` is the link. */
export const linkEditorSettings = {
  pagesUrl: { type: 'string', default: '/api/editor/pages' },
} satisfies SettingsSchema;

export type LinkEditorSettings = SettingsOf<typeof linkEditorSettings>;
