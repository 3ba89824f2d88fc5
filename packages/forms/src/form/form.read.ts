/**
 * A form's block data (CONTRACT.md §4 sqs-form JSON) → its settings, read once per upgrade and
 * once per change by the block glue: the attribute table (form.settings.ts) and the definition,
 * every field read forgivingly (each problem, an unknown type or a duplicate id, reported while
 * the rest still renders). A form with no id or no fields cannot be submitted, so it keeps its
 * server fallback with SPEC.md §8's console text 'Could not render form'.
 */
import { readSettingsTable, tableAttributes, type SettingsOf, type SettingsReader } from '@sqs/runtime/contracts/block-data';
import { readFormDefinition } from '../model/read-form';
import type { FormDefinition } from '../model/field-types';
import { formSettings } from './form.settings';

export const COULD_NOT_RENDER = 'Could not render form';

export type FormSettings = SettingsOf<typeof formSettings> & { definition: FormDefinition };

export const formSettingsReader: SettingsReader<FormSettings> = {
  attributes: tableAttributes(formSettings),
  read(blockData, attribute) {
    const table = readSettingsTable(formSettings, blockData, attribute);
    if (!table.ok) return table;
    const { definition, problems } = readFormDefinition(blockData.ok ? blockData.data : {});
    if (!definition.formId || definition.fields.length === 0) return { ok: false, error: COULD_NOT_RENDER };
    return { ok: true, value: { ...table.value, definition }, warnings: [...table.warnings, ...problems] };
  },
};

/** What the element gives: the newsletter layout and error placement (SPEC.md §5 "Form": no error-above message). */
export interface FormContent {
  newsletter: boolean;
}

export type FormProps = FormSettings & FormContent;

export function readForm(host: HTMLElement, settings: FormSettings): FormContent {
  return { newsletter: host.localName === 'sqs-newsletter' || settings.definition.isNewsletter };
}
