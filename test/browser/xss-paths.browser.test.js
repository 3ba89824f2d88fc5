// Issue 20 item 1 (second part): the XSS corpus (xss-vectors.js) through the paths that are not an
// element's own attributes (those are xss-corpus.browser.test.js): a gallery's slide attributes with
// its lightbox opened, a form's fields, submission message and post-submit HTML (submitted), and
// the page context's strings with tooltips, toasts, the system error overlay and a confirm dialog
// (a frame per vector that boots the built runtime). Every vector calls window.__xss(n) if it ever
// runs; dialogs are watched, and no rendered link may lead to a script or data address.
import { expect } from '@esm-bundle/chai';
import { cleanup, sleep, waitFor } from './helpers.js';
import { vectors } from './xss-vectors.js';

const manifest = await (await fetch('/dist/manifest.json')).json();

describe('XSS corpus through slides, forms, the page context and the chrome (issue 20)', () => {
  const executions = [];
  const dialogs = [];
  const saved = {};
  const figures = {};
  let ownerScripts = 0;
  before(() => {
    window.__xss = (n) => executions.push(n);
    window.__xssDialog = (...args) => dialogs.push(args);
    for (const name of ['alert', 'confirm', 'prompt']) {
      saved[name] = window[name];
      window[name] = (...args) => dialogs.push([name, ...args]);
    }
  });
  after(() => {
    Object.assign(window, saved);
    cleanup();
    const paths = Object.values(figures).reduce((a, b) => a + b, 0);
    console.log(`S1 XSS (slides, forms, page context, chrome events): ${vectors.length} vectors × ${paths} paths = ${vectors.length * paths} pairs (${JSON.stringify(figures)}), ${executions.length} executions, ${dialogs.length} dialogs (post-submit <script>s of the owner that ran, SPEC.md §4: ${ownerScripts})`);
  });

  /** Event handlers of images that fail to load fire after a round of the event loop. */
  const settle = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100)));
  /** Links a render left behind: none may lead to a script or data address. */
  const protocolOf = (address) => {
    try {
      return new URL(address, location.href).protocol;
    } catch {
      return null; // not an address a browser would follow
    }
  };
  const badLinks = (root) =>
    [...root.querySelectorAll('a[href], area[href], [formaction]')].filter((a) => /^(javascript|vbscript|data):$/i.test(protocolOf(a.getAttribute('href') ?? a.getAttribute('formaction')) ?? ''));
  const attr = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

  it('a gallery: every vector in every slide attribute, the image and the caption, lightbox opened, 0 executions', async function () {
    this.timeout(120000);
    // In a frame of its own: opening a slide moves that page's history, not the test page's.
    const frame = document.createElement('iframe');
    frame.style.cssText = 'width: 800px; height: 600px; border: 0';
    await new Promise((resolve) => {
      frame.addEventListener('load', resolve, { once: true });
      frame.src = '/test/browser/fixtures/xss-frame.html';
      document.body.append(frame);
    });
    const win = frame.contentWindow;
    const doc = frame.contentDocument;
    await waitFor(() => win.customElements.get('sqs-gallery'), { message: 'sqs-gallery defined in the frame' });
    const SLIDE_ATTRIBUTES = ['data-slide-id', 'data-slide-url', 'data-click-through-url', 'data-type', 'data-title', 'data-description', 'data-lightbox-theme', 'data-image-dimensions', 'data-image-focal-point', 'data-src'];
    figures['slide attributes'] = SLIDE_ATTRIBUTES.length + 3; // + img src, img alt, figcaption
    // Every attribute of a slide is the vector: a small gallery each, so one that is refused
    // leaves the others.
    const hosts = vectors.map((vector) => {
      const host = doc.createElement('sqs-gallery');
      host.setAttribute('data-load-on', 'eager');
      host.setAttribute('data-block-json', JSON.stringify({ design: 'grid', lightbox: true, slidesPerRow: 2 }));
      const bad = doc.createElement('figure');
      for (const name of SLIDE_ATTRIBUTES) bad.setAttribute(name, vector);
      const img = doc.createElement('img');
      img.setAttribute('src', vector);
      img.setAttribute('alt', vector);
      const caption = doc.createElement('figcaption');
      caption.textContent = vector;
      bad.append(img, caption);
      host.append(bad);
      doc.body.append(host);
      return host;
    });
    // One gallery of good slides whose texts and addresses are the vectors, its lightbox
    // stepped through every slide.
    const big = doc.createElement('sqs-gallery');
    big.setAttribute('data-load-on', 'eager');
    big.setAttribute('data-block-json', JSON.stringify({ design: 'grid', lightbox: true, slidesPerRow: 4 }));
    vectors.forEach((vector, n) => {
      const good = doc.createElement('figure');
      for (const name of ['data-slide-url', 'data-title', 'data-description']) good.setAttribute(name, vector);
      good.setAttribute('data-slide-id', `good-${n}`);
      good.setAttribute('data-src', '/test/browser/fixtures/landscape-3x2.png');
      good.setAttribute('data-image-dimensions', '600x400');
      const goodImg = doc.createElement('img');
      goodImg.setAttribute('src', '/test/browser/fixtures/landscape-3x2.png');
      goodImg.setAttribute('alt', vector);
      good.append(goodImg);
      big.append(good);
    });
    doc.body.append(big);
    await waitFor(() => [...hosts, big].every((h) => ['ready', 'error'].includes(h.getAttribute('data-sqs-state'))), { message: 'every gallery settled', timeout: 60000 });
    for (const host of hosts) if (host.shadowRoot) expect(badLinks(host.shadowRoot), 'links to a script address').to.deep.equal([]);
    const root = big.shadowRoot;
    root.querySelector('button[part="opener"]').click();
    await waitFor(() => root.querySelector('dialog[open]'), { message: 'the lightbox' });
    let opened = 1;
    for (let n = 1; n < vectors.length; n += 1) {
      root.querySelector('.lightbox-next').click();
      // The slide's own title shows: the vector as text.
      await waitFor(() => root.querySelector('dialog[open]')?.textContent.includes(vectors[n].slice(0, 20)), { message: `slide ${n} in the lightbox` });
      opened += 1;
      expect(badLinks(root), 'links to a script address in the lightbox').to.deep.equal([]);
    }
    await settle();
    expect(opened, 'slides shown in the lightbox').to.equal(vectors.length);
    expect(executions, 'gallery: vectors that ran').to.deep.equal([]);
    expect(dialogs).to.deep.equal([]);
    frame.remove();
  });

  it("a form: fields, submission message and post-submit HTML, submitted; only the owner's post-submit scripts run (SPEC.md §4)", async function () {
    this.timeout(120000);
    await import(`/dist/${manifest.elements['sqs-form']}`);
    cleanup();
    // The post-submit HTML's vectors call a number of their own, so a run is traced to its path.
    const POST = 100000;
    const originalFetch = window.fetch;
    const json = (body) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    window.fetch = async (input) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/api/form/FormSubmissionKey')) return json({ key: 'K-xss' });
      if (url.includes('/api/form/SaveFormSubmission')) return json({ success: true });
      return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
    };
    const FORM_PATHS = ['formName', 'submitButtonText', 'submissionMessageHtml', 'postSubmitHtml', 'field title', 'field description', 'field placeholder', 'option'];
    figures['form messages'] = FORM_PATHS.length;
    try {
      const hosts = vectors.map((vector, n) => {
        const post = vector.replace(/__xss\((\d+)\)/gi, (_m, k) => `__xss(${POST + Number(k)})`);
        const host = document.createElement('sqs-form');
        host.setAttribute('data-load-on', 'eager');
        host.setAttribute(
          'data-block-json',
          JSON.stringify({
            formId: `xss-${n}`,
            formName: vector,
            submitButtonText: vector,
            submissionMessageHtml: vector,
            postSubmitHtml: post,
            fields: [
              { id: 'note', type: 'text', title: vector, description: vector, placeholder: vector },
              { id: 'pick', type: 'radio', title: vector, options: [vector, 'Other'] },
            ],
          }),
        );
        host.append(document.createTextNode('Server text'));
        document.body.append(host);
        return host;
      });
      await waitFor(() => hosts.every((h) => ['ready', 'error'].includes(h.getAttribute('data-sqs-state'))), { message: 'every form settled', timeout: 60000 });
      let submitted = 0;
      for (const host of hosts) {
        const submit = host.shadowRoot?.querySelector('button[type="submit"]');
        if (!submit) continue;
        const success = new Promise((resolve) => host.addEventListener('sqs-form-success', resolve, { once: true }));
        submit.click();
        await Promise.race([success, sleep(3000)]);
        await waitFor(() => host.shadowRoot.querySelector('.submission-message'), { message: 'the submission message' }).catch(() => null);
        if (host.shadowRoot.querySelector('.submission-message')) submitted += 1;
        expect(badLinks(host.shadowRoot), 'links to a script address').to.deep.equal([]);
      }
      await settle();
      expect(submitted, 'forms submitted').to.equal(hosts.length);
      // SPEC.md §4: the post-submit HTML's own <script> elements run (the site owner's); nothing
      // else of it, and nothing of any other path.
      const parsed = (html) => new DOMParser().parseFromString(html, 'text/html');
      const scripted = new Set(vectors.map((v, n) => (parsed(v).querySelector('script') ? POST + n : null)).filter((n) => n !== null));
      expect(executions.filter((n) => n < POST), 'form: vectors that ran').to.deep.equal([]);
      expect(executions.filter((n) => n >= POST && !scripted.has(n)), 'post-submit: vectors that ran and are not scripts').to.deep.equal([]);
      expect(dialogs).to.deep.equal([]);
      ownerScripts = executions.length; // by design, counted apart
      executions.length = 0;
    } finally {
      window.fetch = originalFetch;
      cleanup();
      sessionStorage.clear();
    }
  });

  it('the page context, tooltips, toasts, the system error overlay and a confirm dialog: a frame per vector, 0 executions', async function () {
    this.timeout(240000);
    // A rich page context from the demo's chrome pages (read at run time), every text in it the vector.
    const contexts = [];
    for (const page of ['chrome', 'chrome-consent', 'chrome-popup', 'chrome-bars', 'chrome-dialogs']) {
      const html = await (await fetch(`/packages/server/demo/${page}.html`)).text();
      const json = html.match(/<script type="application\/json" id="sqs-page-context">([\s\S]*?)<\/script>/)?.[1];
      if (json) contexts.push(JSON.parse(json));
    }
    const merge = (a, b) => {
      if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null || Array.isArray(b)) return b;
      const out = { ...a };
      for (const [k, v] of Object.entries(b)) out[k] = k in out ? merge(out[k], v) : v;
      return out;
    };
    const base = contexts.reduce(merge, {});
    // Enumerations (BAR, OPT_IN_AND_OUT…) and ids keep their value so the chrome still shows.
    let textFields = 0;
    const poison = (value, vector, key = '') => {
      if (typeof value === 'string') {
        if (/^[A-Z0-9_]+$/.test(value) || key === 'id' || /Variant|Type$/.test(key)) return value;
        textFields += 1;
        return vector;
      }
      if (Array.isArray(value)) return value.map((v) => poison(v, vector));
      if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, poison(v, vector, k)]));
      return value;
    };
    const withVector = (vector) => {
      textFields = 0;
      const context = poison(base, vector);
      context.showAnnouncementBar = true;
      return context;
    };
    withVector('x');
    figures['page context, tooltip, toast, system error, confirm'] = textFields + 4;
    const pageOf = (vector) => {
      const script = (value) => JSON.stringify(value).replace(/</g, '\\u003c');
      return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<script>window.__xss = (n) => parent.__xss(n); for (const k of ['alert', 'confirm', 'prompt']) window[k] = (...a) => parent.__xssDialog(k, ...a);</script>
<script type="application/json" id="sqs-page-context">${script(withVector(vector))}</script>
<script type="module" src="/dist/runtime.js"></script>
<script type="module">
  const vector = ${script(vector)};
  const runtime = await import('/dist/runtime.js');
  while (!document.documentElement.hasAttribute('data-sqs-runtime')) await new Promise((r) => setTimeout(r, 10));
  dispatchEvent(new CustomEvent('sqs-toast', { detail: { message: vector } }));
  dispatchEvent(new CustomEvent('sqs-system-error', { detail: { status: 500, message: vector, url: vector, errorKey: vector, error: vector } }));
  if (typeof runtime.dialogs === 'function') {
    const { confirmDialog } = await runtime.dialogs();
    confirmDialog({ title: vector, message: vector, confirmText: vector, rejectText: vector, cancelText: vector });
  }
  document.querySelector('[data-sqs-tooltip]').dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
  document.querySelector('[data-sqs-tooltip]').focus();
  window.__asked = true;
</script></head>
<body><main><h1>A page</h1><p><button type="button" data-sqs-tooltip="${attr(vector)}">With a tooltip</button></p></main></body></html>`;
    };
    const shown = { toast: 0, overlay: 0 };
    const one = async (vector) => {
      const frame = document.createElement('iframe');
      frame.style.cssText = 'width: 600px; height: 400px; border: 0';
      frame.srcdoc = pageOf(vector);
      document.body.append(frame);
      try {
        const doc = () => frame.contentDocument;
        await waitFor(() => frame.contentWindow?.__asked, { message: 'the frame asked for its dialogs', timeout: 20000 });
        const toast = await waitFor(() => doc().querySelector('[data-sqs-toasts]')?.shadowRoot?.querySelector('[part="toast"]'), { message: 'the toast', timeout: 10000 }).catch(() => null);
        const overlay = await waitFor(() => doc().querySelector('[data-sqs-dialog="overlay"]')?.shadowRoot?.querySelector('dialog[open]'), { message: 'the overlay', timeout: 10000 }).catch(() => null);
        if (toast) shown.toast += 1;
        if (overlay) shown.overlay += 1;
        await new Promise((resolve) => frame.contentWindow.requestAnimationFrame(() => setTimeout(resolve, 100)));
        for (const host of doc().querySelectorAll('*')) if (host.shadowRoot) expect(badLinks(host.shadowRoot), 'links to a script address').to.deep.equal([]);
      } finally {
        frame.remove();
      }
    };
    // A few frames at a time: each boots the runtime and the chrome on its own.
    const queue = [...vectors];
    await Promise.all(Array.from({ length: 4 }, async () => {
      for (let vector = queue.shift(); vector !== undefined; vector = queue.shift()) await one(vector);
    }));
    expect(shown.toast, 'toasts shown').to.equal(vectors.length);
    expect(shown.overlay, 'system error overlays shown').to.equal(vectors.length);
    expect(executions, 'page context and chrome: vectors that ran').to.deep.equal([]);
    expect(dialogs).to.deep.equal([]);
  });
});
