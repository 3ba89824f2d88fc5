import { expect } from '@esm-bundle/chai';
import { waitFor } from './helpers.js';

/**
 * Video embeds on a page that requires Trusted Types for scripts (issue 20): the BUILT
 * dist/runtime.js in a framed page whose CSP is `require-trusted-types-for 'script'` with the
 * demo's policy names. The embed is inert template content until play; the live player is
 * rebuilt from its nodes (gallery/src/video/embed.ts), never by parsing a string, which such a
 * page refuses. A <sqs-video> and a gallery's video slide each play their stand-in player,
 * scripts in the embed stay behind, and the page records no violation.
 */

const FRAME_URL = '/test/browser/fixtures/trusted-types-video.html';

describe('video embeds under Trusted Types (built dist/)', () => {
  // The stand-in player is a same-origin page, so its state is readable here.
  let frame;
  const win = () => frame.contentWindow;
  const doc = () => frame.contentDocument;
  const shadowOf = (id) => doc().getElementById(id)?.shadowRoot ?? null;
  const standinState = (iframe) => iframe?.contentDocument?.body?.dataset.state;

  before(async () => {
    frame = document.createElement('iframe');
    frame.title = 'A page that requires Trusted Types';
    frame.style.cssText = 'width: 900px; height: 900px; border: 0';
    await new Promise((resolve) => {
      frame.addEventListener('load', resolve, { once: true });
      frame.src = FRAME_URL;
      document.body.append(frame);
    });
    await waitFor(() => doc().documentElement.hasAttribute('data-sqs-runtime'), { message: 'the runtime' });
  });

  after(() => frame?.remove());

  it('is a page where parsing a raw HTML string is refused', async () => {
    expect(() => new (win().DOMParser)().parseFromString('<iframe src="/x"></iframe>', 'text/html')).to.throw(/TrustedHTML/);
    await waitFor(() => win().violations.length === 1, { message: 'the violation reported' });
    win().violations.length = 0; // that one was this test's own
  });

  it('<sqs-video> builds its player from the template on play, with no violation', async () => {
    await waitFor(() => shadowOf('video')?.querySelector('[part="play-button"]'), { message: 'the play button' });
    expect(shadowOf('video').querySelector('iframe')).to.equal(null);
    shadowOf('video').querySelector('[part="play-button"]').click();
    const iframe = await waitFor(() => shadowOf('video').querySelector('iframe'), { message: 'the player' });
    expect(new URL(iframe.src).searchParams.get('autoplay')).to.equal('1');
    await waitFor(() => standinState(iframe) === 'playing', { message: 'the stand-in playing' });
    expect(win().__embedScriptRan).to.equal(undefined);
    expect(win().violations).to.deep.equal([]);
  });

  it("a gallery's video slide plays inline, with no violation", async () => {
    const play = await waitFor(() => shadowOf('gallery')?.querySelector('.sqs-video-play'), { message: "the slide's play button" });
    play.click();
    const iframe = await waitFor(() => shadowOf('gallery').querySelector('iframe'), { message: "the slide's player" });
    expect(iframe.title).to.equal('A walk along the pier');
    expect(new URL(iframe.src).pathname).to.equal('/packages/server/demo/assets/video-standin.html');
    // No provider named, so no autoplay address: the stand-in loads and waits.
    await waitFor(() => standinState(iframe), { message: 'the stand-in loaded' });
    expect(win().violations).to.deep.equal([]);
  });
});
