/** Between the site and the editor around it (SPEC.md §2 Escape in the backend), on the editor's window. */
import type { EventTable } from '../events';

export interface EditorEvents {
  /** Escape in the editor with no guide open: the editor toggles full-screen preview. */
  'sqs-editor-preview-toggle': Record<string, never>;
  /** Escape in the editor with a guide open: the editor closes it. */
  'sqs-editor-guide-close': Record<string, never>;
  /** Sent by the editor UI when a guide opens or closes, so Escape knows which to do. */
  'sqs-editor-guide': { open: boolean };
}

declare module '../events' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the one map
  interface SqsEventMap extends EditorEvents {}
}

export const editorEvents = {
  'sqs-editor-preview-toggle': { on: 'window', summary: 'Escape with no guide open: the editor toggles full-screen preview.' },
  'sqs-editor-guide-close': { on: 'window', summary: 'Escape with a guide open: the editor closes it.' },
  'sqs-editor-guide': { on: 'window', summary: 'The editor UI says a guide opened or closed.' },
} as const satisfies EventTable<EditorEvents>;
