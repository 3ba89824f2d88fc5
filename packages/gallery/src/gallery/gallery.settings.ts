import type { SettingsSchema } from '@sqs/blocks/shared/read-settings';

/**
 * Empty on purpose: a gallery's settings are read whole, JSON and kebab-case attributes
 * together, by the core reader (core/gallery-settings.ts), which knows SPEC.md's key
 * spellings and defaults per design. The block glue still checks the JSON parses.
 */
export const gallerySettingsSchema = {} satisfies SettingsSchema;
