import { expect } from '@esm-bundle/chai';
import { waitFor } from './helpers.js';

/**
 * The chrome on a page that requires Trusted Types for scripts (issue 12 item 6): the BUILT
 * dist/runtime.js in a framed page whose CSP is `require-trusted-types-for 'script'` with
 * the demo's policy names (lit-html, dompurify, sqs-post-submit). Every chrome element still
 * shows, the announcement's HTML included, and the page records no violation.
 */

const FRAME_URL = '/test/browser/fixtures/trusted-types-page.html?logout=true';

describe('chrome under Trusted Types (built dist/runtime.js)', () => {
  let frame;
  const win = () => frame.contentWindow;
  const doc = () => frame.contentDocument;
  const shadowOf = (selector) => doc().querySelector(selector)?.shadowRoot ?? null;

  before(async () => {
    frame = document.createElement('iframe');
    frame.title = 'A page that requires Trusted Types';
    frame.style.cssText = 'width: 900px; height: 600px; border: 0';
    await new Promise((resolve) => {
      frame.addEventListener('load', resolve, { once: true });
      frame.src = FRAME_URL;
      document.body.append(frame);
    });
    await waitFor(() => doc().documentElement.hasAttribute('data-sqs-runtime'), { message: 'the runtime' });
  });

  after(() => {
    frame.contentDocument.cookie = 'ss_cookie_consent=; Max-Age=0; Path=/';
    frame?.remove();
  });

  it('is a page where a raw HTML string is refused', async () => {
    expect(() => {
      doc().createElement('div').innerHTML = '<b>raw</b>';
    }).to.throw(/TrustedHTML/);
    await waitFor(() => win().violations.length === 1, { message: 'the violation reported' });
    win().violations.length = 0; // that one was this test's own
  });

  it('shows the banner, the popup, the announcement bar, the badge and the logout dialog, with no violation', async () => {
    await waitFor(() => shadowOf('sqs-cookie-banner')?.querySelector('[part="text"]')?.textContent.startsWith('By using this website'), { message: 'the banner' });
    await waitFor(() => shadowOf('[data-sqs-popup-overlay]')?.querySelector('dialog')?.open, { message: 'the popup' });
    expect(shadowOf('[data-sqs-popup-overlay]').getElementById('title').textContent).to.equal('Harbour news');
    await waitFor(() => shadowOf('[data-sqs-announcement-bar]')?.querySelector('a'), { message: 'the announcement bar' });
    expect(shadowOf('[data-sqs-announcement-bar]').querySelector('a').textContent).to.equal('Now open on Sundays');
    await waitFor(() => shadowOf('[data-sqs-badge]')?.querySelector('a'), { message: 'the badge' });
    await waitFor(() => shadowOf('[data-sqs-dialog="dialog"]')?.getElementById('title')?.textContent === 'Logout Successful', { message: 'the logout dialog' });
    expect(win().violations).to.deep.equal([]);
  });

  it('shows the system error overlay and a toast, with no violation', async () => {
    const FrameEvent = win().CustomEvent;
    win().dispatchEvent(new FrameEvent('sqs-system-error', { detail: { generic: true } }));
    win().dispatchEvent(new FrameEvent('sqs-toast', { detail: 'Saved' }));
    await waitFor(() => shadowOf('[data-sqs-dialog="overlay"]')?.querySelector('dialog')?.open, { message: 'the overlay' });
    await waitFor(() => shadowOf('[data-sqs-toasts]')?.querySelector('[part="toast"]')?.textContent === 'Saved', { message: 'the toast' });
    expect(win().violations).to.deep.equal([]);
  });

  it('shows a tooltip once the modals are closed (Escape, top layer first), with no violation', async () => {
    const { KeyboardEvent: FrameKeyboardEvent, PointerEvent: FramePointerEvent } = win();
    const escape = () => win().dispatchEvent(new FrameKeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    await waitFor(
      () => {
        escape();
        return !doc().querySelector('[data-sqs-popup-overlay], [data-sqs-dialog]');
      },
      { message: 'the modals closed' },
    );
    const target = doc().querySelector('[data-sqs-tooltip]');
    target.dispatchEvent(new FramePointerEvent('pointerover', { bubbles: true, pointerType: 'mouse', clientX: 10, clientY: 10 }));
    await waitFor(() => doc().querySelector('[data-sqs-tooltip-layer]:not([hidden])')?.textContent === 'A tooltip', { message: 'the tooltip', timeout: 3000 });
    expect(target.getAttribute('aria-describedby')).to.equal(doc().querySelector('[data-sqs-tooltip-layer]').id);
    expect(win().violations).to.deep.equal([]);
  });
});
