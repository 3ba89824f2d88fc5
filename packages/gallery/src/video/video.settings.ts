import type { SettingsSchema } from '@sqs/runtime/contracts/block-data';

/** The video block's settings, as JSON keys or kebab-case attributes. */
export const videoSettings = {
  /**
   * The video's title; default: the embed's iframe title, else the poster's alt text.
   * The attribute is `video-title`: a `title` attribute would give the whole block a tooltip.
   */
  title: { type: 'string', default: '', attribute: 'video-title' },
  /** SPEC.md §4/§5: none, fit (default) or fill. */
  mode: { type: 'enum', default: 'fit', values: ['none', 'fit', 'fill'] },
  /** A custom featured image was set (SPEC.md §8's wording when the embed is invalid). */
  customThumbnail: { type: 'boolean', default: false },
  /** The server found the video on a Vimeo Basic account (SPEC.md §8). */
  vimeoBasic: { type: 'boolean', default: false },
} satisfies SettingsSchema;
