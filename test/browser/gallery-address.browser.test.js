import { expect } from '@esm-bundle/chai';
import { cleanup, fixture, waitFor } from './helpers.js';

// Issue 20: a lightbox address built from data (the page context's collection.fullUrl, a
// slide's data-slide-url) that a browser reads as another host (`/\host`, `\\host`) used to
// make history.pushState throw a SecurityError, and the lightbox never opened. Such an
// address is now refused: the history is left alone and the lightbox opens. Each case is a
// page of its own (fixtures/gallery-address.html), since the page context is read once per
// document.
async function open(query) {
  const frame = fixture(`<iframe style="width: 800px; height: 600px" src="/test/browser/fixtures/gallery-address.html?${new URLSearchParams(query)}"></iframe>`);
  await waitFor(() => frame.contentDocument?.getElementById('g')?.getAttribute('data-sqs-state') === 'ready', { message: 'the gallery ready' });
  const win = frame.contentWindow;
  const host = frame.contentDocument.getElementById('g');
  const before = win.location.href;
  host.shadowRoot.querySelector('button.opener').click();
  await waitFor(() => host.shadowRoot.querySelector('dialog')?.open, { message: 'the lightbox open' });
  return { win, host, before };
}

describe('sqs-gallery lightbox addresses from data (built element)', () => {
  afterEach(cleanup);

  it('a collection.fullUrl starting /\\ opens the lightbox and leaves the address alone', async () => {
    const { win, before } = await open({ fullUrl: '/\\evil.example/gallery' });
    expect(win.location.href).to.equal(before);
    expect(win.pageErrors).to.deep.equal([]);
  });

  it('a collection.fullUrl starting \\\\ opens the lightbox and leaves the address alone', async () => {
    const { win, before } = await open({ fullUrl: '\\\\evil.example' });
    expect(win.location.href).to.equal(before);
    expect(win.pageErrors).to.deep.equal([]);
  });

  it('a data-slide-url starting \\\\ (or /\\) under the site root does the same', async () => {
    for (const slideUrl of ['\\\\evil.example/x', '/\\evil.example/x']) {
      const { win, host, before } = await open({ fullUrl: '/', slideUrl });
      expect(win.location.href).to.equal(before);
      expect(win.pageErrors).to.deep.equal([]);
      // Moving on to an honest slide writes its address again.
      host.shadowRoot.querySelector('.lightbox-next').click();
      await waitFor(() => win.location.hash === '#itemId=s2', { message: 'the second slide in the address' });
      expect(win.location.pathname).to.equal('/second');
      cleanup();
    }
  });

  it('an honest collection.fullUrl still writes the slide address (the control)', async () => {
    const { win } = await open({ fullUrl: '/gallery' });
    expect(win.location.pathname).to.equal('/gallery/first');
    expect(win.location.hash).to.equal('#itemId=s1');
    expect(win.pageErrors).to.deep.equal([]);
  });
});
