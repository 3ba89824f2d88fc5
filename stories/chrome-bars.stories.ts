import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { showAnnouncementBar } from '../packages/runtime/src/chrome/bars/announcement-bar';
import { showBadge } from '../packages/runtime/src/chrome/bars/badge';
import { showMobileBar } from '../packages/runtime/src/chrome/bars/mobile-bar';
import { startBars } from '../packages/runtime/src/chrome/bars/start-bars';
import type { ApiClient } from '../packages/runtime/src/data/api-types';
import { normalisePageContext } from '../packages/runtime/src/page/page-context';
import { serverHtml } from './story-html';

/**
 * The mobile information bar, the badge and the announcement bar (issue 6 item 3). On a site
 * the runtime shows them from the page context (bars-rules.ts); most stories here show a bar's
 * module directly, and "From the page context" runs the real start, media query included.
 */
let teardowns: Array<() => void> = [];

const meta: Meta = {
  title: 'Chrome/bars',
  parameters: {
    docs: {
      description: {
        component:
          'Mobile bar: bottom of windows up to 1024 px, contact shortcuts (`--sqs-mobile-bar-*`, `::part(bar|item|text|hours)`). Badge: a corner mark unless template 7.1 or type none (`--sqs-badge-offset`, `::part(badge)`). Announcement bar: top of the page when `showAnnouncementBar`, always for a logged-in site user (`--sqs-announcement-bar-*`, `::part(bar|link|close)`).',
      },
    },
  },
  // The bars live on document.body: remove them when the story is left.
  beforeEach: () => () => {
    for (const stop of teardowns) stop();
    teardowns = [];
  },
};
export default meta;

const SITE = {
  contactPhoneNumber: '+64 9 555 0100',
  contactEmail: 'hello@example.com',
  location: { addressTitle: 'Harbour Café', addressLine1: '1 Quay St', addressCountry: 'New Zealand' },
  businessHours: { monday: { text: '8:00 - 16:00' }, tuesday: { text: '8:00 - 16:00' }, saturday: { text: '9:00 - 14:00' }, sunday: { text: 'Closed' } },
};
const page = (text: string) => serverHtml(`<main><h1>Harbour Café</h1><p>${text}</p></main>`);

export const MobileBar: StoryObj = {
  parameters: { docs: { description: { story: 'Call, email, map and hours (open the disclosure); shown here at any width.' } } },
  render: () => {
    const bar = showMobileBar(document, { ...SITE, mobileInfoBarSettings: { style: 1 } });
    bar.show(true);
    teardowns.push(() => bar.remove());
    return page('The bar is fixed to the bottom of the window.');
  },
};

export const MobileBarWithMessageAndLink: StoryObj = {
  render: () => {
    const bar = showMobileBar(document, {
      mobileInfoBarSettings: { style: 1, text: 'Open late on Fridays', phone: '0800 555 010', link: { url: '#book', text: 'Book a table' } },
    });
    bar.show(true);
    teardowns.push(() => bar.remove());
    return page('A message above the shortcuts, and a link of the site’s own.');
  },
};

export const BadgeLight: StoryObj = {
  render: () => {
    teardowns.push(showBadge(document, { ssBadgeType: 2, ssBadgePosition: 4 }, 'example.com'));
    return page('The badge sits in the bottom right corner.');
  },
};

export const BadgeDarkTopLeft: StoryObj = {
  render: () => {
    teardowns.push(showBadge(document, { ssBadgeType: 3, ssBadgePosition: 1 }, 'example.com'));
    return page('A dark badge in the top left corner.');
  },
};

export const AnnouncementBar: StoryObj = {
  render: () => {
    teardowns.push(
      showAnnouncementBar(document, {
        announcementBarSettings: { text: '<p>Now open on Sundays</p>', clickthroughUrl: { url: '#hours', newWindow: false } },
      }),
    );
    return page('The announcement is the first thing on the page; its × hides it for this page view.');
  },
};

export const AnnouncementBarTwoParagraphs: StoryObj = {
  render: () => {
    teardowns.push(showAnnouncementBar(document, { announcementBarSettings: { text: '<p>Free delivery this week.</p><p>Order by Friday noon.</p>' } }));
    return page('The editor’s HTML is shown as text, a paragraph per block, without a link.');
  },
};

export const Themed: StoryObj = {
  render: () => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(`[data-sqs-announcement-bar] { --sqs-announcement-bar-background: #f4d35e; --sqs-announcement-bar-color: #1d2b36; }
      [data-sqs-mobile-bar] { --sqs-mobile-bar-background: #1d2b36; --sqs-mobile-bar-height: 64px; }`);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    teardowns.push(() => (document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet)));
    teardowns.push(showAnnouncementBar(document, { announcementBarSettings: { text: 'Themed through custom properties' } }));
    const bar = showMobileBar(document, { ...SITE, mobileInfoBarSettings: { style: 1 } });
    bar.show(true);
    teardowns.push(() => bar.remove());
    return page('Both bars themed.');
  },
};

export const FromThePageContext: StoryObj = {
  name: 'From the page context',
  parameters: {
    docs: {
      description: {
        story: 'The real start with a logged-in account: announcement bar (though showAnnouncementBar is false), badge (template 8), and the mobile bar only while the window is 1024 px wide or less: resize to see it come and go.',
      },
    },
  },
  render: () => {
    const context = normalisePageContext({
      website: { appDomain: 'example.com' },
      websiteSettings: {
        ...SITE,
        mobileInfoBarSettings: { style: 1 },
        announcementBarSettings: { text: '<p>Hello, site owner</p>' },
        ssBadgeType: 2,
      },
      authenticatedAccount: { id: 'owner' },
      showAnnouncementBar: false,
      templateVersion: '8',
    });
    teardowns.push(startBars({ window, document, context, api: {} as ApiClient }));
    return page('Resize the window across 1024 px.');
  },
};
