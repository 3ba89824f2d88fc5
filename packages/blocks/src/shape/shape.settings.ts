import type { SettingsSchema } from '@sqs/runtime/contracts/block-data';
import { SHAPES } from './shape.logic';

/** Block type SHAPE 71. Colours are CSS colours, checked by the view; empty means the theme's custom property. */
export const shapeSettings = {
  shape: { type: 'enum', values: SHAPES, default: 'circle' },
  fill: { type: 'string', default: '' },
  stroke: { type: 'string', default: '' },
  /** Outline width in px (0: none). */
  strokeWidth: { type: 'number', default: 0, min: 0, max: 40 },
} satisfies SettingsSchema;
