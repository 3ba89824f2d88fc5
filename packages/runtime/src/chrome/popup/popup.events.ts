/** The popup overlay's announcements on window, which analytics records (SPEC.md §7 census overlay). */
import type { EventTable } from '../../events';

export type PopupOverlayAction = 'shown' | 'closed' | 'submitted';

export interface PopupEvents {
  'sqs-popup-overlay': { action: PopupOverlayAction };
}

declare module '../../events' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the one map
  interface SqsEventMap extends PopupEvents {}
}

export const popupEvents = {
  'sqs-popup-overlay': { on: 'window', summary: 'The popup overlay was shown, closed or submitted.' },
} as const satisfies EventTable<PopupEvents>;
