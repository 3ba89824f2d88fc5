/** sqs-menu's events (CONTRACT.md §5), in the library's one event map (@sqs/runtime/events). */
import type { EventTable } from '@sqs/runtime/events';

export interface MenuEvents {
  /** Fired before another menu is shown; cancel it to stay on the current one. */
  'sqs-menu-select': { index: number; label: string };
}

declare module '@sqs/runtime/events' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the one map
  interface SqsEventMap extends MenuEvents {}
}

export const menuEvents = {
  'sqs-menu-select': { on: ['sqs-menu'], cancelable: true, summary: 'Before another menu is shown.' },
} as const satisfies EventTable<MenuEvents>;
