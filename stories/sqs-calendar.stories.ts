import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../packages/blocks/src/calendar/calendar.define';
import { serverHtml } from './story-html';

const LIST = `<ol>
  <li id="event-jazz"><a href="#jazz">Jazz night on the terrace</a> <time datetime="2027-03-05T19:00:00Z">5 March 2027, 19:00</time> <span class="location">Terrace</span></li>
  <li id="event-market"><a href="#market">Spring market</a> <time datetime="2027-03-13T09:00:00Z">13 March 2027, 09:00</time> <span class="location">Harbour square</span></li>
  <li id="event-quiz"><a href="#quiz">Quiz night</a> <time datetime="2027-03-13T19:00:00Z">13 March 2027, 19:00</time></li>
  <li id="event-poetry"><a href="#poetry">Poetry hour</a> <time datetime="2027-03-13T21:00:00Z">13 March 2027, 21:00</time></li>
  <li id="event-brunch"><a href="#brunch">Clocks-forward brunch</a> <time datetime="2027-03-28T10:30:00Z">28 March 2027, 11:30</time> <span class="location">Café</span></li>
</ol>`;

const meta: Meta = {
  title: 'Blocks/sqs-calendar',
  component: 'sqs-calendar',
  parameters: { docs: { description: { component: "A month view of a collection's events, upgraded from the server's event list (the fallback), in the site's time zone." } } },
};
export default meta;

/** March 2027 in Europe/London from the server's event list: a month grid (arrow keys move between days) and the focused day's agenda. */
export const MonthInSiteZone: StoryObj = {
  render: () => serverHtml(`<sqs-calendar data-load-on="eager" time-zone="Europe/London" month="2027-03">${LIST}</sqs-calendar>`),
};

/** `week-start="1"`: weeks start on Monday. */
export const WeekFromMonday: StoryObj = {
  render: () => serverHtml(`<sqs-calendar data-load-on="eager" time-zone="Europe/London" month="2027-03" week-start="1">${LIST}</sqs-calendar>`),
};

/** The same events shown in America/New_York: times move across the daylight-saving change. */
export const OtherZoneAcrossDst: StoryObj = {
  render: () => serverHtml(`<sqs-calendar data-load-on="eager" time-zone="America/New_York" month="2027-03">${LIST}</sqs-calendar>`),
};

/** A month with no event: the grid and a "no events" agenda. */
export const NoEventsThisMonth: StoryObj = {
  render: () => serverHtml(`<sqs-calendar data-load-on="eager" time-zone="Europe/London" month="2027-06">${LIST}</sqs-calendar>`),
};

/** An event whose `<time>` is not a date is left out, reported once; the others show. */
export const InvalidDateLeftOut: StoryObj = {
  render: () =>
    serverHtml(`<sqs-calendar data-load-on="eager" time-zone="Europe/London" month="2027-03"><ol>
      <li><a href="#ok">Readable event</a> <time datetime="2027-03-10T18:00:00Z">10 March</time></li>
      <li><a href="#bad">Unreadable event</a> <time datetime="someday">someday</time></li></ol></sqs-calendar>`),
};

/** An unknown `time-zone`: the server list stays and the error is reported. */
export const UnknownTimeZoneKeepsList: StoryObj = {
  render: () => serverHtml(`<sqs-calendar data-load-on="eager" time-zone="Mars/Olympus_Mons" month="2027-03">${LIST}</sqs-calendar>`),
};

/** No event list and no collection to ask: the server text stays. */
export const NoListKeepsFallback: StoryObj = {
  render: () => serverHtml('<sqs-calendar data-load-on="eager"><p>No events yet.</p></sqs-calendar>'),
};

/** A site theme through `--sqs-calendar-*` properties. */
export const Themed: StoryObj = {
  render: () => {
    const wrapper = serverHtml(`<sqs-calendar class="themed" data-load-on="eager" time-zone="Europe/London" month="2027-03">${LIST}</sqs-calendar>`);
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('.themed { --sqs-calendar-accent: #2a6f97; --sqs-calendar-selected-background: #dbeaf5; } .themed::part(month) { font-family: Georgia, serif; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return wrapper;
  },
};
