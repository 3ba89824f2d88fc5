/**
 * `data-block-json` → form props (CONTRACT.md §4 sqs-form JSON). The block glue has
 * already checked the JSON parses; here every field is read forgivingly and each
 * problem (an unknown type, a duplicate id) is reported while the rest still renders.
 * A form with no id or no fields cannot be submitted, so it keeps its server fallback
 * with SPEC.md §8's console text 'Could not render form'.
 */
import { report } from '@sqs/runtime/report';
import type { SettingsOf } from '@sqs/blocks/shared/read-settings';
import { readFormDefinition } from '../model/read-form';
import type { FormDefinition } from '../model/field-types';
import type { formSettings } from './form.settings';

export const COULD_NOT_RENDER = 'Could not render form';

export type FormProps = SettingsOf<typeof formSettings> & {
  definition: FormDefinition;
  /** Newsletter layout and error placement (SPEC.md §5 "Form": no error-above message). */
  newsletter: boolean;
};

export function readForm(host: HTMLElement, settings: SettingsOf<typeof formSettings>): FormProps {
  const json = host.getAttribute('data-block-json');
  const { definition, problems } = readFormDefinition(json ? JSON.parse(json) : {});
  for (const problem of problems) report({ source: host.localName, message: problem, element: host });
  if (!definition.formId || definition.fields.length === 0) throw new Error(COULD_NOT_RENDER);
  return { ...settings, definition, newsletter: host.localName === 'sqs-newsletter' || definition.isNewsletter };
}
