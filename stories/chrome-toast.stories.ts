import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import { userEvent } from 'storybook/test';
import '../packages/runtime/src/chrome/dialogs/toast.define';
import { adoptSheet, stage } from './chrome-stage';

/**
 * `<sqs-toast>` (SPEC.md §9: 2000 ms, top right, no buttons; issue 12 item 6) placed by its tag
 * on a stage. A toast in its `message` shows when it connects; the button adds more through
 * `show()`. The element leaves the page once its last toast has gone: reload the story. On a
 * site the runtime shows toasts on a window `sqs-toast` event ("From a sqs-toast event").
 */
interface Args {
  message: string;
  duration: number;
}

const toast = (args: Partial<Args>, className = '', more: string[] = []) =>
  stage(
    html`<sqs-toast message=${args.message || nothing} duration=${args.duration ?? nothing}></sqs-toast>${
      more.length
        ? html`<button
            type="button"
            @click=${(event: Event) => {
              const region = (event.currentTarget as Element).parentElement!.querySelector('sqs-toast');
              for (const text of more) region?.show(text);
            }}
          >
            Show ${more.length} more
          </button>`
        : nothing
    }`,
    'Toasts are announced politely and never take focus; Escape removes the newest.',
    className,
  );

const meta: Meta<Args> = {
  title: 'Chrome/sqs-toast',
  component: 'sqs-toast',
  parameters: {
    docs: { description: { component: 'Information toasts, stacked top right, each for its own duration. Theme with `--sqs-toast-*` and `::part(region|toast)`.' } },
  },
  argTypes: { message: { control: 'text' }, duration: { control: 'number' } },
  args: { message: 'Added to cart', duration: 5000 },
  render: (args) => toast(args),
};
export default meta;

type Story = StoryObj<Args>;

/** An information toast: top right, announced politely, never takes focus, gone after its duration. */
export const OneToast: Story = {};

/** Three toasts stacked, each with its own duration. */
export const Stacked: Story = {
  render: () => toast({ message: 'Saved', duration: 6000 }, '', ['Link copied', 'This one stays for 2 seconds']),
  play: async ({ canvasElement }) => {
    await userEvent.click(canvasElement.querySelector('button')!);
  },
};

const themeSheet = new CSSStyleSheet();
themeSheet.replaceSync(`.toast-themed sqs-toast { --sqs-toast-background: #8a3b12; --sqs-toast-radius: 0; }`);

/** A site theme through `--sqs-toast-*` properties. */
export const Themed: Story = {
  render: (args) => {
    adoptSheet(themeSheet);
    return toast(args, 'toast-themed');
  },
};

export const FromAnEvent: Story = {
  name: 'From a sqs-toast event (the runtime listens for it)',
  parameters: { docs: { description: { story: 'On a page with runtime.js: `window.dispatchEvent(new CustomEvent("sqs-toast", {detail: "Saved"}))`.' } } },
  render: () => toast({ message: 'What a site’s code gets with a sqs-toast event', duration: 6000 }),
};
