import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../packages/editor/src/spreadsheet-name/spreadsheet-name.define';
import { serverHtml } from './story-html';

const meta: Meta = {
  title: 'Editor/sqs-spreadsheet-name',
  parameters: { docs: { description: { component: "The spreadsheet-name field (SPEC.md §2): a validated name for a form's exported CSV, with its Download link." } } },
};
export default meta;

const field = (attributes: string) =>
  serverHtml(`<form><label for="n">Spreadsheet name</label> <sqs-spreadsheet-name id="n" name="sheet" data-load-on="eager" ${attributes}></sqs-spreadsheet-name></form>`);

/** A valid name ("Contact leads") for form `contact`: no error, and check the Download link for the CSV. */
export const Valid: StoryObj = { render: () => field('form-id="contact" value="Contact leads"') };
/** A blank name (a single space) for form `contact`: the field is invalid and asks for a name. */
export const Empty: StoryObj = { render: () => field('form-id="contact" value=" "') };
/** A name with path characters (`../../etc/passwd`): check the field is invalid and says why. */
export const IllegalCharacters: StoryObj = { render: () => field('form-id="contact" value="../../etc/passwd"') };
/** A valid name but no `form-id`: check what the field shows when there is no form to export. */
export const NoForm: StoryObj = { render: () => field('value="Contact leads"') };
/** A valid name with `disabled`: the name cannot be edited, and the form leaves the value out. */
export const Disabled: StoryObj = { render: () => field('disabled form-id="contact" value="Contact leads"') };
