import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { alertDialog } from '../packages/runtime/src/chrome/dialogs/alert-dialog';
import { confirmDialog, type ConfirmOptions } from '../packages/runtime/src/chrome/dialogs/confirm-dialog';
import { showLogoutNotice } from '../packages/runtime/src/chrome/dialogs/logout-notice';
import { showSystemError } from '../packages/runtime/src/chrome/dialogs/system-error';
import { showToast } from '../packages/runtime/src/chrome/dialogs/toast';
import { startTooltips } from '../packages/runtime/src/chrome/dialogs/tooltips';
import { serverHtml } from './story-html';

/**
 * Dialogs, toasts and tooltips (issue 6 item 4). On a site the runtime shows the
 * 'Logout Successful' dialog on `logout=true`, the system error overlay on a
 * `sqs-system-error` event, a toast on a `sqs-toast` event, and starts tooltips when the
 * page has `data-sqs-tooltip` elements; site code opens the others through dialogs-api.ts.
 * Here each story's button calls the UI module directly.
 */
const meta: Meta = {
  title: 'Chrome/dialogs and tooltips',
  parameters: {
    docs: {
      description: {
        component:
          'Modal `<dialog>`s (confirmation 350 px wide with 20 px padding, information, system error overlay), toasts (2000 ms, top right, no buttons, announced politely) and tooltips (`data-sqs-tooltip`, 1200 ms hover or keyboard focus, 250 px wide, 20 px from the edges, 15 px from the pointer). Focus moves into a dialog and returns; Escape closes the top layer only; no animation under reduced motion. Theme dialogs with `--sqs-dialog-width`, `--sqs-dialog-padding`, `--sqs-dialog-background`, `--sqs-dialog-color`, `--sqs-dialog-accent`, `--sqs-dialog-accent-text`, `--sqs-dialog-backdrop`, `--sqs-dialog-radius` and `::part(dialog|title|message|body|actions|button|button-confirm|button-cancel|button-reject)` on `[data-sqs-dialog]`; toasts with `--sqs-toast-*` and `::part(region|toast)` on `[data-sqs-toasts]`; tooltips with `--sqs-tooltip-*` on `[data-sqs-tooltip-layer]`.',
      },
    },
  },
  // Dialogs, toasts and the tooltip live on document.body: remove them when the story is left.
  beforeEach: () => () => {
    stopTooltips();
    for (const host of document.querySelectorAll('[data-sqs-dialog], [data-sqs-toasts], [data-sqs-tooltip-layer]')) host.remove();
  },
};
export default meta;

let stopTooltips: () => void = () => {};

/** A page with one button that runs `open`, and an output that shows what came back. */
function buttonStory(label: string, open: () => Promise<unknown> | unknown): HTMLElement {
  const wrapper = serverHtml(`<p>The page behind the dialog.</p><button type="button"></button> <output></output>`);
  const button = wrapper.querySelector('button')!;
  const output = wrapper.querySelector('output')!;
  button.textContent = label;
  button.addEventListener('click', async () => {
    output.textContent = '';
    const answer = await open();
    output.textContent = answer === undefined ? 'Closed' : `Answer: ${String(answer)}`;
  });
  return wrapper;
}

const press = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await userEvent.click(canvasElement.querySelector('button')!);
};
const dialogHost = (kind = 'dialog') => document.querySelector(`[data-sqs-dialog="${kind}"]`) as HTMLElement | null;

const confirmStory = (options: ConfirmOptions): StoryObj => ({
  render: () => buttonStory('Open the confirmation', () => confirmDialog(options)),
  play: press,
});

export const Confirmation: StoryObj = {
  ...confirmStory({ title: 'Delete file?', message: "This can't be undone. Make sure to update all links to this file." }),
  play: async (context) => {
    await press(context);
    const host = await waitFor(() => {
      const found = dialogHost();
      expect(found).not.toBe(null);
      return found!;
    });
    const buttons = [...host.shadowRoot!.querySelectorAll('button')].map((b) => b.textContent);
    await expect(buttons).toEqual(['Cancel', 'Confirm']);
  },
};

export const ConfirmationWithReject: StoryObj = confirmStory({
  title: 'Save your changes?',
  message: 'Your edits to this page are not saved yet.',
  confirmText: 'Save',
  rejectText: "Don't save",
  cancelText: 'Keep editing',
});

export const ConfirmationDefaults: StoryObj = confirmStory({ message: 'All items with these tags will be updated.', rejectText: true });

export const ConfirmationWide: StoryObj = confirmStory({
  title: 'Disconnect the mailing list?',
  message: 'Form submissions will no longer be sent to this list.',
  width: 480,
  padding: 32,
});

export const Information: StoryObj = {
  render: () => buttonStory('Open the information dialog', () => alertDialog({ title: 'Preview Only', message: 'Log out to use this block.' })),
  play: press,
};

export const LogoutSuccessful: StoryObj = {
  render: () =>
    buttonStory('Show the logout notice', () => {
      showLogoutNotice(document);
    }),
  play: press,
};

export const SystemErrorGeneric: StoryObj = {
  render: () => buttonStory('Announce a system error', () => showSystemError({ generic: true })),
  play: press,
};

export const SystemErrorNetwork: StoryObj = {
  render: () => buttonStory('Announce a network failure', () => showSystemError({ kind: 'network', url: '/api/commerce/cart', provider: 'Harbour Cafe' })),
  play: press,
};

export const SystemErrorDetails: StoryObj = {
  render: () =>
    buttonStory('Announce an error with details', () =>
      showSystemError({ url: '/api/widget/GetWidgetRendering', format: 'json', error: 'Widget type not supported', errorKey: 'ERR-7F2A' }),
    ),
  play: press,
};

export const Toast: StoryObj = {
  render: () =>
    buttonStory('Show a toast', () => {
      showToast('Added to cart');
    }),
  play: press,
};

export const ToastsStacked: StoryObj = {
  render: () =>
    buttonStory('Show three toasts', () => {
      showToast('Saved');
      showToast('Link copied');
      showToast('This one stays for 5 seconds', { duration: 5000 });
    }),
  play: press,
};

export const Tooltips: StoryObj = {
  render: () =>
    serverHtml(`
      <p>Hover for 1.2 s, or Tab to a button: the tooltip shows at once on keyboard focus. Escape hides it.</p>
      <p>
        <button type="button" data-sqs-tooltip="Opens your shopping cart">Cart</button>
        <button type="button" data-sqs-tooltip="Free returns within 30 days of delivery, in the original packaging, with the receipt or order number.">Returns</button>
        <a href="#policy" data-sqs-tooltip="Our privacy policy, in plain words">Privacy</a>
      </p>`),
  play: async () => {
    stopTooltips();
    stopTooltips = startTooltips(document);
  },
};

let themeSheet: CSSStyleSheet | undefined;

export const Themed: StoryObj = {
  render: () => {
    themeSheet ??= new CSSStyleSheet();
    const sheet = themeSheet;
    sheet.replaceSync(`[data-sqs-dialog] { --sqs-dialog-background: #fdf6ec; --sqs-dialog-color: #3b2a1a; --sqs-dialog-accent: #8a3b12;
        --sqs-dialog-radius: 0; font-family: Georgia, serif; }
      [data-sqs-dialog]::part(title) { text-transform: uppercase; letter-spacing: 0.05em; }
      [data-sqs-toasts] { --sqs-toast-background: #8a3b12; }`);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets.filter((s) => s !== sheet), sheet];
    return buttonStory('Open the themed confirmation', () => confirmDialog({ title: 'Place the order?', message: 'Your card will be charged.' }));
  },
  play: press,
};
