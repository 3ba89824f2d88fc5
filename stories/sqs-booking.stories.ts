import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../packages/blocks/src/booking/opentable.define';
import '../packages/blocks/src/booking/tock.define';
import '../packages/blocks/src/booking/acuity.define';
import { serverHtml } from './story-html';

const STANDIN = '/packages/server/demo/assets/booking-standin.js';

const meta: Meta = {
  title: 'Blocks/booking (sqs-opentable, sqs-tock, sqs-acuity)',
  component: 'sqs-opentable',
  parameters: {
    docs: { description: { component: "Booking widgets: the provider's script (here the local stand-in) loads from `source` near the view, after consent where needed; the server link is the fallback." } },
  },
};
export default meta;

/** OpenTable's standard widget, loaded from the provider's script (a local stand-in here); the link to the provider stays until it loads. */
export const OpenTableStandard: StoryObj = {
  render: () =>
    serverHtml(`<sqs-opentable data-load-on="eager" data-block-json='{"source":"${STANDIN}?rid=1"}'><a href="https://www.opentable.com/r/harbour-cafe">Reserve on OpenTable</a></sqs-opentable>`),
};

/** OpenTable's wide widget. */
export const OpenTableWide: StoryObj = {
  render: () =>
    serverHtml(`<div style="width: 900px"><sqs-opentable data-load-on="eager" data-block-json='{"source":"${STANDIN}?rid=2"}'><a href="https://www.opentable.com/r/harbour-cafe">Reserve on OpenTable</a></sqs-opentable></div>`),
};

/** Tock's widget in columns. */
export const TockColumns: StoryObj = {
  render: () =>
    serverHtml(`<div style="width: 700px"><sqs-tock data-load-on="eager" data-block-json='{"source":"${STANDIN}?tock","businessName":"harbour-cafe"}'><a href="https://www.exploretock.com/harbour-cafe">Reserve on Tock</a></sqs-tock></div>`),
};

/** Acuity's scheduling widget. */
export const Acuity: StoryObj = {
  render: () =>
    serverHtml(`<sqs-acuity data-load-on="eager" data-block-json='{"source":"${STANDIN}?acuity","owner":12345}'><a href="https://app.acuityscheduling.com/schedule.php?owner=12345">Book a tasting</a></sqs-acuity>`),
};

/** The provider's script fails to load: the server link to its page stays, reported once. */
export const ScriptFailedLeavesLink: StoryObj = {
  render: () =>
    serverHtml(`<sqs-opentable data-load-on="eager" data-block-json='{"source":"/no-such-provider-script.js"}'><a href="https://www.opentable.com/r/harbour-cafe">Reserve on OpenTable</a></sqs-opentable>`),
};

/** A `source` that is not http(s) is refused: no script runs, the link stays. */
export const NotHttpRefused: StoryObj = {
  render: () => serverHtml(`<sqs-tock data-load-on="eager" data-block-json='{"source":"javascript:alert(1)"}'><a href="https://www.exploretock.com/harbour-cafe">Reserve on Tock</a></sqs-tock>`),
};

/** No `source` in the JSON: the server link stays. */
export const NoSourceKeepsFallback: StoryObj = {
  render: () => serverHtml('<sqs-acuity data-load-on="eager"><a href="https://acuityscheduling.com/">Book an appointment</a></sqs-acuity>'),
};

/** The preview-only and consent states need their own page context: see test/browser/booking.browser.test.js and /events. */
