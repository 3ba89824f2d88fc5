import type { SettingsSchema } from '@sqs/runtime/contracts/block-data';

/** CONTRACT.md §4: JSON `allowMultipleOpen` (false), `isFirstItemExpanded` (false). */
export const accordionSettings = {
  allowMultipleOpen: { type: 'boolean', default: false },
  isFirstItemExpanded: { type: 'boolean', default: false },
  /** The heading level wrapping each trigger (WAI-ARIA accordion pattern); fits the page outline. */
  headingLevel: { type: 'number', default: 3, min: 2, max: 6 },
} satisfies SettingsSchema;
