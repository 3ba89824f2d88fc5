import type { SettingsSchema } from '@sqs/runtime/contracts/block-data';

export const menuSettings = {
  /** The tab shown first (0-based). */
  selectedIndex: { type: 'number', default: 0, min: 0 },
  /** Accessible name of the tab list, e.g. "Menus". */
  label: { type: 'string', default: 'Menu' },
} satisfies SettingsSchema;
