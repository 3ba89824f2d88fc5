import type { SettingsOf, SettingsSchema } from '@sqs/runtime/contracts/block-data';

/** Where the site's pages come from (the reference backend's GET /api/editor/pages). `value` is the link. */
export const linkEditorSettings = {
  pagesUrl: { type: 'string', default: '/api/editor/pages' },
  /** The default of "Open in new window" (the element's `newWindow` property is the current one). */
  newWindow: { type: 'boolean', default: false, attribute: 'new-window' },
} satisfies SettingsSchema;

export type LinkEditorSettings = SettingsOf<typeof linkEditorSettings>;
