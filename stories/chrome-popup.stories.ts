import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import '../packages/forms/src/newsletter/newsletter.define';
import newsletter from '../packages/server/demo/forms/newsletter.json';
import type { PopupRecord } from '../packages/runtime/src/chrome/popup/popup-record';
import { readPopupSettings } from '../packages/runtime/src/chrome/popup/popup-settings';
import { openPopup } from '../packages/runtime/src/chrome/popup/popup-ui';
import { serverHtml } from './story-html';

/**
 * The popup overlay (issue 6 item 2). On a site the runtime shows it from the page context's
 * `websiteSettings.popupOverlaySettings` when SPEC.md §4's rules allow (see popup-rules.ts);
 * here each story opens the dialog module directly, with a record kept in memory so stories
 * never touch the browser's storage. Storybook has no backend: the form's sign-up answers 404.
 */
const meta: Meta = {
  title: 'Chrome/popup overlay',
  parameters: {
    docs: {
      description: {
        component:
          'A modal `<dialog>`: title, text and an `<sqs-newsletter>` loaded lazily. Focus moves to the close button and returns on close; Escape closes through the dismiss stack; a backdrop click closes too. No animation under reduced motion. Theme with `--sqs-popup-width`, `--sqs-popup-background`, `--sqs-popup-color`, `--sqs-popup-backdrop` and `::part(dialog|close|title|body)` on `[data-sqs-popup-overlay]`.',
      },
    },
  },
  // The dialog lives on document.body: remove it when the story is left.
  beforeEach: () => () => {
    for (const host of document.querySelectorAll('[data-sqs-popup-overlay]')) host.remove();
  },
};
export default meta;

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

/** A page with a button that opens the popup (the play function presses it). */
function popupStory(settings: Record<string, unknown>): HTMLElement {
  const wrapper = serverHtml('<p>The page behind the popup.</p><button type="button">Show the popup</button> <output></output>');
  const output = wrapper.querySelector('output')!;
  const records = memoryRecords();
  wrapper.querySelector('button')!.addEventListener('click', () => {
    openPopup({ window, document, settings: readPopupSettings({ style: 1, version: 1, ...settings }), records });
  });
  window.addEventListener('sqs-popup-overlay', (event) => {
    const record = records.read();
    output.textContent = `Last: ${(event as CustomEvent<{ action: string }>).detail.action}. Record: ${JSON.stringify(record)}`;
  });
  return wrapper;
}

const open = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await userEvent.click(canvasElement.querySelector('button')!);
  await waitFor(() => expect(document.querySelector('[data-sqs-popup-overlay]')?.shadowRoot?.querySelector('dialog')?.open).toBe(true));
};

export const Newsletter: StoryObj = {
  render: () => popupStory({ title: 'Harbour news', body: 'Specials and events, twice a month.', form: newsletter }),
  play: open,
};

export const TextOnly: StoryObj = {
  parameters: { docs: { description: { story: 'No form in the settings: title and text only.' } } },
  render: () => popupStory({ title: 'We are closed on Monday', body: 'The kitchen is being renovated.\nSee you on Tuesday!' }),
  play: open,
};

export const NoTitle: StoryObj = {
  parameters: { docs: { description: { story: 'Without a title the dialog is named "Newsletter sign-up".' } } },
  render: () => popupStory({ form: newsletter }),
  play: open,
};

export const ClosesOnEscape: StoryObj = {
  parameters: { docs: { description: { story: 'Escape closes it; the record gets `date-closed` and focus returns to the button.' } } },
  render: () => popupStory({ title: 'Harbour news', body: 'Press Escape.', form: newsletter }),
  play: async (context) => {
    await open(context);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.querySelector('[data-sqs-popup-overlay]')).toBe(null));
    await waitFor(() => expect(document.activeElement).toBe(context.canvasElement.querySelector('button')));
  },
};

export const Themed: StoryObj = {
  render: () => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(`[data-sqs-popup-overlay] { --sqs-popup-background: #1d2b36; --sqs-popup-color: #f4f1ea; --sqs-popup-width: 560px;
      --sqs-popup-backdrop: rgb(29 43 54 / 80%); font-family: Georgia, serif; }
      [data-sqs-popup-overlay]::part(title) { letter-spacing: 0.02em; }`);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets.filter((s) => s !== sheet), sheet];
    return popupStory({ title: 'Harbour news', body: 'Specials and events, twice a month.', form: newsletter });
  },
  play: open,
};
