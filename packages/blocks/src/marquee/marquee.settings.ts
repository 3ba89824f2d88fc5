import type { SettingsSchema } from '@sqs/runtime/contracts/block-data';

/** SPEC.md §3 "Marquee props": waveFrequency 1, waveIntensity 0, animationDirection left, animationSpeed 1, pausedOnHover false. */
export const marqueeSettings = {
  waveFrequency: { type: 'number', default: 1, min: 0, max: 100 },
  waveIntensity: { type: 'number', default: 0, min: 0, max: 2 },
  animationDirection: { type: 'enum', values: ['left', 'right'] as const, default: 'left' },
  animationSpeed: { type: 'number', default: 1, min: 0, max: 20 },
  pausedOnHover: { type: 'boolean', default: false },
} satisfies SettingsSchema;
