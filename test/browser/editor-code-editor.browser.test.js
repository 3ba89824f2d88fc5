import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import '/dist/elements/sqs-code-editor.js';
import { axeViolations, cleanup, deepActiveElement, fixture, ready, waitFor } from './helpers.js';
import { submitted, recordValueEvents } from './form-helpers.js';

const FORM_HTML = `
  <form>
    <sqs-code-editor id="code" name="code" label="Header code" value="&lt;p&gt;Hi&lt;/p&gt;" data-load-on="eager"></sqs-code-editor>
    <button type="submit">Save</button>
  </form>`;

const $ = (host, selector) => host.shadowRoot.querySelector(selector);
/** CodeMirror's editable content element, once CodeMirror has replaced the text area it starts with. */
const content = (host) => waitFor(() => host.shadowRoot.querySelector('[part="code-editor"][data-engine="codemirror"] .cm-content'), { message: 'CodeMirror mounted' });
const codemirrorRequests = () => performance.getEntriesByType('resource').filter((e) => /\/dist\/chunks\/codemirror-[\w-]+-[\w-]{6}\.js$/.test(e.name)).map((e) => e.name);

/** The editor's text as it shows it (one line per .cm-line). */
const shownText = (host) => [...host.shadowRoot.querySelectorAll('.cm-line')].map((line) => line.textContent).join('\n');

async function mounted(html = FORM_HTML) {
  const form = fixture(html);
  const host = form.querySelector('sqs-code-editor');
  await ready(host);
  return { form, host, cm: await content(host) };
}

/** A key pressed while a modifier is held (puppeteer's sendKeys takes no "Shift+Tab"). */
async function chord(modifier, key) {
  await sendKeys({ down: modifier });
  await sendKeys({ press: key });
  await sendKeys({ up: modifier });
}

const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
/** The page presents itself as Android's Chrome (the element reads navigator.userAgent when it renders); undone by the returned call. */
function asAndroid() {
  Object.defineProperty(navigator, 'userAgent', { value: ANDROID_UA, configurable: true });
  return () => delete navigator.userAgent;
}

describe('sqs-code-editor (built element)', () => {
  afterEach(cleanup);

  it('loads CodeMirror only when an editor shows, named by its label, described with its mode and how to leave it', async () => {
    // Defining the element loaded none of it.
    expect(codemirrorRequests()).to.deep.equal([]);
    const { form, host, cm } = await mounted();
    expect(codemirrorRequests().some((name) => name.includes('/codemirror-core-'))).to.equal(true);
    expect(codemirrorRequests().some((name) => name.includes('/codemirror-languages-'))).to.equal(true);
    // HTML (the default mode) does not need Markdown's chunk.
    expect(codemirrorRequests().some((name) => name.includes('/codemirror-markdown-'))).to.equal(false);
    expect(cm.getAttribute('role')).to.equal('textbox');
    expect(host.shadowRoot.getElementById(cm.getAttribute('aria-labelledby')).textContent).to.equal('Header code');
    const description = cm.getAttribute('aria-describedby').split(' ').map((id) => host.shadowRoot.getElementById(id).textContent);
    expect(description).to.deep.equal(['HTML code. Tab indents; to leave the editor, press Escape, then Tab.']);
    expect(shownText(host)).to.equal('<p>Hi</p>');
    expect(host.value).to.equal('<p>Hi</p>');
    // Highlighted: the tag name is a token the stylesheet colours.
    expect(host.shadowRoot.querySelector('.tok-typeName').textContent).to.equal('p');
    expect(await axeViolations(form)).to.deep.equal([]);
  });

  it('types like a native control: input as the user types, change when the editor is left; Tab indents, Escape then Tab leaves', async () => {
    const { form, host, cm } = await mounted();
    const events = recordValueEvents(host);
    cm.focus();
    await sendKeys({ press: 'End' });
    await sendKeys({ type: '!' });
    expect(host.value).to.equal('<p>Hi</p>!');
    // Tab stays in the editor and indents the line.
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(cm);
    expect(host.value).to.match(/^\s+<p>Hi<\/p>!$/);
    const indented = host.value;
    // Escape, then Tab: focus moves on to the next control, and the change is committed.
    await sendKeys({ press: 'Escape' });
    await sendKeys({ press: 'Tab' });
    const save = form.querySelector('button');
    expect(document.activeElement).to.equal(save);
    expect(host.value).to.equal(indented);
    await waitFor(() => events.includes(`change:${indented}`), { message: 'change on leaving' });
    expect(events).to.deep.equal(['input:<p>Hi</p>!', `input:${indented}`, `change:${indented}`]);
    // Shift-Tab comes back in; leaving again with nothing changed fires no second change.
    await chord('Shift', 'Tab');
    await waitFor(() => deepActiveElement() === cm, { message: 'back in the editor' });
    await sendKeys({ press: 'Escape' });
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(save);
    expect(events.filter((e) => e.startsWith('change:'))).to.have.length(1);
    expect(await axeViolations(form)).to.deep.equal([]);
  });

  it('takes part in its form: submitted under its name, reset restores the default, required and disabled', async () => {
    const { form, host, cm } = await mounted();
    expect(host.form).to.equal(form);
    expect(await submitted(form)).to.deep.equal([['code', '<p>Hi</p>']]);
    cm.focus();
    await chord('Control', 'a');
    await sendKeys({ type: 'body { margin: 0 }' });
    expect(await submitted(form)).to.deep.equal([['code', 'body { margin: 0 }']]);
    const events = recordValueEvents(host);
    form.reset();
    expect(host.value).to.equal('<p>Hi</p>');
    await waitFor(() => shownText(host) === '<p>Hi</p>', { message: 'reset shown' });
    expect(events).to.deep.equal([]); // a reset fires neither input nor change, as with a native control
    // A script's value is shown, and fires nothing either.
    host.value = 'line 1\r\nline 2';
    expect(host.value).to.equal('line 1\nline 2');
    await waitFor(() => shownText(host) === 'line 1\nline 2', { message: 'script value shown' });
    expect(events).to.deep.equal([]);
    // Required: an empty editor makes the form invalid.
    host.required = true;
    host.value = '';
    expect(host.validity.valueMissing).to.equal(true);
    expect(form.checkValidity()).to.equal(false);
    await waitFor(() => cm.getAttribute('aria-required') === 'true', { message: 'aria-required' });
    expect(await axeViolations(form)).to.deep.equal([]);
    host.value = 'x';
    expect(form.checkValidity()).to.equal(true);
    // Disabled: not editable, out of the form.
    host.disabled = true;
    expect(await submitted(form)).to.deep.equal([]);
    await waitFor(() => cm.getAttribute('contenteditable') === 'false', { message: 'not editable' });
    expect(cm.getAttribute('aria-disabled')).to.equal('true');
    expect(await axeViolations(form)).to.deep.equal([]);
  });

  it('keeps the page responsive with a 1 MB paste: the whole value, only the lines in view drawn', async () => {
    const { host, cm } = await mounted();
    const line = `${'x'.repeat(49)}\n`;
    const megabyte = line.repeat(20_000);
    expect(megabyte.length).to.equal(1_000_000);
    cm.focus();
    await chord('Control', 'a');
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/plain', megabyte);
    cm.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
    expect(host.value.length).to.equal(1_000_000);
    expect(host.value).to.equal(megabyte);
    // CodeMirror draws the viewport, not 20,000 lines.
    await waitFor(() => host.shadowRoot.querySelectorAll('.cm-line').length > 0, { message: 'lines drawn' });
    expect(host.shadowRoot.querySelectorAll('.cm-line').length).to.be.below(500);
  });

  it('highlights each mode, and follows a live change of mode', async () => {
    const { host } = await mounted(`<form><label for="c">Styles</label><sqs-code-editor id="c" mode="css" value="a { color: red }" data-load-on="eager"></sqs-code-editor></form>`);
    await waitFor(() => host.shadowRoot.querySelector('.tok-propertyName')?.textContent === 'color', { message: 'CSS highlighting' });
    expect($(host, '[part="code-editor"]').dataset.mode).to.equal('css');
    // Named by its <label>, as a native control.
    expect($(host, '.cm-content').getAttribute('aria-label')).to.equal('Styles');
    host.setAttribute('mode', 'js');
    host.value = 'const total = 1;';
    await waitFor(() => host.shadowRoot.querySelector('.tok-keyword')?.textContent === 'const', { message: 'JavaScript highlighting' });
    expect($(host, '[part="hint"]').textContent).to.match(/^JavaScript code\./);
    host.setAttribute('mode', 'markdown');
    host.value = '# Title';
    await waitFor(() => host.shadowRoot.querySelector('.tok-heading'), { message: 'Markdown highlighting' });
    expect(codemirrorRequests().some((name) => name.includes('/codemirror-markdown-'))).to.equal(true);
    // An unknown mode is HTML.
    host.setAttribute('mode', 'cobol');
    await waitFor(() => $(host, '[part="code-editor"]').dataset.mode === 'html', { message: 'unknown mode is HTML' });
  });

  it('on Android, a plain text area with the notice, in the form like the editor (SPEC.md §2 "not available on Android")', async () => {
    const undo = asAndroid();
    try {
      const form = fixture(FORM_HTML);
      const host = form.querySelector('sqs-code-editor');
      await ready(host);
      const area = $(host, 'textarea[part="textarea"]');
      expect($(host, '[part="code-editor"]').dataset.engine).to.equal('android');
      expect($(host, '.cm-editor')).to.equal(null);
      const notice = $(host, '[part="notice"]');
      expect(notice.textContent).to.equal('The code editor is not available on Android. You can edit the code here as plain text.');
      expect(area.getAttribute('aria-describedby').split(' ')).to.include(notice.id);
      expect(host.shadowRoot.getElementById(area.getAttribute('aria-labelledby')).textContent).to.equal('Header code');
      expect(area.value).to.equal('<p>Hi</p>');
      expect(await axeViolations(form)).to.deep.equal([]);
      const events = recordValueEvents(host);
      area.focus();
      area.setSelectionRange(area.value.length, area.value.length);
      await sendKeys({ type: '!' });
      expect(host.value).to.equal('<p>Hi</p>!');
      // Tab leaves a plain text area at once.
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement).to.equal(form.querySelector('button'));
      await waitFor(() => events.length === 2, { message: 'change on leaving' });
      expect(events).to.deep.equal(['input:<p>Hi</p>!', 'change:<p>Hi</p>!']);
      expect(await submitted(form)).to.deep.equal([['code', '<p>Hi</p>!']]);
      form.reset();
      await waitFor(() => area.value === '<p>Hi</p>', { message: 'reset shown' });
      // A 1 MB paste of many lines, as the browser sends it: the text area's own editing command
      // would lay it out line by line (27 s in Chromium), so the paste goes in as one value, whole,
      // the caret after it.
      area.focus();
      area.setSelectionRange(3, 3);
      const lines = Array.from({ length: 2000 }, (_, i) => `<p>${i}: ${'Harbour café '.repeat(38)}</p>`).join('\n');
      expect(lines.length).to.be.above(1_000_000);
      const data = new DataTransfer();
      data.setData('text/plain', lines);
      const paste = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true, composed: true });
      area.dispatchEvent(paste);
      expect(paste.defaultPrevented).to.equal(true);
      expect(host.value).to.equal(`<p>${lines}Hi</p>`);
      expect([area.selectionStart, area.selectionEnd]).to.deep.equal([3 + lines.length, 3 + lines.length]);
      expect(events.at(-1)).to.equal(`input:${host.value}`);
      form.reset();
      await waitFor(() => area.value === '<p>Hi</p>', { message: 'reset shown' });
      // A 1 MB value set as a paste's input event would (one line).
      area.focus();
      area.select();
      const megabyte = 'y'.repeat(1_000_000);
      area.setRangeText(megabyte, 0, area.value.length, 'end');
      area.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }));
      expect(host.value.length).to.equal(1_000_000);
      host.disabled = true;
      await waitFor(() => area.disabled, { message: 'disabled' });
      expect(await axeViolations(form)).to.deep.equal([]);
    } finally {
      undo();
    }
    expect(navigator.userAgent).to.not.include('Android');
  });
});
