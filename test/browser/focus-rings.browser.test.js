// Issue 19 item 6, WCAG 2.4.7 / 1.4.11: every control of the blocks shows a focus ring that stands
// out (3:1) from a light page and from a dark page. Each block sits on a white section (dark text)
// and then on a near-black one (light text, as a site's dark section has it); every control it
// renders is focused as by the keyboard, and its ring's colours (outline, box-shadow halo, and for
// an SVG mark its stroke) are composed over that section's background, and over white and black
// (a control's own fill or an image may be either), and measured.
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import '/dist/elements/sqs-accordion.js';
import '/dist/elements/sqs-menu.js';
import '/dist/elements/sqs-search.js';
import '/dist/elements/sqs-audio.js';
import '/dist/elements/sqs-chart.js';
import '/dist/elements/sqs-calendar.js';
import '/dist/elements/sqs-tour-dates.js';
import '/dist/elements/sqs-marquee.js';
import '/dist/elements/sqs-form.js';
import '/dist/elements/sqs-gallery.js';
import { cleanup, fixture, ready, waitFor } from './helpers.js';

// ---- colour arithmetic (WCAG 2.x relative luminance) -----------------------------------
const rgba = (text) => {
  const [r, g, b, a = 1] = text.match(/[\d.]+/g).map(Number);
  return { r, g, b, a };
};
const colours = (text) => (text.match(/rgba?\([^)]*\)/g) ?? []).map(rgba);
const over = (top, bottom) => ({
  r: top.r * top.a + bottom.r * (1 - top.a),
  g: top.g * top.a + bottom.g * (1 - top.a),
  b: top.b * top.a + bottom.b * (1 - top.a),
  a: 1,
});
const luminance = ({ r, g, b }) => {
  const lin = (c) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
};
const contrast = (x, y) => {
  const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p);
  return (hi + 0.05) / (lo + 0.05);
};

const WHITE = { r: 255, g: 255, b: 255, a: 1 };
const BLACK = { r: 0, g: 0, b: 0, a: 1 };
const BACKGROUNDS = {
  light: { page: 'background:#fff;color:#111', colour: { r: 255, g: 255, b: 255, a: 1 } },
  dark: { page: 'background:#111;color:#f2f2f2', colour: { r: 17, g: 17, b: 17, a: 1 } },
};

const PHOTOS = '/packages/server/demo/assets/gallery';
const A = '/packages/server/demo/assets/media/tone-a.wav';
const TABLE = `<table><caption>Coffee sold</caption><thead><tr><th>Month</th><th>2024</th></tr></thead>
  <tbody><tr><th>Jan</th><td>120</td></tr><tr><th>Feb</th><td>90</td></tr></tbody></table>`;
const BLOCKS = {
  'sqs-accordion': '<sqs-accordion data-load-on="eager"><details><summary>Shipping</summary><p>Two days.</p></details><details><summary>Returns</summary><p>Free.</p></details></sqs-accordion>',
  'sqs-menu': '<sqs-menu data-load-on="eager" label="Menus"><section data-label="Lunch"><p>Soup</p></section><section data-label="Dinner"><p>Fish</p></section></sqs-menu>',
  'sqs-search': '<sqs-search><form action="/search" method="get" role="search"><label for="q">Search the site</label><input id="q" type="search" name="q"><button type="submit">Search</button></form></sqs-search>',
  'sqs-audio': `<sqs-audio data-load-on="eager" album-title="Field recordings"><audio title="Bells" src="${A}?f1" controls></audio><audio title="Gulls" src="${A}?f2" controls></audio></sqs-audio>`,
  'sqs-chart': `<sqs-chart data-load-on="eager" type="bar">${TABLE}</sqs-chart>`,
  'sqs-calendar': `<sqs-calendar data-load-on="eager" time-zone="Europe/London" month="2027-03"><ol><li><a href="/events#jazz">Jazz night</a> <time datetime="2027-03-05T19:00:00Z">5 March</time></li></ol></sqs-calendar>`,
  'sqs-tour-dates': `<sqs-tour-dates data-load-on="eager"><ul><li><time datetime="2098-02-06T20:00:00Z">6 Feb 2098</time> <span class="venue">Barrowland</span> <span class="city">Glasgow</span> <a class="tickets" href="https://tickets.example/g">Tickets</a></li></ul></sqs-tour-dates>`,
  'sqs-marquee': '<sqs-marquee data-load-on="eager">Open late on Fridays</sqs-marquee>',
  // The two fixed before (a11y-defects), now on the shared partial too.
  'sqs-form': `<sqs-form data-load-on="eager" data-block-json='${JSON.stringify({ formId: 'rings', submitButtonText: 'Send', fields: [{ id: 'email', type: 'email', title: 'Email' }, { id: 'r', type: 'radio', title: 'Reply by', options: ['Email', 'Phone'] }] })}'></sqs-form>`,
  'sqs-gallery': `<sqs-gallery data-load-on="eager" data-block-json='{"design":"slideshow","thumbnails":true,"lightbox":true}'>${[1, 2, 3]
    .map((n) => `<figure data-slide-id="r${n}" data-image-dimensions="600x400" data-src="${PHOTOS}/photo-${n}.png"><img src="${PHOTOS}/photo-${n}.png" alt="Photo ${n}"></figure>`)
    .join('')}</sqs-gallery>`,
};

/** The controls a block renders: what the keyboard can reach, roving tab stops included. */
const controls = (host) =>
  [...host.shadowRoot.querySelectorAll('button, a[href], input, select, textarea, summary, [tabindex]')].filter(
    (el) => !el.disabled && !el.closest('[hidden], [inert]') && el.checkVisibility(),
  );

/** The ring's colours on the focused `element`: outline, box-shadow, and an SVG shape's stroke. */
async function ringColours(element) {
  await sendKeys({ press: 'Shift' }); // the last input was a key: focus() shows :focus-visible
  element.focus();
  await waitFor(() => element.matches(':focus-visible'), { message: 'focus-visible' });
  const style = getComputedStyle(element);
  const ring = [];
  if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) ring.push(rgba(style.outlineColor));
  ring.push(...colours(style.boxShadow));
  if (element instanceof SVGElement && parseFloat(style.strokeWidth) >= 2) ring.push(rgba(style.stroke));
  return ring.filter((c) => c.a > 0);
}

describe('focus rings on light and dark pages (issue 19)', () => {
  afterEach(cleanup);

  for (const [tag, html] of Object.entries(BLOCKS)) {
    it(`${tag}: every control's ring reaches 3:1 on a light and on a dark page`, async () => {
      const results = [];
      for (const [name, background] of Object.entries(BACKGROUNDS)) {
        const section = fixture(`<section style="${background.page};padding:24px">${html}</section>`);
        const host = section.querySelector(tag);
        await ready(host);
        const found = await waitFor(() => controls(host).length && controls(host), { message: `${tag} controls` });
        for (const control of found) {
          const ring = await ringColours(control);
          // On this page, and on white and on black: what a control's own background or an image behind it may be.
          const best = (bg) => Math.max(0, ...ring.map((c) => contrast(over(c, bg), bg)));
          const worst = Math.min(best(background.colour), best(WHITE), best(BLACK));
          results.push(`${name} ${control.getAttribute('part') ?? control.localName}: ${worst >= 3 ? 'ok' : worst.toFixed(2)}`);
        }
        cleanup();
      }
      expect(results.filter((r) => !r.endsWith(': ok')), results.join('\n')).to.deep.equal([]);
      expect(results.length).to.be.at.least(2);
    });
  }
});
