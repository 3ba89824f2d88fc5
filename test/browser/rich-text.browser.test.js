import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import '/dist/elements/sqs-rich-text-toolbar.js';
import { axeViolations, cleanup, click, deepActiveElement, fixture, ready, waitFor } from './helpers.js';
import { recordValueEvents, submitted } from './form-helpers.js';

const FORM_HTML = `
  <form>
    <label for="body">Body text</label>
    <sqs-rich-text-toolbar id="body" name="body" value="<p>Hello world</p>" data-load-on="eager"></sqs-rich-text-toolbar>
    <button type="submit">Save</button>
    <button type="reset">Reset</button>
  </form>`;

const $ = (host, selector) => host.shadowRoot.querySelector(selector);
const $$ = (host, selector) => [...host.shadowRoot.querySelectorAll(selector)];
const tool = (host, id) => $(host, `[part~="tool"][part~="${id}"]`);
const pressed = (host, id) => tool(host, id).getAttribute('aria-pressed');
const region = (host) => $(host, '[part="region"]');
const CTRL = navigator.platform.includes('Mac') ? 'Meta' : 'Control';

/** A key with a modifier held (sendKeys presses one key at a time). */
async function chord(modifier, key) {
  await sendKeys({ down: modifier });
  await sendKeys({ press: key });
  await sendKeys({ up: modifier });
}

/** Selects `text` in the region (the first place it occurs), with the focus there. */
function select(host, text) {
  const editable = region(host);
  editable.focus();
  const walker = document.createTreeWalker(editable, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.data.indexOf(text);
    if (at < 0) continue;
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + text.length);
    const selection = host.shadowRoot.getSelection?.() ?? document.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
    return;
  }
  throw new Error(`"${text}" is not in the region`);
}

/** Puts a collapsed caret in the region, `offset` characters into the first place `text` occurs (its end by default). */
function caretAt(host, text, offset = text.length) {
  const editable = region(host);
  editable.focus();
  const walker = document.createTreeWalker(editable, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.data.indexOf(text);
    if (at < 0) continue;
    const range = document.createRange();
    range.setStart(node, at + offset);
    range.collapse(true);
    const selection = host.shadowRoot.getSelection?.() ?? document.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
    return;
  }
  throw new Error(`"${text}" is not in the region`);
}

const undo = () => chord(CTRL, 'z');
/** Ctrl/⌘+Shift+Z (the redo key on every platform). */
async function redo() {
  await sendKeys({ down: CTRL });
  await sendKeys({ down: 'Shift' });
  await sendKeys({ press: 'z' });
  await sendKeys({ up: 'Shift' });
  await sendKeys({ up: CTRL });
}

/** About 1 MB of text in 1000 paragraphs (a large paste: about 52 slices of 20 000 characters). */
const megabyteText = () => Array.from({ length: 1000 }, (_, i) => `${i}: ${'Harbour café soup of the day, '.repeat(35)}`).join('\n\n');
const SLICES = 52;
/** Waits `count` frames, each followed by a task (a large paste puts one slice in a frame). */
async function frames(count) {
  for (let i = 0; i < count; i += 1) await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}

/** In the open link dialog: the Web Address tab, `url` typed, Apply. */
async function applyWebAddress(dialog, url) {
  const editor = dialog.querySelector('sqs-link-editor');
  [...editor.shadowRoot.querySelectorAll('[role="tab"]')].find((t) => t.textContent === 'Web Address').click();
  const web = await waitFor(() => editor.shadowRoot.querySelector('[part~="web"]'), { message: 'the Web Address field' });
  web.focus();
  await sendKeys({ type: url });
  await waitFor(() => editor.value === url, { message: 'the link typed' });
  await click(dialog.querySelector('[part="apply"]'));
}

async function paste(host, data) {
  const transfer = new DataTransfer();
  for (const [type, value] of Object.entries(data)) transfer.setData(type, value);
  region(host).dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true, composed: true }));
}

describe('sqs-rich-text-toolbar (built element)', () => {
  const originalFetch = window.fetch;
  beforeEach(() => {
    // The link editor lists the site's pages (the reference backend's GET /api/editor/pages, tested with link-editor).
    window.fetch = async () => new Response(JSON.stringify({ pages: [{ url: '/menu', title: 'Menu' }] }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  afterEach(() => {
    window.fetch = originalFetch;
    cleanup();
  });

  it('is an APG toolbar: one tab stop, Left/Right wrap, Home/End, and a labelled region', async () => {
    const form = fixture(FORM_HTML);
    const host = form.querySelector('sqs-rich-text-toolbar');
    await ready(host);
    const toolbar = $(host, '[role="toolbar"]');
    const buttons = $$(host, '[role="toolbar"] button');
    expect(buttons.map((b) => b.tabIndex).filter((t) => t === 0)).to.have.length(1);
    expect(toolbar.getAttribute('aria-controls')).to.equal(region(host).id);
    expect(region(host).getAttribute('aria-label')).to.equal('Body text');
    expect(region(host).textContent).to.equal('Hello world');
    expect(host.value).to.equal('<p>Hello world</p>');
    expect(await axeViolations(form)).to.deep.equal([]);

    buttons[0].focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(deepActiveElement()).to.equal(buttons[1]);
    await sendKeys({ press: 'End' });
    expect(deepActiveElement()).to.equal(buttons.at(-1));
    await sendKeys({ press: 'ArrowRight' });
    expect(deepActiveElement()).to.equal(buttons[0]);
    await sendKeys({ press: 'ArrowLeft' });
    expect(deepActiveElement()).to.equal(buttons.at(-1));
    await sendKeys({ press: 'Home' });
    expect(deepActiveElement()).to.equal(buttons[0]);
    // The last focused tool is the toolbar's one tab stop.
    await sendKeys({ press: 'ArrowRight' });
    expect(buttons.map((b) => b.tabIndex)).to.deep.equal(buttons.map((_, i) => (i === 1 ? 0 : -1)));
  });

  it('bold (Ctrl+B), a heading and a list from the toolbar, each shown pressed, each in the value', async () => {
    const form = fixture(FORM_HTML);
    const host = form.querySelector('sqs-rich-text-toolbar');
    await ready(host);
    const events = recordValueEvents(host);
    expect(pressed(host, 'bold')).to.equal('false');

    select(host, 'world');
    await chord(CTRL, 'b');
    await waitFor(() => host.value === '<p>Hello <b>world</b></p>', { message: 'bold in the value' });
    await waitFor(() => pressed(host, 'bold') === 'true', { message: 'Bold pressed' });
    expect(events.at(-1)).to.equal('change:<p>Hello <b>world</b></p>');
    expect(await axeViolations(form)).to.deep.equal([]);

    // Alt+F10 goes to the toolbar; the arrows reach Heading 2; Enter applies it and the focus stays.
    await chord('Alt', 'F10');
    expect(deepActiveElement()).to.equal(tool(host, 'bold'));
    while (deepActiveElement() !== tool(host, 'h2')) await sendKeys({ press: 'ArrowRight' });
    expect(pressed(host, 'p')).to.equal('true');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => host.value === '<h2>Hello <b>world</b></h2>', { message: 'the heading in the value' });
    await waitFor(() => pressed(host, 'h2') === 'true' && pressed(host, 'p') === 'false', { message: 'Heading 2 pressed' });
    expect(deepActiveElement()).to.equal(tool(host, 'h2'));
    expect(await axeViolations(form)).to.deep.equal([]);

    await click(tool(host, 'h2'));
    await waitFor(() => host.value === '<p>Hello <b>world</b></p>', { message: 'a heading pressed again is a paragraph' });
    await click(tool(host, 'ul'));
    await waitFor(() => /^<ul><li>Hello <b>world<\/b>(<br>)?<\/li><\/ul>$/.test(host.value), { message: `the list in the value (${host.value})` });
    await waitFor(() => pressed(host, 'ul') === 'true' && pressed(host, 'p') === 'false', { message: 'Bulleted list pressed' });
    expect(deepActiveElement()).to.equal(region(host));

    await click(tool(host, 'align-center'));
    await waitFor(() => host.value.includes('<li align="center">'), { message: 'centred' });
    await waitFor(() => pressed(host, 'align-center') === 'true' && pressed(host, 'align-left') === 'false', { message: 'Align centre pressed' });

    region(host).focus();
    await chord(CTRL, 'a');
    await click(tool(host, 'clear'));
    await waitFor(() => !host.value.includes('<b>') && !host.value.includes('align='), { message: `formatting cleared (${host.value})` });
    expect(await axeViolations(form)).to.deep.equal([]);
  });

  it('link: Ctrl+K pressed before the link editor has rendered still puts the focus in it once it has', async () => {
    const form = fixture(FORM_HTML);
    const host = form.querySelector('sqs-rich-text-toolbar');
    await ready(host);
    const dialog = $(host, 'dialog');
    // Whether the toolbar's own link editor has rendered by now depends on the machine's speed: a
    // fresh one in its place has not, for sure, when the key goes in (synchronously after it).
    const rendered = await waitFor(() => dialog.querySelector('sqs-link-editor'), { message: 'the link editor' });
    const editor = rendered.cloneNode(false);
    editor.removeAttribute('data-sqs-state');
    rendered.replaceWith(editor);
    select(host, 'world');
    const mac = CTRL === 'Meta';
    region(host).dispatchEvent(new KeyboardEvent('keydown', { key: 'k', code: 'KeyK', ctrlKey: !mac, metaKey: mac, bubbles: true, composed: true, cancelable: true }));
    expect(editor.getAttribute('data-sqs-state')).to.not.equal('ready', 'the link editor had not rendered when the key went in');
    await waitFor(() => dialog.open, { message: 'the dialog open' });
    await ready(editor);
    await waitFor(() => editor.shadowRoot.contains(deepActiveElement()), { message: `the focus in the link editor (on ${deepActiveElement()?.outerHTML.slice(0, 80)})` });
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !dialog.open, { message: 'the dialog closed' });
    expect(deepActiveElement()).to.equal(region(host));
  });

  it('link: Ctrl+K opens the link editor in a dialog, Apply makes the link, the focus comes back; Escape cancels', async () => {
    const form = fixture(FORM_HTML);
    const host = form.querySelector('sqs-rich-text-toolbar');
    await ready(host);
    const dialog = $(host, 'dialog');
    const editor = await waitFor(() => dialog.querySelector('sqs-link-editor'), { message: 'the link editor' });
    // The link editor renders in its own time after the toolbar's: Ctrl+K focuses it, which takes
    // only once it has rendered (a slow machine may not be there yet when the keys come).
    await ready(editor);
    select(host, 'world');
    await chord(CTRL, 'k');
    await waitFor(() => dialog.open, { message: 'the dialog open' });
    expect(editor.shadowRoot.contains(deepActiveElement())).to.equal(true);
    expect($(host, '#' + CSS.escape(dialog.getAttribute('aria-labelledby'))).textContent).to.equal('Add link');
    expect(await axeViolations(form)).to.deep.equal([]);

    await applyWebAddress(dialog, 'https://example.com/menu');
    await waitFor(() => !dialog.open, { message: 'the dialog closed' });
    await waitFor(() => host.value === '<p>Hello <a href="https://example.com/menu">world</a></p>', { message: `the link in the value (${host.value})` });
    expect(deepActiveElement()).to.equal(region(host));
    // A selection made a link stays selected (only a link added at a bare caret moves the caret after it).
    await waitFor(() => host.shadowRoot.getSelection().toString() === 'world', { message: `the selection kept (${host.shadowRoot.getSelection()})` });
    await waitFor(() => pressed(host, 'link') === 'true', { message: 'Link pressed' });

    // An existing link opens as "Edit link"; Escape closes it with nothing changed and the focus back.
    await chord(CTRL, 'k');
    await waitFor(() => dialog.open, { message: 'the dialog open again' });
    expect(editor.value).to.equal('https://example.com/menu');
    expect($(host, '#' + CSS.escape(dialog.getAttribute('aria-labelledby'))).textContent).to.equal('Edit link');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !dialog.open, { message: 'closed by Escape' });
    expect(deepActiveElement()).to.equal(region(host));
    expect(host.value).to.equal('<p>Hello <a href="https://example.com/menu">world</a></p>');

    // "Open in new window" in the link editor: the link gets target=_blank with rel=noopener.
    await chord(CTRL, 'k');
    await waitFor(() => dialog.open, { message: 'the dialog open a third time' });
    editor.shadowRoot.querySelector('[part~="new-window"] input').click();
    await waitFor(() => editor.newWindow, { message: 'new window ticked' });
    await click(dialog.querySelector('[part="apply"]'));
    await waitFor(() => host.value === '<p>Hello <a href="https://example.com/menu" target="_blank" rel="noopener">world</a></p>', { message: `new window in the value (${host.value})` });
    expect(deepActiveElement()).to.equal(region(host));
  });

  it('sanitizes a value and a paste: no script, no event handler, nothing runs', async () => {
    window.richTextPwned = 0;
    const form = fixture(FORM_HTML.replace('value="<p>Hello world</p>"', 'value="<p onclick=&quot;richTextPwned=1&quot;>Hi</p><script>richTextPwned=2</script>"'));
    const host = form.querySelector('sqs-rich-text-toolbar');
    await ready(host);
    expect(host.value).to.equal('<p>Hi</p>');
    host.value = '<h3>Menu</h3><p>Note<img src=x alt="" onerror="richTextPwned=3"></p>';
    expect(host.value).to.equal('<h3>Menu</h3><p>Note<img src="x" alt=""></p>');
    await waitFor(() => region(host).textContent === 'MenuNote', { message: 'the new value shown' });

    select(host, 'Note');
    await paste(host, { 'text/html': '<p>Soup <img src=x alt="" onerror="richTextPwned=4"><script>richTextPwned=5</script><span style="color:red">hot</span></p>' });
    await waitFor(() => host.value.includes('Soup'), { message: 'the paste in the value' });
    expect(host.value).to.not.match(/onerror|script|style|span|richTextPwned/);
    expect(host.value).to.include('<img src="x" alt="">');
    expect(region(host).querySelector('[onerror], script, [style]')).to.equal(null);
    expect(host.value, region(host).innerHTML).to.include('hot');
    expect(window.richTextPwned).to.equal(0);
    expect(await axeViolations(form)).to.deep.equal([]);
  });

  it('takes a 1 MB paste of text whole, as paragraphs', async function () {
    this.timeout(60000);
    const form = fixture(FORM_HTML);
    const host = form.querySelector('sqs-rich-text-toolbar');
    await ready(host);
    select(host, 'world');
    const text = megabyteText() + '\n\nTHE END';
    expect(text.length).to.be.above(1_000_000);
    await paste(host, { 'text/plain': text });
    await waitFor(() => host.value.endsWith('<p>THE END</p>'), { message: 'the whole paste in the value', timeout: 30000 });
    expect(region(host).querySelectorAll('p').length).to.equal(1 + 1001);
    expect(region(host).textContent.length).to.be.above(1_000_000);
  });

  it('a 1 MB paste goes in by slices: busy meanwhile, typing meanwhile kept after it, the value whole at the end', async function () {
    this.timeout(60000);
    const form = fixture(FORM_HTML);
    const host = form.querySelector('sqs-rich-text-toolbar');
    await ready(host);
    select(host, 'world');
    const text = megabyteText();
    await paste(host, { 'text/plain': text });
    // The paste handler has returned: the rest is still to go in, and the region says it is busy.
    expect(region(host).getAttribute('aria-busy')).to.equal('true');
    expect(region(host).querySelectorAll('p').length).to.be.below(1 + 1000);
    // Typed while it goes in: at the caret, after the paste's end.
    await sendKeys({ type: ' tail' });
    await waitFor(() => region(host).getAttribute('aria-busy') === null, { message: 'no longer busy', timeout: 30000 });
    const blocks = [...region(host).querySelectorAll('p')].map((p) => p.textContent);
    expect(blocks).to.have.length(1 + 1000);
    expect(blocks[0]).to.equal('Hello ');
    // Every paragraph, in order, whole.
    blocks.slice(1).forEach((block, i) => expect(block.startsWith(`${i}: Harbour`), `paragraph ${i}: ${block.slice(0, 40)}`).to.equal(true));
    expect(blocks.at(-1)).to.match(/^999: Harbour café soup of the day,.*tail$/);
    await waitFor(() => host.value.includes('tail</p>'), { message: 'the typing in the value', timeout: 30000 });
    expect(host.value.match(/<p>/g)).to.have.length(1 + 1000);
    expect(host.value.startsWith('<p>Hello </p><p>0: Harbour')).to.equal(true);
  });

  it('a large HTML paste is sanitized slice by slice, whole and in order; a submit meanwhile sends the whole text', async function () {
    this.timeout(60000);
    window.richTextPwned = 0;
    const form = fixture(FORM_HTML);
    const host = form.querySelector('sqs-rich-text-toolbar');
    await ready(host);
    select(host, 'world');
    const html = Array.from({ length: 2000 }, (_, i) => `<p style="color:red" onclick="richTextPwned=${i}">Part ${i} <b>bold</b><img src=x alt="" onerror="richTextPwned=1"><script>richTextPwned=2</script></p>`).join('') + '<p>THE END</p>';
    expect(html.length).to.be.above(200_000);
    await paste(host, { 'text/html': html });
    expect(region(host).getAttribute('aria-busy')).to.equal('true');
    // Submitted at once: the form gets the whole paste (the rest goes in, in that task).
    const entries = await submitted(form);
    expect(entries).to.have.length(1);
    const sent = entries[0][1];
    expect(sent.match(/<p>Part \d+ <b>bold<\/b><img src="x" alt=""><\/p>/g)).to.have.length(2000);
    expect(sent.endsWith('<p>THE END</p>')).to.equal(true);
    expect(sent).to.not.match(/onclick|onerror|script|style/);
    expect(host.value).to.equal(sent);
    expect(region(host).getAttribute('aria-busy')).to.equal(null);
    const parts = [...region(host).querySelectorAll('p')].map((p) => p.textContent);
    expect(parts.slice(1, -1)).to.deep.equal(Array.from({ length: 2000 }, (_, i) => `Part ${i} bold`));
    expect(region(host).querySelector('[onclick], [onerror], script, [style]')).to.equal(null);
    expect(window.richTextPwned).to.equal(0);
  });

  it('takes part in the form: required, submit, reset, disabled', async () => {
    const form = fixture(FORM_HTML.replace('value="<p>Hello world</p>"', 'required'));
    const host = form.querySelector('sqs-rich-text-toolbar');
    await ready(host);
    expect(host.value).to.equal('');
    expect(host.validity.valueMissing).to.equal(true);
    expect(region(host).getAttribute('aria-required')).to.equal('true');
    const events = recordValueEvents(host);

    region(host).focus();
    await sendKeys({ type: 'Opening hours' });
    await waitFor(() => host.value === '<p>Opening hours</p>', { message: `typed text in the value (${host.value})` });
    expect(host.validity.valid).to.equal(true);
    expect(events[0]).to.match(/^input:/);
    expect(await submitted(form)).to.deep.equal([['body', '<p>Opening hours</p>']]);

    form.reset();
    await waitFor(() => region(host).textContent === '', { message: 'the region emptied by reset' });
    expect(host.value).to.equal('');
    expect(host.validity.valueMissing).to.equal(true);

    host.setAttribute('value', '<p>Default</p>');
    await waitFor(() => region(host).textContent === 'Default', { message: 'the default shown' });
    host.toggleAttribute('disabled', true);
    await waitFor(() => region(host).getAttribute('contenteditable') === 'false', { message: 'not editable' });
    expect(tool(host, 'bold').getAttribute('aria-disabled')).to.equal('true');
    expect(await submitted(form)).to.deep.equal([]);
    expect(await axeViolations(form)).to.deep.equal([]);
  });

  describe('undo and redo (issue 17: Ctrl/⌘+Z walks every edit, ours and the browser\'s, in order)', () => {
    it('alignment, then typing: undone one by one, redone in order, the value following each', async () => {
      const form = fixture(FORM_HTML);
      const host = form.querySelector('sqs-rich-text-toolbar');
      await ready(host);
      const events = recordValueEvents(host);
      caretAt(host, 'world');
      await click(tool(host, 'align-center'));
      await waitFor(() => host.value === '<p align="center">Hello world</p>', { message: 'centred' });
      await sendKeys({ type: ' again' });
      await waitFor(() => host.value === '<p align="center">Hello world again</p>', { message: `typed (${host.value})` });

      await undo();
      await waitFor(() => host.value === '<p align="center">Hello world</p>', { message: `the typing undone (${host.value})` });
      expect(events.at(-1)).to.equal('input:<p align="center">Hello world</p>');
      // The context menu's Undo comes as a beforeinput historyUndo: taken too, the browser's own prevented.
      const menuUndo = new InputEvent('beforeinput', { inputType: 'historyUndo', bubbles: true, cancelable: true, composed: true });
      region(host).dispatchEvent(menuUndo);
      expect(menuUndo.defaultPrevented).to.equal(true);
      await waitFor(() => host.value === '<p>Hello world</p>', { message: `the alignment undone (${host.value})` });
      await waitFor(() => pressed(host, 'align-left') === 'true', { message: 'Align left pressed again' });
      expect(events.at(-1)).to.equal('input:<p>Hello world</p>');
      // Nothing more to undo: the text stays as it was loaded.
      await undo();
      expect(host.value).to.equal('<p>Hello world</p>');
      expect(region(host).textContent).to.equal('Hello world');

      await redo();
      await waitFor(() => host.value === '<p align="center">Hello world</p>', { message: `the alignment redone (${host.value})` });
      if (CTRL === 'Control') await chord('Control', 'y');
      else await redo();
      await waitFor(() => host.value === '<p align="center">Hello world again</p>', { message: `the typing redone (${host.value})` });
      // The caret is where the redone typing left it.
      await sendKeys({ type: '!' });
      await waitFor(() => host.value === '<p align="center">Hello world again!</p>', { message: `typed after the redo (${host.value})` });
      expect(deepActiveElement()).to.equal(region(host));
    });

    it('typing: a run is one step, a new word starts the next, a new edit forgets the redo', async () => {
      const form = fixture(FORM_HTML);
      const host = form.querySelector('sqs-rich-text-toolbar');
      await ready(host);
      caretAt(host, 'world');
      await sendKeys({ type: ' soup of' });
      await waitFor(() => host.value === '<p>Hello world soup of</p>', { message: `typed (${host.value})` });
      await undo();
      await waitFor(() => host.value === '<p>Hello world soup</p>', { message: `the last word undone (${host.value})` });
      await undo();
      await waitFor(() => host.value === '<p>Hello world</p>', { message: `the first word undone (${host.value})` });
      // The caret went back to where the typing began.
      await sendKeys({ type: '!' });
      await waitFor(() => host.value === '<p>Hello world!</p>', { message: `typed where the run began (${host.value})` });
      await redo();
      await undo();
      await waitFor(() => host.value === '<p>Hello world</p>', { message: `the new typing undone (${host.value})` });
      await undo();
      expect(host.value, 'the undone words were forgotten by the new typing').to.equal('<p>Hello world</p>');
    });

    it('a link added, changed and removed at the caret: each undone and redone', async () => {
      const form = fixture(FORM_HTML);
      const host = form.querySelector('sqs-rich-text-toolbar');
      await ready(host);
      const dialog = $(host, 'dialog');
      const editor = dialog.querySelector('sqs-link-editor');
      caretAt(host, 'world');
      await chord(CTRL, 'k');
      await waitFor(() => dialog.open, { message: 'the dialog open' });
      await ready(editor);
      await applyWebAddress(dialog, 'https://example.com/menu');
      const linked = '<p>Hello world<a href="https://example.com/menu">https://example.com/menu</a></p>';
      await waitFor(() => host.value === linked, { message: `the link at the caret (${host.value})` });
      expect(deepActiveElement()).to.equal(region(host));

      await undo();
      await waitFor(() => host.value === '<p>Hello world</p>', { message: `the link undone, the text kept (${host.value})` });
      await redo();
      await waitFor(() => host.value === linked, { message: `the link redone (${host.value})` });

      // Changed at the caret (inside the link): new window.
      caretAt(host, 'example', 2);
      await chord(CTRL, 'k');
      await waitFor(() => dialog.open, { message: 'the dialog open again' });
      expect(editor.value).to.equal('https://example.com/menu');
      editor.shadowRoot.querySelector('[part~="new-window"] input').click();
      await waitFor(() => editor.newWindow, { message: 'new window ticked' });
      await click(dialog.querySelector('[part="apply"]'));
      const blank = '<p>Hello world<a href="https://example.com/menu" target="_blank" rel="noopener">https://example.com/menu</a></p>';
      await waitFor(() => host.value === blank, { message: `the link changed (${host.value})` });
      await undo();
      await waitFor(() => host.value === linked, { message: `the change undone (${host.value})` });
      await redo();
      await waitFor(() => host.value === blank, { message: `the change redone (${host.value})` });

      // Removed at the caret.
      caretAt(host, 'example', 2);
      await chord(CTRL, 'k');
      await waitFor(() => dialog.open, { message: 'the dialog open a third time' });
      await click(dialog.querySelector('[part="remove-link"]'));
      await waitFor(() => host.value === '<p>Hello worldhttps://example.com/menu</p>', { message: `the link removed (${host.value})` });
      await undo();
      await waitFor(() => host.value === blank, { message: `the removal undone (${host.value})` });
      expect(region(host).querySelector('a')?.getAttribute('target')).to.equal('_blank');
    });

    // Issue 17: the dialog's close put back the caret saved before the link, so typing went before it.
    it('a link added at a bare caret: the caret is after it, typing goes after it and outside it; one undo takes the link', async () => {
      const form = fixture(FORM_HTML);
      const host = form.querySelector('sqs-rich-text-toolbar');
      await ready(host);
      const dialog = $(host, 'dialog');
      const editor = dialog.querySelector('sqs-link-editor');
      caretAt(host, 'Hello world');
      await chord(CTRL, 'k');
      await waitFor(() => dialog.open, { message: 'the dialog open' });
      await ready(editor);
      await applyWebAddress(dialog, 'https://example.com/menu');
      const link = '<a href="https://example.com/menu">https://example.com/menu</a>';
      await waitFor(() => host.value === `<p>Hello world${link}</p>`, { message: `the link at the caret (${host.value})` });
      await waitFor(() => !dialog.open && deepActiveElement() === region(host), { message: 'the dialog closed, the focus back' });

      await sendKeys({ type: ' more' });
      // Chromium types the space after an inline element as a no-break space: a space all the same.
      const spaced = (html) => html.replace(/&nbsp;|\u00a0/g, ' ');
      await waitFor(() => spaced(region(host).innerHTML) === `<p>Hello world${link} more</p>`, { message: `typed after the link, outside it (${region(host).innerHTML})` });
      await waitFor(() => spaced(host.value) === `<p>Hello world${link} more</p>`, { message: `the typing in the value (${host.value})` });
      expect(region(host).querySelector('a').textContent).to.equal('https://example.com/menu');

      // The typing is undone, then the link, in one step, the text before it kept.
      await undo();
      await waitFor(() => host.value === `<p>Hello world${link}</p>`, { message: `the typing undone (${host.value})` });
      await undo();
      await waitFor(() => host.value === '<p>Hello world</p>', { message: `the link undone in one step (${host.value})` });
      await redo();
      await waitFor(() => host.value === `<p>Hello world${link}</p>`, { message: `the link redone (${host.value})` });
    });

    it('a large paste, typing during its slices included, is one step: one undo takes it all out and the form sends the text before it', async function () {
      this.timeout(60000);
      const form = fixture(FORM_HTML);
      const host = form.querySelector('sqs-rich-text-toolbar');
      await ready(host);
      const events = recordValueEvents(host);
      select(host, 'world');
      const text = megabyteText();
      await paste(host, { 'text/plain': text });
      expect(region(host).getAttribute('aria-busy')).to.equal('true');
      await sendKeys({ type: ' tail' });
      await waitFor(() => region(host).getAttribute('aria-busy') === null && host.value.endsWith('tail</p>'), { message: 'the paste in', timeout: 30000 });
      expect(region(host).querySelectorAll('p')).to.have.length(1 + 1000);

      await undo();
      await waitFor(() => host.value === '<p>Hello world</p>', { message: `the whole paste undone at once (${host.value.slice(0, 80)}…)`, timeout: 10000 });
      expect(region(host).querySelectorAll('p')).to.have.length(1);
      expect(events.at(-1)).to.equal('input:<p>Hello world</p>');
      expect(await submitted(form)).to.deep.equal([['body', '<p>Hello world</p>']]);

      await redo();
      // Redone as it was pasted: by slices, the region busy meanwhile.
      expect(region(host).getAttribute('aria-busy')).to.equal('true');
      await waitFor(() => region(host).getAttribute('aria-busy') === null && host.value.endsWith('tail</p>'), { message: 'the paste redone', timeout: 10000 });
      expect(host.value.match(/<p>/g)).to.have.length(1 + 1000);
      expect(host.value.startsWith('<p>Hello </p><p>0: Harbour')).to.equal(true);
      await undo();
      await waitFor(() => host.value === '<p>Hello world</p>', { message: 'undone again', timeout: 10000 });
      // The selection the paste replaced is back: typing replaces "world" again.
      await sendKeys({ type: 'there' });
      await waitFor(() => host.value === '<p>Hello there</p>', { message: `the selection restored (${host.value})` });
    });

    it('a tool used while a large paste goes in finishes the paste first: the paste stays one step', async function () {
      this.timeout(60000);
      const form = fixture(FORM_HTML);
      const host = form.querySelector('sqs-rich-text-toolbar');
      await ready(host);
      select(host, 'world');
      const text = megabyteText();
      await paste(host, { 'text/plain': text });
      expect(region(host).getAttribute('aria-busy')).to.equal('true');
      // The caret is in the paste's last paragraph: centre it.
      await click(tool(host, 'align-center'));
      await waitFor(() => region(host).getAttribute('aria-busy') === null && host.value.endsWith('</p>') && host.value.includes('<p align="center">999: '), { message: 'the paste in, its end centred', timeout: 30000 });
      expect(region(host).querySelectorAll('p')).to.have.length(1 + 1000);
      await undo();
      await waitFor(() => !host.value.includes('align='), { message: 'the centring undone', timeout: 10000 });
      expect(region(host).querySelectorAll('p'), 'the whole paste is still there').to.have.length(1 + 1000);
      await undo();
      await waitFor(() => host.value === '<p>Hello world</p>', { message: `the whole paste undone at once (${host.value.slice(0, 80)}…)`, timeout: 10000 });
    });

    // Chromium reads a caret set after a link back as the end of the link's text (so does every
    // caret the history puts back there: the offsets are the same), and its editing types such a
    // caret's text after the link. This guards that the caret undo and redo put back is that one.
    it('a caret put back at the end of a link: typing there goes after the link, not into it', async () => {
      const form = fixture(FORM_HTML.replace('value="<p>Hello world</p>"', 'value="<p>Hello <a href=&quot;https://example.com/&quot;>world</a></p>"'));
      const host = form.querySelector('sqs-rich-text-toolbar');
      await ready(host);
      const link = '<p>Hello <a href="https://example.com/">world</a></p>';
      expect(host.value).to.equal(link);
      // The caret after the link, as Chromium leaves it after typing past one.
      region(host).focus();
      const after = document.createRange();
      after.setStartAfter(region(host).querySelector('a'));
      const selection = host.shadowRoot.getSelection?.() ?? document.getSelection();
      selection.removeAllRanges();
      selection.addRange(after);
      await sendKeys({ type: '!' });
      await waitFor(() => host.value === '<p>Hello <a href="https://example.com/">world</a>!</p>', { message: `typed after the link (${host.value})` });

      // Undone: the caret goes back to where the typing began, the end of the link's text.
      await undo();
      await waitFor(() => host.value === link, { message: `the typing undone (${host.value})` });
      await sendKeys({ type: '?' });
      await waitFor(() => host.value !== link, { message: 'typed after the undo' });
      expect(host.value, 'typed after an undo').to.equal('<p>Hello <a href="https://example.com/">world</a>?</p>');

      // Redone: a Backspace's step ends at the end of the link's text.
      await sendKeys({ press: 'Backspace' });
      await waitFor(() => host.value === link, { message: `the ? deleted (${host.value})` });
      await undo();
      await waitFor(() => host.value === '<p>Hello <a href="https://example.com/">world</a>?</p>', { message: `the deletion undone (${host.value})` });
      await redo();
      await waitFor(() => host.value === link, { message: `the deletion redone (${host.value})` });
      await sendKeys({ type: '.' });
      await waitFor(() => host.value !== link, { message: 'typed after the redo' });
      expect(host.value, 'typed after a redo').to.equal('<p>Hello <a href="https://example.com/">world</a>.</p>');
    });

    it('a value set by a script while a large paste goes in abandons the paste: the new value wins, whole and alone', async function () {
      this.timeout(60000);
      const form = fixture(FORM_HTML);
      const host = form.querySelector('sqs-rich-text-toolbar');
      await ready(host);
      select(host, 'world');
      await paste(host, { 'text/plain': megabyteText() });
      expect(region(host).getAttribute('aria-busy')).to.equal('true');
      const events = recordValueEvents(host);
      host.value = '<p>New</p>';
      await waitFor(() => region(host).getAttribute('aria-busy') === null, { message: 'no longer busy', timeout: 30000 });
      // Twice as many frames as the paste has slices (one a frame): none of them may land now.
      await frames(2 * SLICES);
      expect(region(host).childNodes.length, 'no slice landed').to.equal(1);
      expect(region(host).innerHTML).to.equal('<p>New</p>');
      expect(host.value).to.equal('<p>New</p>');
      expect(events, 'the new value is the script\'s, not an input').to.deep.equal([]);
      expect(await submitted(form)).to.deep.equal([['body', '<p>New</p>']]);
      // The history was cleared: nothing to undo, not even the paste.
      caretAt(host, 'New');
      await undo();
      await frames(2);
      expect(region(host).innerHTML).to.equal('<p>New</p>');
      expect(host.value).to.equal('<p>New</p>');
    });

    it('a form reset while a large paste goes in abandons the paste: the default is back, whole and alone', async function () {
      this.timeout(60000);
      const form = fixture(FORM_HTML);
      const host = form.querySelector('sqs-rich-text-toolbar');
      await ready(host);
      select(host, 'world');
      await paste(host, { 'text/plain': megabyteText() });
      expect(region(host).getAttribute('aria-busy')).to.equal('true');
      // The default is the value the paste started from: the reset changes no value, yet the paste must go.
      form.reset();
      await waitFor(() => region(host).getAttribute('aria-busy') === null, { message: 'no longer busy', timeout: 30000 });
      await frames(2 * SLICES);
      expect(region(host).childNodes.length, 'no slice landed').to.equal(1);
      expect(region(host).innerHTML).to.equal('<p>Hello world</p>');
      expect(host.value).to.equal('<p>Hello world</p>');
      expect(await submitted(form)).to.deep.equal([['body', '<p>Hello world</p>']]);
      caretAt(host, 'world');
      await undo();
      await frames(2);
      expect(region(host).innerHTML).to.equal('<p>Hello world</p>');
    });

    it('a form reset, or a value set by a script, clears the history', async () => {
      const form = fixture(FORM_HTML);
      const host = form.querySelector('sqs-rich-text-toolbar');
      await ready(host);
      caretAt(host, 'world');
      await sendKeys({ type: ' soup' });
      await waitFor(() => host.value === '<p>Hello world soup</p>', { message: 'typed' });
      form.reset();
      await waitFor(() => region(host).textContent === 'Hello world', { message: 'reset' });
      caretAt(host, 'world');
      const events = recordValueEvents(host);
      await undo();
      await redo();
      expect(region(host).textContent).to.equal('Hello world');
      expect(host.value).to.equal('<p>Hello world</p>');
      expect(events).to.deep.equal([]);

      await click(tool(host, 'h2'));
      await waitFor(() => host.value === '<h2>Hello world</h2>', { message: 'a heading' });
      host.value = '<p>From a script</p>';
      await waitFor(() => region(host).textContent === 'From a script', { message: 'the new value shown' });
      caretAt(host, 'script');
      await undo();
      expect(host.value).to.equal('<p>From a script</p>');
      expect(region(host).innerHTML).to.equal('<p>From a script</p>');
    });
  });
});
