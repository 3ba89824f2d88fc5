import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../packages/blocks/src/tour-dates/tour-dates.define';
import { serverHtml } from './story-html';

const LIST = `<ul>
  <li data-date-id="past"><time datetime="2020-02-06T20:00:00Z">6 Feb 2020</time> <span class="venue">Gone Venue</span> <span class="city">Leeds</span></li>
  <li data-date-id="glasgow"><time datetime="2098-02-06T20:00:00Z">6 Feb 2098</time> <span class="venue">Barrowland Ballroom</span> <span class="city">Glasgow</span>, <span class="country">UK</span>
    <a class="tickets" href="https://tickets.example/glasgow">Tickets</a> <a class="rsvp" href="https://rsvp.example/glasgow">RSVP</a></li>
  <li data-date-id="dublin"><time datetime="2098-02-08T20:00:00Z">8 Feb 2098</time> <span class="venue">Vicar Street</span> <span class="city">Dublin</span>, <span class="country">Ireland</span>
    <a class="tickets" href="https://tickets.example/dublin">Tickets</a></li>
  <li data-date-id="hamburg"><time datetime="2098-03-12T19:00:00Z">12 Mar 2098</time> <span class="venue">Uebel &amp; Gefährlich</span> <span class="city">Hamburg</span>
    <a class="rsvp" href="https://rsvp.example/hamburg">RSVP</a></li>
</ul>`;

const meta: Meta = {
  title: 'Blocks/sqs-tour-dates',
  component: 'sqs-tour-dates',
  parameters: { docs: { description: { component: "An artist's upcoming dates, upgraded from the server's list (the fallback); past dates are hidden." } } },
};
export default meta;

/** The server list of dates: upcoming ones with venue, city, ticket and RSVP links; past dates hidden. */
export const UpcomingFromServerList: StoryObj = {
  render: () => serverHtml(`<sqs-tour-dates data-load-on="eager">${LIST}</sqs-tour-dates>`),
};

/** `feed-url`: dates read from a JSON feed replace the server list. */
export const FromConfiguredFeed: StoryObj = {
  render: () => serverHtml(`<sqs-tour-dates data-load-on="eager" feed-url="/test/browser/fixtures/tour-feed.json">${LIST}</sqs-tour-dates>`),
};

/** The feed fails: the server dates stay, the failure is reported once. */
export const FeedFailedKeepsServerDates: StoryObj = {
  render: () => serverHtml(`<sqs-tour-dates data-load-on="eager" feed-url="/no-such-feed.json">${LIST}</sqs-tour-dates>`),
};

/** Only past dates: a "no upcoming dates" message. */
export const NoUpcomingDates: StoryObj = {
  render: () =>
    serverHtml('<sqs-tour-dates data-load-on="eager"><ul><li><time datetime="2020-01-01T20:00:00Z">1 Jan 2020</time> <span class="venue">Gone</span></li></ul></sqs-tour-dates>'),
};

/** No list and no feed: the server text stays. */
export const NoListKeepsFallback: StoryObj = {
  render: () => serverHtml('<sqs-tour-dates data-load-on="eager"><p>Dates coming soon.</p></sqs-tour-dates>'),
};
