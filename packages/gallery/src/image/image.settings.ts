import type { SettingsSchema } from '@sqs/runtime/contracts/block-data';
import { DEFAULT_DPR_MAX, DEFAULT_DPR_MIN } from './image-sizing';

/**
 * SPEC.md §3 "Image loading settings", as JSON keys or kebab-case attributes. Wrong
 * values fall back to the default with a warning (the table never throws); an invalid
 * sizeAdjustment becomes 1 and a negative one 0, as SPEC.md §5 asks.
 */
export const imageSettings = {
  /** fit (contain), fill (cover around the focal point) or none (SPEC.md §5). */
  mode: { type: 'enum', default: 'fill', values: ['fit', 'fill', 'none'] },
  /** For fit: `top`, `bottom left`, `center`... Missing means centred, with a warning. */
  fitAlignment: { type: 'string', default: '' },
  /** SPEC.md §4 load mode: `viewport` (within 200 px), `true` (now) or `false` (not yet). */
  load: { type: 'enum', default: 'viewport', values: ['viewport', 'true', 'false'] },
  sizeAdjustment: { type: 'number', default: 1, min: 0 },
  dprMin: { type: 'number', default: DEFAULT_DPR_MIN, min: 0, max: 8 },
  dprMax: { type: 'number', default: DEFAULT_DPR_MAX, min: 0, max: 8 },
  allowSaveData: { type: 'boolean', default: true },
  forceImageUpdate: { type: 'boolean', default: false },
  sizeFormat: { type: 'enum', default: 'queryString', values: ['queryString', 'filename'] },
} satisfies SettingsSchema;
