import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../packages/editor/src/tag-manager/tag-manager.define';
import { serverHtml } from './story-html';

const meta: Meta = {
  title: 'Editor/sqs-tag-manager',
  parameters: {
    docs: {
      description: {
        component:
          'The tag and category manager (SPEC.md §2): type and Enter adds, Backspace in the empty field removes the last chip after the confirmation; select chips to rename, merge or remove.',
      },
    },
  },
};
export default meta;

const manager = (attributes: string, label = 'Post tags') =>
  serverHtml(`<form><label for="t">${label}</label> <sqs-tag-manager id="t" name="tags" data-load-on="eager" ${attributes}></sqs-tag-manager></form>`);

/** Three tags (News, Travel, Recipes) as chips: check adding with Enter and removing with Backspace in the empty field, and that the form submits the list under `tags`. */
export const Tags: StoryObj = { render: () => manager(`value='["News","Travel","Recipes"]'`) };
/** No tags yet: just the input; type a name and press Enter to add the first chip. */
export const Empty: StoryObj = { render: () => manager('') };
/** `tag-type="category"` with two categories (Guides, Reviews): the messages and limits speak of categories instead of tags. */
export const Categories: StoryObj = { render: () => manager(`tag-type="category" value='["Guides","Reviews"]'`, 'Post categories') };
/** Two tags with `disabled`: chips show but cannot be added, selected or removed, and the form leaves the value out. */
export const Disabled: StoryObj = { render: () => manager(`disabled value='["News","Travel"]'`) };
/** `value='News, Travel'` is not a JSON list: the value is refused with the "Not a list of tag names" message. */
export const RefusedValue: StoryObj = { render: () => manager(`value='News, Travel'`) };
/** A chip selected: the Rename, Merge and Remove actions show. */
export const Selected: StoryObj = {
  render: () => manager(`value='["News","Travel","Trips"]'`),
  play: async ({ canvasElement }) => {
    const host = canvasElement.querySelector('sqs-tag-manager')!;
    await customElements.whenDefined('sqs-tag-manager');
    for (let i = 0; i < 100 && !host.shadowRoot?.querySelector('[part="chip-name"]'); i++) await new Promise((r) => setTimeout(r, 20));
    const chips = host.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part="chip-name"]');
    chips[1]?.click();
    chips[2]?.click();
  },
};
/** A duplicate typed: 'This tag already exists'. */
export const Duplicate: StoryObj = {
  render: () => manager(`value='["News"]'`),
  play: async ({ canvasElement }) => {
    const host = canvasElement.querySelector('sqs-tag-manager')!;
    for (let i = 0; i < 100 && !host.shadowRoot?.querySelector('[part="input"]'); i++) await new Promise((r) => setTimeout(r, 20));
    const input = host.shadowRoot!.querySelector<HTMLInputElement>('[part="input"]')!;
    input.value = 'news';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  },
};
/** The removal confirmation open: 'All items with these tags will be updated.' */
export const ConfirmRemove: StoryObj = {
  render: () => manager(`value='["News","Travel"]'`),
  play: async ({ canvasElement }) => {
    const host = canvasElement.querySelector('sqs-tag-manager')!;
    for (let i = 0; i < 100 && !host.shadowRoot?.querySelector('[part="chip-remove"]'); i++) await new Promise((r) => setTimeout(r, 20));
    host.shadowRoot!.querySelector<HTMLButtonElement>('[part="chip-remove"]')!.click();
  },
};
