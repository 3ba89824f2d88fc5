import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import { expect, userEvent, waitFor } from 'storybook/test';
import '../packages/forms/src/newsletter/newsletter.define';
import '../packages/runtime/src/chrome/popup/popup-overlay.define';
import newsletter from '../packages/server/demo/forms/newsletter.json';
import type { PopupRecord } from '../packages/runtime/src/chrome/popup/popup-record';
import { readPopupSettings } from '../packages/runtime/src/chrome/popup/popup-settings';
import { openPopup } from '../packages/runtime/src/chrome/popup/popup-ui';
import { serverHtml } from './story-html';

/**
 * `<sqs-popup-overlay>` (issue 6 item 2, issue 12 item 6) placed by its tag, one story per
 * state; each story's button opens it (`show()`), as the runtime does when SPEC.md §4's rules
 * allow. "Shown by the runtime" runs the runtime's own show function with a record kept in
 * memory, so stories never touch the browser's storage. Storybook has no backend: the form's
 * sign-up answers 404.
 */
interface Args {
  heading: string;
  text: string;
}

const popup = (args: Partial<Args>, form = true, className = '') =>
  html`<p>The page behind the popup.</p>
    <button type="button" @click=${(event: Event) => (event.currentTarget as Element).parentElement!.querySelector('sqs-popup-overlay')!.show()}>Show the popup</button>
    <output></output>
    <sqs-popup-overlay
      class=${className || nothing}
      heading=${args.heading || nothing}
      text=${args.text || nothing}
      @sqs-popup-overlay-close=${(event: Event) => ((event.target as Element).parentElement!.querySelector('output')!.textContent = 'Closed.')}
      >${form ? html`<sqs-newsletter data-load-on="eager" is-overlay-form data-block-json=${JSON.stringify(newsletter)}></sqs-newsletter>` : nothing}</sqs-popup-overlay
    >`;

const open = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await userEvent.click(canvasElement.querySelector('button')!);
  await waitFor(() => expect(canvasElement.querySelector('sqs-popup-overlay')?.shadowRoot?.querySelector('dialog')?.open).toBe(true));
};

const meta: Meta<Args> = {
  title: 'Chrome/sqs-popup-overlay',
  component: 'sqs-popup-overlay',
  parameters: {
    docs: {
      description: {
        component:
          'A modal `<dialog>`: title, text and what the element holds (the runtime puts an `<sqs-newsletter>` there, loaded lazily). Focus moves to the close button and returns on close; Escape closes through the dismiss stack; a backdrop click closes too. No animation under reduced motion. Theme with `--sqs-popup-*` and `::part(dialog|close|title|body)`.',
      },
    },
  },
  argTypes: { heading: { control: 'text' }, text: { control: 'text' } },
  args: { heading: 'Harbour news', text: 'Specials and events, twice a month.' },
  render: (args) => popup(args),
  play: open,
  // A popup left open would cover the next story.
  beforeEach: () => () => {
    for (const host of document.querySelectorAll('sqs-popup-overlay')) host.remove();
  },
};
export default meta;

type Story = StoryObj<Args>;

/** The popup overlay with the site's newsletter form: a modal dialog, focus on its close button, Escape closes. */
export const Newsletter: Story = {};

export const TextOnly: Story = {
  parameters: { docs: { description: { story: 'No form: title and text only; line breaks in the text are kept.' } } },
  render: () => popup({ heading: 'We are closed on Monday', text: 'The kitchen is being renovated.\nSee you on Tuesday!' }, false),
};

export const NoTitle: Story = {
  parameters: { docs: { description: { story: 'Without a heading the dialog is named "Newsletter sign-up".' } } },
  render: () => popup({}),
};

export const ClosesOnEscape: Story = {
  parameters: { docs: { description: { story: 'Escape closes it (sqs-popup-overlay-close) and focus returns to the button.' } } },
  render: () => popup({ heading: 'Harbour news', text: 'Press Escape.' }),
  play: async (context) => {
    await open(context);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(context.canvasElement.querySelector('sqs-popup-overlay')?.shadowRoot?.querySelector('dialog')?.open).toBe(false));
    await waitFor(() => expect(document.activeElement).toBe(context.canvasElement.querySelector('button')));
  },
};

const themeSheet = new CSSStyleSheet();
themeSheet.replaceSync(`sqs-popup-overlay.themed { --sqs-popup-background: #1d2b36; --sqs-popup-color: #f4f1ea; --sqs-popup-width: 560px;
    --sqs-popup-backdrop: rgb(29 43 54 / 80%); font-family: Georgia, serif; }
  sqs-popup-overlay.themed::part(title) { letter-spacing: 0.02em; }`);

/** A site theme through `--sqs-popup-*` properties. */
export const Themed: Story = {
  render: (args) => {
    document.adoptedStyleSheets = [...document.adoptedStyleSheets.filter((s) => s !== themeSheet), themeSheet];
    return popup(args, true, 'themed');
  },
};

function memoryRecords() {
  let record: PopupRecord | null = null;
  return {
    read: () => record,
    update(version: number, change: Partial<PopupRecord>) {
      record = { ...(record ?? { version, submitted: false, dateClosed: null }), ...change, version };
      return record;
    },
  };
}

/** The runtime's own path: the page context's settings, the visitor's record, the window announcements. */
export const ShownByTheRuntime: Story = {
  name: 'Shown by the runtime (record and announcements)',
  render: () => {
    const wrapper = serverHtml('<p>The page behind the popup.</p><button type="button">Show the popup</button> <output></output>');
    const output = wrapper.querySelector('output')!;
    const records = memoryRecords();
    wrapper.querySelector('button')!.addEventListener('click', () => {
      openPopup({ window, document, settings: readPopupSettings({ style: 1, version: 1, title: 'Harbour news', body: 'Specials and events.', form: newsletter }), records });
    });
    window.addEventListener('sqs-popup-overlay', (event) => {
      output.textContent = `Last: ${(event as CustomEvent<{ action: string }>).detail.action}. Record: ${JSON.stringify(records.read())}`;
    });
    return wrapper;
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(canvasElement.querySelector('button')!);
    await waitFor(() => expect(document.querySelector('[data-sqs-popup-overlay]')?.shadowRoot?.querySelector('dialog')?.open).toBe(true));
  },
};
