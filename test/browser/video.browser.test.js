import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import '/dist/elements/sqs-video.js';
import { axeViolations, cleanup, click, deepActiveElement, fixture, ready, sleep, waitFor } from './helpers.js';

const STANDIN = '/packages/server/demo/assets/video-standin.html';
const POSTER = '/test/browser/fixtures/landscape-3x2.png';
let run = 0;

function video({ id = `v${(run += 1)}`, title = 'Harbour tour', embed, attributes = 'data-load-on="eager"', width = 480 } = {}) {
  const markup =
    embed ??
    `<iframe src="${STANDIN}?v=${id}" data-provider="youtube" width="640" height="360"></iframe>
     <script>window.__embedScriptRan = true;</script>`;
  const wrapper = fixture(`<div style="width:${width}px">
    <sqs-video id="${id}" ${attributes} data-block-json='{"title": "${title}"}'>
      <img src="${POSTER}" alt="" width="640" height="360">
      <template>${markup}</template>
    </sqs-video>
  </div>`);
  return wrapper.querySelector('sqs-video');
}

const playButton = (host) => host.shadowRoot.querySelector('[part="play-button"]');
const iframeOf = (host) => host.shadowRoot.querySelector('iframe');
const overlayShown = (host) => host.shadowRoot.querySelector('[part="overlay"]') !== null;
const standinState = (host) => iframeOf(host)?.contentDocument?.body?.dataset.state;
const standinRequests = () => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('video-standin'));
const playing = (host) => waitFor(() => standinState(host) === 'playing', { message: `${host.id} playing` });

describe('sqs-video (built element)', () => {
  afterEach(() => {
    cleanup();
    delete window.__embedScriptRan;
  });

  it('puts no player in the DOM and asks nothing of its host before play', async () => {
    const before = standinRequests().length;
    const host = video();
    await ready(host);
    await sleep(100);
    expect(iframeOf(host)).to.equal(null);
    expect(document.querySelectorAll('iframe').length).to.equal(0);
    expect(standinRequests().length).to.equal(before);
    expect(overlayShown(host)).to.equal(true);
    expect(playButton(host).getAttribute('aria-label')).to.equal('Play Harbour tour');
  });

  it('builds the player from the template on click, with autoplay, allow and title; scripts stay behind', async () => {
    const events = [];
    const host = video();
    host.addEventListener('sqs-video-play', (event) => events.push(event.detail.title));
    await ready(host);
    await click(playButton(host));
    const iframe = iframeOf(host);
    expect(iframe !== null).to.equal(true);
    expect(iframe.getAttribute('src')).to.contain('autoplay=1');
    expect(iframe.getAttribute('src')).to.contain('enablejsapi=1');
    expect(iframe.getAttribute('allow')).to.equal('autoplay; fullscreen');
    expect(iframe.getAttribute('title')).to.equal('Harbour tour');
    expect(host.shadowRoot.querySelectorAll('script').length).to.equal(0);
    expect(window.__embedScriptRan).to.equal(undefined);
    expect(overlayShown(host)).to.equal(false);
    await playing(host);
    expect(events).to.deep.equal(['Harbour tour']);
    expect(deepActiveElement() === iframe).to.equal(true);
  });

  it('plays with Enter and with Space on the play button', async () => {
    const first = video();
    const second = video();
    await ready(first);
    await ready(second);
    playButton(first).focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => iframeOf(first), { message: 'Enter plays' });
    playButton(second).focus();
    await sendKeys({ press: 'Space' });
    await waitFor(() => iframeOf(second), { message: 'Space plays' });
  });

  it('returns the playing video to its overlay when another plays, pausing it by postMessage', async () => {
    const stops = [];
    const first = video({ title: 'First' });
    const second = video({ title: 'Second' });
    first.addEventListener('sqs-video-stop', (event) => stops.push(event.detail.title));
    await ready(first);
    await ready(second);
    await click(playButton(first));
    await playing(first);
    await click(playButton(second));
    await playing(second);
    await waitFor(() => standinState(first) === 'paused', { message: 'first paused' });
    expect(overlayShown(first)).to.equal(true);
    expect(overlayShown(second)).to.equal(false);
    expect(iframeOf(first).contentDocument.body.dataset.commands).to.equal('pauseVideo');
    expect(stops).to.deep.equal(['First']);
    // Playing the first again resumes its player (no second iframe) and pauses the second.
    await click(playButton(first));
    await waitFor(() => standinState(first) === 'playing' && standinState(second) === 'paused', { message: 'swap back' });
    expect(first.shadowRoot.querySelectorAll('iframe').length).to.equal(1);
    expect(iframeOf(first).contentDocument.body.dataset.commands).to.equal('pauseVideo playVideo');
  });

  it('removes a player that takes no commands when another video plays', async () => {
    const first = video({ embed: `<iframe src="${STANDIN}?v=plain" width="640" height="360"></iframe>` });
    const second = video();
    await ready(first);
    await ready(second);
    await click(playButton(first));
    await waitFor(() => iframeOf(first), { message: 'first player' });
    await click(playButton(second));
    await waitFor(() => iframeOf(first) === null, { message: 'first player removed' });
    expect(overlayShown(first)).to.equal(true);
  });

  it('reserves the box before upgrade, after upgrade and after play', async () => {
    const host = video({ attributes: 'data-load-on="interaction"' });
    const expected = (480 * 360) / 640;
    const before = host.getBoundingClientRect().height;
    expect(Math.abs(before - expected) < 0.5).to.equal(true, `height before upgrade: ${before}`);
    host.dispatchEvent(new Event('focusin'));
    await ready(host);
    expect(host.getBoundingClientRect().height).to.equal(before);
    await click(playButton(host));
    await waitFor(() => iframeOf(host), { message: 'player' });
    expect(host.getBoundingClientRect().height).to.equal(before);
    const frame = iframeOf(host).getBoundingClientRect();
    expect(Math.round(frame.width)).to.equal(480);
    expect(Math.round(frame.height)).to.equal(Math.round(expected));
  });

  it('fits the player inside a box of another shape, or fills it (SPEC.md §4 modes)', async () => {
    const fit = video({ attributes: 'data-load-on="eager" style="aspect-ratio: 1"' });
    const fill = video({ attributes: 'data-load-on="eager" mode="fill" style="aspect-ratio: 1"' });
    await Promise.all([ready(fit), ready(fill)]);
    const size = (host) => {
      const box = iframeOf(host).getBoundingClientRect();
      const outer = host.getBoundingClientRect();
      return [Math.round(box.width), Math.round(box.height), Math.round(box.left - outer.left), Math.round(box.top - outer.top)];
    };
    await click(playButton(fit));
    expect(size(fit)).to.deep.equal([480, 270, 0, 105]); // letterboxed, centred
    await click(playButton(fill)); // and the first goes back to its overlay
    expect(size(fill)).to.deep.equal([853, 480, -187, 0]); // covers, centred, cropped
  });

  it('shows the SPEC texts for an invalid embed, a custom featured image and Vimeo Basic', async () => {
    const invalid = video({ embed: '<p>not a video</p>' });
    const custom = video({ embed: '', attributes: 'data-load-on="eager" custom-thumbnail' });
    const basic = video({ attributes: 'data-load-on="eager" vimeo-basic' });
    await Promise.all([ready(invalid), ready(custom), ready(basic)]);
    const text = (host) => host.shadowRoot.querySelector('[part="message"]')?.textContent;
    expect(text(invalid)).to.equal('Invalid video embed.');
    expect(text(custom)).to.equal('Custom featured images only available with embedded videos. Go back into embed settings to turn off featured images.');
    expect(text(basic)).to.equal('Vimeo Basic accounts are unsupported. Please share a video from a different account.');
    expect(playButton(invalid)).to.equal(null);
  });

  it('waits for consent before a third-party player under a restrictive cookie policy', async () => {
    // No consent yet: the cookie is the browser's, shared with the files that ran before this one.
    document.cookie = 'ss_cookie_consent=; path=/; max-age=0';
    const context = fixture(
      '<script type="application/json" id="sqs-page-context">{"websiteSettings":{"cookieSettings":{"isRestrictiveCookiePolicyEnabled":true}}}</script>',
    );
    // Another origin for the same stand-in: a third party as far as the page is concerned.
    const other = location.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
    const host = video({ embed: `<iframe src="http://${other}:${location.port}${STANDIN}?v=third" data-provider="vimeo" width="640" height="360"></iframe>` });
    await ready(host);
    await click(playButton(host));
    const placeholder = await waitFor(() => host.shadowRoot.querySelector('sqs-consent-placeholder'), { message: 'consent placeholder' });
    expect(iframeOf(host)).to.equal(null);
    const load = placeholder.shadowRoot.querySelector('button');
    expect(load.textContent).to.equal('Load Vimeo');
    expect(deepActiveElement() === load).to.equal(true);
    load.click();
    await waitFor(() => iframeOf(host), { message: 'player after consent click' });
    expect(iframeOf(host).getAttribute('src')).to.contain('autoplay=1');
    context.remove();
  });

  it('has no axe violations, before and while playing', async () => {
    const host = video();
    await ready(host);
    expect(await axeViolations(host.parentElement)).to.deep.equal([]);
    await click(playButton(host));
    await playing(host);
    expect(await axeViolations(host.parentElement)).to.deep.equal([]);
  });
});
