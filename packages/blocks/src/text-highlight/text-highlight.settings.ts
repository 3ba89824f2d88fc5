import type { SettingsSchema } from '@sqs/runtime/contracts/block-data';
import { HIGHLIGHT_ANIMATIONS, HIGHLIGHT_DEFAULTS, HIGHLIGHT_SHAPES } from './text-highlight.logic';

/** CSS `mix-blend-mode` values the `blend` setting may take. */
export const BLEND_MODES = ['normal', 'multiply', 'screen', 'overlay', 'darken', 'lighten', 'color-burn', 'color-dodge', 'difference', 'exclusion', 'hue', 'saturation', 'color', 'luminosity', 'hard-light', 'soft-light'] as const;

/** SPEC.md §3 "Text highlight" props, defaults of §9. `color` and `thickness` are checked as CSS by the hook. */
export const textHighlightSettings = {
  shape: { type: 'enum', values: HIGHLIGHT_SHAPES, default: HIGHLIGHT_DEFAULTS.shape },
  /** Empty: `--sqs-text-highlight-color`, else the text colour. */
  color: { type: 'string', default: '' },
  thickness: { type: 'string', default: HIGHLIGHT_DEFAULTS.thickness },
  linecap: { type: 'enum', values: ['butt', 'round', 'square'] as const, default: HIGHLIGHT_DEFAULTS.linecap },
  blend: { type: 'enum', values: BLEND_MODES, default: 'normal' },
  opacity: { type: 'number', default: 1, min: 0, max: 1 },
  animation: { type: 'enum', values: HIGHLIGHT_ANIMATIONS, default: HIGHLIGHT_DEFAULTS.animation },
  direction: { type: 'enum', values: ['left', 'right'] as const, default: HIGHLIGHT_DEFAULTS.direction },
  /** Seconds. */
  duration: { type: 'number', default: HIGHLIGHT_DEFAULTS.duration, min: 0, max: 10 },
  isAnimationEnabled: { type: 'boolean', default: true },
} satisfies SettingsSchema;
