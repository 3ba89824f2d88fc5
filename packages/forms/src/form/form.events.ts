/** sqs-form's and sqs-newsletter's events (CONTRACT.md §5), in the library's one event map. */
import type { EventTable } from '@sqs/runtime/events';

export interface FormEvents {
  /** Before a submission starts. Cancelable: a listener may refuse it. */
  'sqs-form-submit': { formId: string };
  /** The server stored the submission. */
  'sqs-form-success': { formId: string; newsletter: boolean };
  /** A submission failed; the visitor's input is kept. */
  'sqs-form-error': { formId: string; message: string; fieldErrors: Record<string, string> };
  /** The form was shown (for the form-render census, SPEC.md §7). */
  'sqs-form-render': { formId: string };
}

declare module '@sqs/runtime/events' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the one map
  interface SqsEventMap extends FormEvents {}
}

const FORMS = ['sqs-form', 'sqs-newsletter'] as const;

export const formEvents = {
  'sqs-form-submit': { on: FORMS, cancelable: true, summary: 'Before a submission starts.' },
  'sqs-form-success': { on: FORMS, summary: 'The server stored the submission.' },
  'sqs-form-error': { on: FORMS, summary: "A submission failed; the visitor's input is kept." },
  'sqs-form-render': { on: FORMS, summary: 'The form was shown (the form-render census, SPEC.md §7).' },
} as const satisfies EventTable<FormEvents>;
