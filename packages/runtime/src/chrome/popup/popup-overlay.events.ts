/** sqs-popup-overlay's events (CONTRACT.md §5), in the library's one event map. */
import type { EventTable } from '../../events';

export interface PopupOverlayElementEvents {
  /** The visitor closed the popup (close button, Escape, backdrop, or the dialog's own close). */
  'sqs-popup-overlay-close': Record<string, never>;
}

declare module '../../events' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the one map
  interface SqsEventMap extends PopupOverlayElementEvents {}
}

export const popupOverlayElementEvents = {
  'sqs-popup-overlay-close': { on: ['sqs-popup-overlay'], summary: 'The visitor closed the popup.' },
} as const satisfies EventTable<PopupOverlayElementEvents>;
