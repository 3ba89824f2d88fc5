import type { SettingsSchema } from '@sqs/runtime/contracts/block-data';

/**
 * The settings a host page may set as attributes. The form itself (fields, texts,
 * captcha) is read whole from `data-block-json` by `readForm` (CONTRACT.md §4).
 */
export const formSettings = {
  /** Set by the popup overlay for the form it shows (SPEC.md §3 payload `isOverlayForm`). */
  isOverlayForm: { type: 'boolean', default: false },
  /** The level of section headings, to fit the page's outline (axe "heading-order"). */
  headingLevel: { type: 'number', default: 3, min: 2, max: 6 },
} satisfies SettingsSchema;
