import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import '../packages/runtime/src/chrome/bars/badge.define';
import { stage } from './chrome-stage';

/**
 * `<sqs-badge>` (issue 6 item 3, issue 12 item 6) placed by its tag on a stage, one story per
 * state. On a site the runtime shows it unless the template is 7.1 or the badge type is none.
 */
interface Args {
  position: string;
  theme: string;
  'app-domain': string;
}

const badge = (args: Partial<Args>) =>
  stage(
    html`<sqs-badge position=${args.position || nothing} theme=${args.theme || nothing} app-domain=${args['app-domain'] || nothing}></sqs-badge>`,
    'The badge sits in a corner of the window.',
  );

const meta: Meta<Args> = {
  title: 'Chrome/sqs-badge',
  component: 'sqs-badge',
  parameters: { docs: { description: { component: 'The platform’s “made with” mark in a corner, light or dark; a link when the platform’s domain is known. Theme with `--sqs-badge-offset` and `::part(badge)`.' } } },
  argTypes: {
    position: { control: 'select', options: ['top-left', 'top-right', 'bottom-left', 'bottom-right'] },
    theme: { control: 'select', options: ['light', 'dark'] },
    'app-domain': { control: 'text' },
  },
  args: { position: 'bottom-right', theme: 'light', 'app-domain': 'example.com' },
  render: (args) => badge(args),
};
export default meta;

type Story = StoryObj<Args>;

/** The badge in the bottom right corner, light, linking to the platform's domain. */
export const LightBottomRight: Story = {};

/** Dark, in the top left corner. */
export const DarkTopLeft: Story = {
  render: () => badge({ position: 'top-left', theme: 'dark', 'app-domain': 'example.com' }),
};

/** No `app-domain`: the badge is text, not a link. */
export const WithoutDomain: Story = {
  name: 'Without a domain (text, not a link)',
  render: () => badge({ position: 'bottom-left' }),
};
