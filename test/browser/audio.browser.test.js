import { expect } from '@esm-bundle/chai';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import '/dist/elements/sqs-audio.js';
import '/dist/elements/sqs-video.js';
import { axeViolations, cleanup, click, deepActiveElement, fixture, ready, sleep, waitFor } from './helpers.js';

const A = '/packages/server/demo/assets/media/tone-a.wav';
const B = '/packages/server/demo/assets/media/tone-b.wav';
let run = 0;

const single = (attrs = '') =>
  fixture(`<sqs-audio id="s${(run += 1)}" data-load-on="eager" ${attrs}>
    <figure><figcaption>Harbour bells</figcaption><audio src="${A}?${run}" controls></audio></figure>
  </sqs-audio>`);

const album = () =>
  fixture(`<sqs-audio id="a${(run += 1)}" data-load-on="eager" album-title="Field recordings">
    <audio title="Bells" src="${A}?a${run}" controls></audio>
    <audio title="Gulls" src="${B}?b${run}" controls></audio>
    <audio title="Tide" src="${A}?c${run}" controls></audio>
  </sqs-audio>`);

const part = (host, name) => host.shadowRoot.querySelector(`[part~="${name}"]`);
const media = (host) => host.shadowRoot?.querySelector('audio');
const isPlaying = (host) => waitFor(() => !media(host)?.paused && media(host).currentTime > 0, { message: `${host.id} playing` });

describe('sqs-audio (built element)', () => {
  afterEach(async () => {
    for (const el of document.querySelectorAll('audio')) el.pause();
    for (const host of document.querySelectorAll('sqs-audio')) media(host)?.pause();
    cleanup();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it("upgrades a native <audio>: the server players leave the view, the play control's name starts with 'Play'", async () => {
    const host = single();
    await ready(host);
    expect(part(host, 'play').getAttribute('aria-label')).to.equal('Play Harbour bells');
    expect(part(host, 'title').textContent).to.equal('Harbour bells');
    // The server <audio> is not slotted: it takes no room any more.
    expect(host.querySelector('audio').getBoundingClientRect().height).to.equal(0);
    expect(part(host, 'tracks')).to.equal(null);
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('plays and pauses with the mouse, announces it, shows the time', async () => {
    const host = single();
    await ready(host);
    const events = [];
    host.addEventListener('sqs-audio-play', (e) => events.push(`play ${e.detail.title}`));
    host.addEventListener('sqs-audio-pause', (e) => events.push(`pause ${e.detail.title}`));
    await click(part(host, 'play'));
    await isPlaying(host);
    expect(part(host, 'play').getAttribute('aria-label')).to.equal('Pause Harbour bells');
    expect(host.shadowRoot.querySelector('[role="status"]').textContent).to.equal('Playing Harbour bells');
    await waitFor(() => part(host, 'time').textContent === '0:01 / 0:04', { message: 'time 0:01 / 0:04' });
    await click(part(host, 'play'));
    expect(media(host).paused).to.equal(true);
    // The status and the event follow the media element's pause event, a task of its own after pause().
    await waitFor(() => events.length === 2, { message: 'the pause event' });
    expect(host.shadowRoot.querySelector('[role="status"]').textContent).to.equal('Paused');
    expect(events).to.deep.equal(['play Harbour bells', 'pause Harbour bells']);
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('is keyboard-operable: Tab to play, Enter plays, the seek slider moves with arrows, volume too', async () => {
    const before = fixture('<button id="before">before</button>');
    const host = single();
    await ready(host);
    before.focus();
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(part(host, 'play'));
    await sendKeys({ press: 'Enter' });
    await isPlaying(host);
    media(host).pause();
    await waitFor(() => Number.isFinite(media(host).duration), { message: 'duration' });
    part(host, 'seek').focus();
    const at = media(host).currentTime;
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    expect(media(host).currentTime).to.be.greaterThan(at + 0.5);
    expect(part(host, 'seek').getAttribute('aria-valuetext')).to.match(/^0:0\d of 0:04$/);
    part(host, 'volume').focus();
    await sendKeys({ press: 'ArrowLeft' });
    expect(media(host).volume).to.be.closeTo(0.95, 0.001);
    await click(part(host, 'mute'));
    expect(media(host).muted).to.equal(true);
    // The button follows the media element's volumechange event, a task of its own after the change.
    await waitFor(() => part(host, 'mute').getAttribute('aria-pressed') !== 'false', { message: 'the volumechange event' });
    expect(part(host, 'mute').getAttribute('aria-pressed')).to.equal('true');
  });

  it('plays an album: track list, next and previous, and on to the next track at the end', async () => {
    const host = album();
    await ready(host);
    expect(host.shadowRoot.querySelector('[part="player"]').getAttribute('aria-label')).to.equal('Field recordings');
    const tracks = [...host.shadowRoot.querySelectorAll('[part~="track"]')];
    expect(tracks.map((t) => t.textContent)).to.deep.equal(['Bells', 'Gulls', 'Tide']);
    expect(tracks[0].getAttribute('aria-current')).to.equal('true');
    await click(tracks[1]);
    await isPlaying(host);
    expect(media(host).getAttribute('src')).to.contain(B);
    expect(part(host, 'play').getAttribute('aria-label')).to.equal('Pause Gulls');
    await click(part(host, 'next'));
    await waitFor(() => part(host, 'title').textContent === 'Tide');
    await isPlaying(host);
    expect(part(host, 'next').disabled).to.equal(true);
    await click(part(host, 'previous')); // within 3 s of the start: back one
    await waitFor(() => part(host, 'title').textContent === 'Gulls');
    // At a track's end the next one plays.
    await isPlaying(host);
    media(host).currentTime = media(host).duration - 0.2;
    await waitFor(() => part(host, 'title').textContent === 'Tide', { message: 'next track after the end' });
    await isPlaying(host);
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('plays one player at a time on the page, video blocks included', async () => {
    const first = single();
    const second = album();
    const video = fixture(`<sqs-video id="vid" data-load-on="eager" data-block-json='{"title": "Harbour"}'>
      <template><video src="${A}" controls></video></template></sqs-video>`);
    await Promise.all([ready(first), ready(second), ready(video)]);
    await click(part(first, 'play'));
    await isPlaying(first);
    await click(part(second, 'play'));
    await isPlaying(second);
    expect(media(first).paused).to.equal(true);
    expect(part(first, 'play').getAttribute('aria-label')).to.equal('Play Harbour bells');
    // A video that plays pauses the audio ...
    await click(video.shadowRoot.querySelector('[part="play-button"]'));
    await waitFor(() => media(second).paused, { message: 'audio paused by the video' });
    // ... and an audio that plays returns the video to its overlay.
    await click(part(first, 'play'));
    await isPlaying(first);
    await waitFor(() => video.shadowRoot.querySelector('[part="overlay"]') !== null, { message: 'video back to its overlay' });
  });

  it('takes over a server player started before the upgrade', async () => {
    // A user gesture first, so the page may play (the pointer stays off the block).
    await click(fixture('<button>activate</button>'));
    const host = fixture(`<sqs-audio id="late" data-load-on="interaction">
      <audio title="Early" src="${A}?late" controls></audio></sqs-audio>`);
    const server = host.querySelector('audio');
    void server.play();
    await waitFor(() => !server.paused && server.currentTime > 0.3, { message: 'server player playing' });
    expect(host.getAttribute('data-sqs-state')).to.not.equal('ready');
    // The visitor's pointer reaches the block: it upgrades.
    host.dispatchEvent(new Event('pointerenter'));
    await ready(host);
    await isPlaying(host);
    expect(server.paused).to.equal(true);
    expect(media(host).currentTime).to.be.greaterThan(0.3);
  });

  it('keeps the server players when no track can play, and reports it', async () => {
    const host = fixture('<sqs-audio data-load-on="eager"><audio controls src="javascript:alert(1)"></audio></sqs-audio>');
    await waitFor(() => host.getAttribute('data-sqs-state') === 'error', { message: 'fallback kept' });
    expect(host.querySelector('audio').getBoundingClientRect().height).to.be.greaterThan(0);
  });

  it('keeps 60 tracks of an album of 500 from the block JSON', async () => {
    const tracks = Array.from({ length: 500 }, (_, i) => ({ title: `T${i + 1}`, audioAssetUrl: `${A}?t${i}` }));
    const host = fixture(`<sqs-audio data-load-on="eager" data-block-json='${JSON.stringify({ tracks })}'><audio src="${A}" controls></audio></sqs-audio>`);
    await ready(host);
    const list = host.shadowRoot.querySelectorAll('[part~="track"]');
    expect(list.length).to.equal(60);
    expect(list[59].textContent).to.equal('T60');
    await sleep(0);
  });
});
