import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import { expect, userEvent, waitFor } from 'storybook/test';
import '../packages/runtime/src/chrome/dialogs/dialog.define';
import { confirmDialog } from '../packages/runtime/src/chrome/dialogs/confirm-dialog';
import { serverHtml } from './story-html';

/**
 * `<sqs-dialog>` (issue 6 item 4, issue 12 item 6) placed by its tag, one story per state;
 * each story's button opens it (`show()`). On a site the runtime opens it for the 'Logout
 * Successful' notice (SPEC.md §2) and site code through `dialogs()` from runtime.js
 * (confirmDialog, alertDialog): "Opened by the runtime API".
 */
interface Args {
  heading: string;
  message: string;
  buttons: string;
  alert: boolean;
  width: number;
  padding: number;
}

const CONFIRM = JSON.stringify([
  { value: 'cancel', text: 'Cancel' },
  { value: 'confirm', text: 'Confirm' },
]);

const dialog = (args: Partial<Args>, className = '') =>
  html`<p>The page behind the dialog.</p>
    <button type="button" @click=${(event: Event) => (event.currentTarget as Element).parentElement!.querySelector('sqs-dialog')!.show()}>Open the dialog</button>
    <output></output>
    <sqs-dialog
      class=${className || nothing}
      heading=${args.heading || nothing}
      message=${args.message || nothing}
      buttons=${args.buttons || nothing}
      ?alert=${args.alert}
      width=${args.width ?? nothing}
      padding=${args.padding ?? nothing}
      @sqs-dialog-close=${(event: CustomEvent<{ value: string }>) =>
        ((event.target as Element).parentElement!.querySelector('output')!.textContent = `Answer: ${event.detail.value}`)}
    ></sqs-dialog>`;

const open = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await userEvent.click(canvasElement.querySelector('button')!);
  await waitFor(() => expect(canvasElement.querySelector('sqs-dialog')?.shadowRoot?.querySelector('dialog')?.open).toBe(true));
};

const meta: Meta<Args> = {
  title: 'Chrome/sqs-dialog',
  component: 'sqs-dialog',
  parameters: {
    docs: {
      description: {
        component:
          'A modal `<dialog>` (SPEC.md §4, §8 defaults Confirm, Cancel, Reject, Okay; §9 350 px wide, 20 px padding): focus moves to the primary (last) button and returns on close; Escape closes the top layer only; it fades out (none under reduced motion), then `sqs-dialog-close` with the answer. Theme with `--sqs-dialog-*` and `::part(dialog|title|message|actions|button|button-<value>)`.',
      },
    },
  },
  argTypes: {
    heading: { control: 'text' },
    message: { control: 'text' },
    buttons: { control: 'text' },
    alert: { control: 'boolean' },
    width: { control: 'number' },
    padding: { control: 'number' },
  },
  args: { heading: 'Delete file?', message: "This can't be undone. Make sure to update all links to this file.", buttons: CONFIRM, alert: true },
  render: (args) => dialog(args),
  play: open,
  beforeEach: () => () => {
    for (const host of document.querySelectorAll('sqs-dialog')) host.remove();
  },
};
export default meta;

type Story = StoryObj<Args>;

/** A confirmation dialog: Cancel and Confirm; Cancel has the first focus (a destructive action is not one key away). */
export const Confirmation: Story = {
  play: async (context) => {
    await open(context);
    const buttons = [...context.canvasElement.querySelector('sqs-dialog')!.shadowRoot!.querySelectorAll('button')].map((b) => b.textContent);
    await expect(buttons).toEqual(['Cancel', 'Confirm']);
  },
};

/** A confirmation with a third answer, Reject. */
export const ConfirmationWithReject: Story = {
  render: () =>
    dialog({
      heading: 'Save your changes?',
      message: 'Your edits to this page are not saved yet.',
      alert: true,
      buttons: JSON.stringify([
        { value: 'cancel', text: 'Keep editing' },
        { value: 'reject', text: "Don't save" },
        { value: 'confirm', text: 'Save' },
      ]),
    }),
};

/** A wider confirmation, announced as an alert dialog. */
export const Wide: Story = {
  render: () => dialog({ heading: 'Disconnect the mailing list?', message: 'Form submissions will no longer be sent to this list.', buttons: CONFIRM, alert: true, width: 480, padding: 32 }),
};

/** An information dialog with one Okay button. */
export const Information: Story = {
  name: 'Information (one Okay by default)',
  render: () => dialog({ heading: 'Preview Only', message: 'Log out to use this block.' }),
};

/** The dialog the runtime shows once after a logout. */
export const LogoutSuccessful: Story = {
  render: () => dialog({ heading: 'Logout Successful', message: 'You have been successfully logged out.' }),
};

/** No heading: the message names the dialog. */
export const MessageOnly: Story = {
  name: 'A message only (it names the dialog)',
  render: () => dialog({ message: 'All items with these tags will be updated.', buttons: CONFIRM, alert: true }),
};

const themeSheet = new CSSStyleSheet();
themeSheet.replaceSync(`sqs-dialog.themed { --sqs-dialog-background: #fdf6ec; --sqs-dialog-color: #3b2a1a; --sqs-dialog-accent: #8a3b12;
    --sqs-dialog-radius: 0; font-family: Georgia, serif; }
  sqs-dialog.themed::part(title) { text-transform: uppercase; letter-spacing: 0.05em; }`);

/** A site theme through `--sqs-dialog-*` properties. */
export const Themed: Story = {
  render: (args) => {
    document.adoptedStyleSheets = [...document.adoptedStyleSheets.filter((s) => s !== themeSheet), themeSheet];
    return dialog({ ...args, heading: 'Place the order?', message: 'Your card will be charged.' }, 'themed');
  },
};

/** Opened through the runtime's `confirmDialog`; focus returns to the opener when it closes. */
export const OpenedByTheRuntimeApi: Story = {
  name: 'Opened by the runtime API (confirmDialog)',
  render: () => {
    const wrapper = serverHtml('<p>The page behind the dialog.</p><button type="button">Open the confirmation</button> <output></output>');
    const output = wrapper.querySelector('output')!;
    wrapper.querySelector('button')!.addEventListener('click', async () => {
      output.textContent = '';
      output.textContent = `Answer: ${await confirmDialog({ title: 'Delete file?', message: "This can't be undone.", rejectText: true })}`;
    });
    return wrapper;
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(canvasElement.querySelector('button')!);
    await waitFor(() => expect(document.querySelector('[data-sqs-dialog="dialog"]')).not.toBe(null));
  },
};
