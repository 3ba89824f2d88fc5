import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import '../packages/runtime/src/chrome/bars/mobile-bar.define';
import { startBars } from '../packages/runtime/src/chrome/bars/start-bars';
import type { ApiClient } from '../packages/runtime/src/data/api-types';
import { normalisePageContext } from '../packages/runtime/src/page/page-context';
import { adoptSheet, stage } from './chrome-stage';

/**
 * `<sqs-mobile-bar>` (issue 6 item 3, issue 12 item 6) placed by its tag on a stage, one story
 * per state. On a site the runtime shows it from `websiteSettings` in windows up to 1024 px
 * wide ("From the page context" runs the real start, media query included).
 */
interface Args {
  phone: string;
  email: string;
  location: string;
  hours: string;
  text: string;
  'link-url': string;
  'link-text': string;
}

const HOURS = JSON.stringify({ monday: '8:00 - 16:00', tuesday: '8:00 - 16:00', saturday: '9:00 - 14:00', sunday: 'Closed' });

const bar = (args: Partial<Args>, className = '') =>
  stage(
    html`<sqs-mobile-bar
      phone=${args.phone || nothing}
      email=${args.email || nothing}
      location=${args.location || nothing}
      hours=${args.hours || nothing}
      text=${args.text || nothing}
      link-url=${args['link-url'] || nothing}
      link-text=${args['link-text'] || nothing}
    ></sqs-mobile-bar>`,
    'The bar is fixed to the bottom of the window (shown here at any width); open Hours.',
    className,
    true,
  );

const meta: Meta<Args> = {
  title: 'Chrome/sqs-mobile-bar',
  component: 'sqs-mobile-bar',
  parameters: {
    docs: {
      description: {
        component:
          'The mobile information bar: call, email, map (an external maps search) and business hours (a native disclosure), an optional message and link of the site’s own (only a safe link). Theme with `--sqs-mobile-bar-*` and `::part(bar|item|text|hours)`.',
      },
    },
  },
  argTypes: Object.fromEntries(['phone', 'email', 'location', 'hours', 'text', 'link-url', 'link-text'].map((name) => [name, { control: 'text' }])),
  args: { phone: '+64 9 555 0100', email: 'hello@example.com', location: 'Harbour Café, 1 Quay St, New Zealand', hours: HOURS, text: '', 'link-url': '', 'link-text': '' },
  render: (args) => bar(args),
};
export default meta;

type Story = StoryObj<Args>;

/** The mobile information bar: Call, Email, Map and the opening hours. */
export const Shortcuts: Story = {};

/** With a message and a link beside the shortcuts. */
export const WithMessageAndLink: Story = {
  render: () => bar({ text: 'Open late on Fridays', phone: '0800 555 010', 'link-url': '#book', 'link-text': 'Book a table' }),
};

/** Opening hours given as one text rather than per day. */
export const HoursAsOneText: Story = {
  render: () => bar({ phone: '0800 555 010', hours: 'Every day, 8 to 6' }),
};

/** A `javascript:` link is left out; the rest of the bar shows. */
export const UnsafeLinkLeftOut: Story = {
  name: 'An unsafe link is left out',
  render: () => bar({ email: 'hello@example.com', 'link-url': 'javascript:alert(1)', 'link-text': 'Not shown' }),
};

const themeSheet = new CSSStyleSheet();
themeSheet.replaceSync(`.bar-themed sqs-mobile-bar { --sqs-mobile-bar-background: #1d2b36; --sqs-mobile-bar-height: 64px; }`);

/** A site theme through `--sqs-mobile-bar-*` properties. */
export const Themed: Story = {
  render: (args) => {
    adoptSheet(themeSheet);
    return bar(args, 'bar-themed');
  },
};

let stopBars: () => void = () => {};

export const FromThePageContext: Story = {
  name: 'From the page context',
  parameters: {
    docs: {
      description: {
        story:
          'The real start with a logged-in account: announcement bar (though showAnnouncementBar is false), badge (template 8), and the mobile bar only while the window is 1024 px wide or less: resize to see it come and go. They sit on the page itself, not on a stage.',
      },
    },
  },
  beforeEach: () => () => stopBars(),
  render: () => {
    const context = normalisePageContext({
      website: { appDomain: 'example.com' },
      websiteSettings: {
        contactPhoneNumber: '+64 9 555 0100',
        contactEmail: 'hello@example.com',
        businessHours: { monday: { text: '8:00 - 16:00' } },
        mobileInfoBarSettings: { style: 1 },
        announcementBarSettings: { text: '<p>Hello, site owner</p>' },
        ssBadgeType: 2,
      },
      authenticatedAccount: { id: 'owner' },
      showAnnouncementBar: false,
      templateVersion: '8',
    });
    stopBars();
    stopBars = startBars({ window, document, context, api: {} as ApiClient });
    return html`<main><h1>Harbour Café</h1><p>Resize the window across 1024 px.</p></main>`;
  },
};
