import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../packages/editor/src/mailing-list/mailing-list.define';
import { serverHtml } from './story-html';

const meta: Meta = {
  title: 'Editor/sqs-mailing-list',
  parameters: {
    docs: {
      description: {
        component:
          "The mailing-list dialog with the Zapier panel (SPEC.md §2, §4, §5, §8): choose or create the list a form's submissions go to. Its states (connected, disconnected, awaiting Zapier with the Zap count, no lists) come from the reference backend: run the demo server to see them; without it the dialog says 'Unable to load. Try again.'.",
      },
    },
  },
};
export default meta;

const dialog = (attributes: string) =>
  serverHtml(`<form><label for="m">Mailing list</label> <sqs-mailing-list id="m" name="list" data-load-on="eager" ${attributes}></sqs-mailing-list></form>`);

/** Connected to the contact form (`form-id="contact"`): with the demo server, the form's connection state and the Zapier panel; without it, check the load failure and its Try again button. */
export const ForForm: StoryObj = { render: () => dialog('form-id="contact"') };
/** No form: only the list choice, the value being the chosen list; `required` says 'A List must be selected' while none is chosen. */
export const RequiredChoice: StoryObj = { render: () => dialog('required') };
/** `disabled`: nothing can be chosen or changed, and the form leaves the value out. */
export const Disabled: StoryObj = { render: () => dialog('disabled form-id="contact"') };
