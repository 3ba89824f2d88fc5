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

export const Valid: StoryObj = { render: () => field('form-id="contact" value="Contact leads"') };
export const Empty: StoryObj = { render: () => field('form-id="contact" value=" "') };
export const IllegalCharacters: StoryObj = { render: () => field('form-id="contact" value="../../etc/passwd"') };
export const NoForm: StoryObj = { render: () => field('value="Contact leads"') };
export const Disabled: StoryObj = { render: () => field('disabled form-id="contact" value="Contact leads"') };
