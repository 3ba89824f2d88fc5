import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import { expect, userEvent, waitFor } from 'storybook/test';
import '../packages/runtime/src/chrome/dialogs/system-error.define';

/**
 * `<sqs-system-error>` (SPEC.md §8 "System error overlay"; issue 12 item 6) placed by its tag,
 * one story per state; each story's button opens it. On a site the runtime opens it on a
 * window `sqs-system-error` event (the data layer sends one for `authorizationFail`).
 * Reload Page really reloads this frame.
 */
interface Args {
  kind: string;
  generic: boolean;
  message: string;
  url: string;
  format: string;
  error: string;
  'error-key': string;
  provider: string;
}

const overlay = (args: Partial<Args>) =>
  html`<p>The page behind the overlay.</p>
    <button type="button" @click=${(event: Event) => (event.currentTarget as Element).parentElement!.querySelector('sqs-system-error')!.show()}>Show the overlay</button>
    <sqs-system-error
      kind=${args.kind || nothing}
      ?generic=${args.generic}
      message=${args.message || nothing}
      url=${args.url || nothing}
      format=${args.format || nothing}
      error=${args.error || nothing}
      error-key=${args['error-key'] || nothing}
      provider=${args.provider || nothing}
    ></sqs-system-error>`;

const meta: Meta<Args> = {
  title: 'Chrome/sqs-system-error',
  component: 'sqs-system-error',
  parameters: {
    docs: {
      description: {
        component:
          'A modal alert dialog: “Something Went Wrong!” with the generic text, the network text (“Unable to connect to {provider}. Please try again.” or the server’s text), or the url, format and error lines; the error key under any of them; Reload Page and Clear (Escape is Clear). Theme with `--sqs-system-error-*`, `--sqs-dialog-*` and `::part(dialog|title|body|message|details|error-key|button)`.',
      },
    },
  },
  args: { kind: '', generic: true, message: '', url: '', format: '', error: '', 'error-key': '', provider: '' },
  render: (args) => overlay(args),
  play: async ({ canvasElement }) => {
    await userEvent.click(canvasElement.querySelector('button')!);
    await waitFor(() => expect(canvasElement.querySelector('sqs-system-error')?.shadowRoot?.querySelector('dialog')?.open).toBe(true));
  },
  beforeEach: () => () => {
    for (const host of document.querySelectorAll('sqs-system-error')) host.remove();
  },
};
export default meta;

type Story = StoryObj<Args>;

/** The system error overlay for a generic failure: Reload Page and Clear. */
export const Generic: Story = {};

/** A network failure, naming the request and the provider. */
export const Network: Story = {
  render: () => overlay({ kind: 'network', url: '/api/commerce/cart', provider: 'Harbour Cafe' }),
};

/** A timeout with the server's own message. */
export const NetworkWithServerText: Story = {
  render: () => overlay({ kind: 'timeout', message: 'The payment service is busy. Please try again in a minute.' }),
};

/** With the error's details and its error key, to quote to support. */
export const Details: Story = {
  render: () => overlay({ url: '/api/widget/GetWidgetRendering', format: 'json', error: 'Widget type not supported', 'error-key': 'ERR-7F2A' }),
};
