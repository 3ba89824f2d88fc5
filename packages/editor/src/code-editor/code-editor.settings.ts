import type { SettingsOf, SettingsSchema } from '@sqs/runtime/contracts/block-data';

/** `value` is the code. */
export const codeEditorSettings = {
  /** html, css, javascript or markdown (or js, md, text/css…: code-editor.logic.ts resolveMode); HTML by default. */
  mode: { type: 'string', default: 'html' },
  /** A visible label above the editor, which names it; without one, the element's `<label>` or `aria-label` does. */
  label: { type: 'string', default: '' },
} satisfies SettingsSchema;

export type CodeEditorSettings = SettingsOf<typeof codeEditorSettings>;
