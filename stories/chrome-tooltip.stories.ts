import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import '../packages/runtime/src/chrome/dialogs/tooltip.define';
import { startTooltips } from '../packages/runtime/src/chrome/dialogs/tooltips';
import { stage } from './chrome-stage';
import { serverHtml } from './story-html';

/**
 * `<sqs-tooltip>` (SPEC.md §9: 250 px wide at most; issue 12 item 6): the box, placed by its tag
 * on a stage with `left` and `top`. On a site the runtime places one for `data-sqs-tooltip`
 * targets (1200 ms of hover or keyboard focus, 15 px from the pointer, 20 px from the edges):
 * "On data-sqs-tooltip targets".
 */
interface Args {
  left: number;
  top: number;
  text: string;
}

const tooltip = (args: Partial<Args>) =>
  stage(html`<sqs-tooltip left=${args.left ?? nothing} top=${args.top ?? nothing}>${args.text}</sqs-tooltip>`, 'A tooltip placed by a template, as a fixed hint.');

const meta: Meta<Args> = {
  title: 'Chrome/sqs-tooltip',
  component: 'sqs-tooltip',
  parameters: { docs: { description: { component: 'A `role="tooltip"` box holding its text. Theme with `--sqs-tooltip-*`.' } } },
  argTypes: { left: { control: 'number' }, top: { control: 'number' }, text: { control: 'text' } },
  args: { left: 40, top: 120, text: 'Opens your shopping cart' },
  render: (args) => tooltip(args),
};
export default meta;

type Story = StoryObj<Args>;

/** A short tooltip. */
export const Short: Story = {};

/** A long text wraps at 250 px. */
export const Long: Story = {
  name: 'Long text (wraps at 250 px)',
  render: () => tooltip({ left: 40, top: 120, text: 'Free returns within 30 days of delivery, in the original packaging, with the receipt or order number.' }),
};

let stopTooltips: () => void = () => {};

/** The runtime's tooltips on `data-sqs-tooltip` targets: hover, or reach one with Tab; Escape hides it. */
export const OnTargets: Story = {
  name: 'On data-sqs-tooltip targets (the runtime’s tooltips)',
  beforeEach: () => () => {
    stopTooltips();
    stopTooltips = () => {};
  },
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
