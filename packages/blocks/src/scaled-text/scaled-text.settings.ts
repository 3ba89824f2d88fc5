import type { SettingsSchema } from '@sqs/runtime/contracts/block-data';

/**
 * SPEC.md §9 fixes the numbers (11 px floor, 13 px marker, 100 ms debounce); the block has no
 * setting of its own: its text and its size come from the server HTML and the site's CSS.
 */
export const scaledTextSettings = {} satisfies SettingsSchema;
