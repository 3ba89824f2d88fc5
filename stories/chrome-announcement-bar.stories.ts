import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import '../packages/runtime/src/chrome/bars/announcement-bar.define';
import { adoptSheet, showIn, stage } from './chrome-stage';

/**
 * `<sqs-announcement-bar>` (issue 6 item 3, issue 12 item 6) placed by its tag, one story per
 * state. On a site the runtime shows it first in the body when `showAnnouncementBar` is true,
 * and always to a logged-in site user (SPEC.md §6).
 */
interface Args {
  text: string;
  url: string;
  'new-window': boolean;
}

const announcement = (args: Partial<Args>, className = '') =>
  stage(
    html`<sqs-announcement-bar
      text=${args.text || nothing}
      url=${args.url || nothing}
      ?new-window=${args['new-window']}
      @sqs-announcement-bar-close=${(event: Event) => showIn(event, 'Closed for this page view.')}
    ></sqs-announcement-bar>`,
    'The announcement is the first thing on the page; its × takes it away for this page view.',
    className,
  );

const meta: Meta<Args> = {
  title: 'Chrome/sqs-announcement-bar',
  component: 'sqs-announcement-bar',
  parameters: {
    docs: {
      description: {
        component:
          'The site’s announcement: the editor’s HTML shown as text, a paragraph per block, linked when a safe click-through URL is given. Theme with `--sqs-announcement-bar-*` and `::part(bar|link|close)`.',
      },
    },
  },
  argTypes: { text: { control: 'text' }, url: { control: 'text' }, 'new-window': { control: 'boolean' } },
  args: { text: '<p>Now open on Sundays</p>', url: '#hours', 'new-window': false },
  render: (args) => announcement(args),
};
export default meta;

type Story = StoryObj<Args>;

/** The announcement bar at the top: the editor's text, linking to the click-through URL; × hides it for this page view. */
export const Linked: Story = {};

/** Two paragraphs and no URL: text only, no link. */
export const TwoParagraphsNoLink: Story = {
  name: 'Two paragraphs, no link',
  render: () => announcement({ text: '<p>Free delivery this week.</p><p>Order by <strong>Friday noon</strong>.</p>' }),
};

/** `new-window`: the link opens a new window and says so to screen readers. */
export const NewWindow: Story = {
  render: () => announcement({ text: 'Our new shop is open', url: 'https://shop.example/', 'new-window': true }),
};

/** HTML in the editor's text is shown as text: no tag is parsed, nothing runs or loads. */
export const EditorHtmlAsText: Story = {
  name: 'The editor’s HTML as text (nothing runs or loads)',
  render: () => announcement({ text: '<p>Sale <img src="x" onerror="alert(1)">now on</p><script>alert(1)</script>' }),
};

const themeSheet = new CSSStyleSheet();
themeSheet.replaceSync(`.announcement-themed sqs-announcement-bar { --sqs-announcement-bar-background: #f4d35e; --sqs-announcement-bar-color: #1d2b36; }`);

/** A site theme through `--sqs-announcement-bar-*` properties. */
export const Themed: Story = {
  render: (args) => {
    adoptSheet(themeSheet);
    return announcement(args, 'announcement-themed');
  },
};
