import type { SettingsOf, SettingsSchema } from '@sqs/runtime/contracts/block-data';

/**
 * Where the catalogue comes from (the reference backend's GET /api/editor/fonts), the style guide's
 * families and the Typekit kit. The kit and its fonts default to the page context's
 * `website.typekitId` and `typekitFonts` (SPEC.md §3), the style guide to its `googleFonts`.
 */
export const fontPickerSettings = {
  fontsUrl: { type: 'string', default: '/api/editor/fonts' },
  /** The style guide's families, separated by commas (else the page context's googleFonts). */
  styleGuide: { type: 'string', default: '' },
  /** The Typekit kit's id (else the page context's website.typekitId). */
  typekitId: { type: 'string', default: '' },
  /** The ids of the kit fonts the page uses, separated by commas (else the page context's typekitFonts). */
  typekitFonts: { type: 'string', default: '' },
  /** The list shown first: all, style-guide, typekit or a category ("Sans Serif"…). */
  view: { type: 'string', default: 'all' },
} satisfies SettingsSchema;

export type FontPickerSettings = SettingsOf<typeof fontPickerSettings>;
