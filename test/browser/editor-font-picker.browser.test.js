import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import '/dist/elements/sqs-font-picker.js';
import { axeViolations, cleanup, deepActiveElement, fixture, ready, waitFor } from './helpers.js';
import { recordValueEvents, submitted } from './form-helpers.js';

// The reference backend's catalogue (packages/server/src/routes/fonts.ts, tested there) built from
// the same demo data, demo/data/fonts.json, and its real stand-in font files: fetch answers
// GET /api/editor/fonts as the backend does, with the files' paths as this test server serves them.
const FONTS_DIR = '/packages/server/demo/assets/fonts/';
const originalFetch = window.fetch;
const demo = await (await originalFetch('/packages/server/demo/data/fonts.json')).json();
const file = (key) => demo.files[key].replace('/assets/fonts/', FONTS_DIR);
const CATALOGUE = demo.fonts.map(([family, category, key]) => ({ family, category, preview: file(key) }));
const kitOf = (id) => ({ id, fonts: (demo.kits[id] ?? []).map(([fontId, family, category, key]) => ({ id: fontId, family, category, preview: file(key) })) });

const NO_LONGER_IN_TYPEKIT = 'Requested font no longer in Typekit';

const FORM_HTML = (attributes = '') => `
  <form>
    <label for="font">Heading font</label>
    <sqs-font-picker id="font" name="font" data-load-on="eager" ${attributes}></sqs-font-picker>
    <button type="submit">Save</button>
  </form>`;

const $ = (host, selector) => host.shadowRoot.querySelector(selector);
const $$ = (host, selector) => [...host.shadowRoot.querySelectorAll(selector)];
const options = (host) => $$(host, '[role="option"]');
const names = (host) => options(host).map((o) => o.dataset.family);
const listbox = (host) => $(host, '[role="listbox"]');
const fontFilesLoaded = () => [...new Set(performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname).filter((p) => p.startsWith(FONTS_DIR)))];

/** Picks a view in the category choice as a person would (the select's change). */
function pickView(host, view) {
  const select = $(host, '[part="category"]');
  select.value = view;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('sqs-font-picker (built element)', () => {
  const originalError = console.error;
  let logged;
  let asked;
  /** What /api/editor/fonts answers next: 'ok', 'fail' (500) or a body of its own. */
  let answer;
  beforeEach(() => {
    logged = [];
    asked = [];
    answer = 'ok';
    console.error = (...args) => logged.push(args.map(String).join(' '));
    window.fetch = async (input, init) => {
      const url = new URL(String(input instanceof Request ? input.url : input));
      if (url.pathname !== '/api/editor/fonts') return originalFetch(input, init);
      asked.push(url.searchParams.get('kit'));
      const json = (body, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (answer === 'fail') return json({ error: 'Injected failure' }, 500);
      if (answer !== 'ok') return json(answer);
      const kit = url.searchParams.get('kit');
      return json({ categories: [], fonts: CATALOGUE, kit: kit ? kitOf(kit) : null });
    };
  });
  afterEach(() => {
    window.fetch = originalFetch;
    console.error = originalError;
    cleanup();
  });

  it('previews load as they scroll into view: the visible fonts\' file, not the others, each name then shown in its font', async () => {
    const form = fixture(FORM_HTML('value="Lato"'));
    const host = form.querySelector('sqs-font-picker');
    await ready(host);
    await waitFor(() => options(host).length > 0, { message: 'the catalogue listed' });
    // A long catalogue renders a page at a time; every option says how many there are.
    expect(options(host).length).to.equal(40);
    expect(options(host)[0].getAttribute('aria-setsize')).to.equal(String(CATALOGUE.length));
    await waitFor(() => options(host)[0].dataset.previewState === 'loaded', { message: 'the first preview' });
    const first = options(host)[0];
    expect(getComputedStyle(first.querySelector('[part~="font-name"]')).fontFamily).to.match(/^"?sqs-font-preview-\d+"?, sans-serif$/);
    expect([...document.fonts].some((face) => /^"?sqs-font-preview-/.test(face.family) && face.status === 'loaded')).to.equal(true);
    // The list shows the first Sans Serif families: only their file was fetched, no Mono file.
    expect(fontFilesLoaded()).to.deep.equal([`${FONTS_DIR}nunito-sans-regular.woff2`]);
    expect(options(host)[39].dataset.previewState).to.equal(undefined);
    expect(await axeViolations(form)).to.deep.equal([]);

    // Scrolling the list to its end renders the next page and previews what comes into view.
    const list = listbox(host);
    const toEnd = () => (list.scrollTop = list.scrollHeight);
    await waitFor(() => toEnd() && options(host).length === CATALOGUE.length, { message: 'the rest rendered as the list scrolled' });
    toEnd();
    await waitFor(() => options(host).at(-1).dataset.previewState === 'loaded', { message: 'the last preview' });
    await waitFor(() => fontFilesLoaded().includes(`${FONTS_DIR}source-code-pro-regular.woff2`), { message: 'the Mono file, once Mono fonts came into view' });
    const mono = await waitFor(() => options(host).find((o) => CATALOGUE[Number(o.getAttribute('aria-posinset')) - 1].category === 'Mono' && o.dataset.previewState === 'loaded'), { message: 'a Mono preview' });
    expect(getComputedStyle(mono.querySelector('[part~="font-name"]')).fontFamily).to.match(/^"?sqs-font-preview-\d+"?, monospace$/);
    expect(logged).to.deep.equal([]);
  });

  it("'Unable to load preview for {fontName}' in the option whose file fails, reported once", async () => {
    answer = { fonts: [{ family: 'Lato', category: 'Sans Serif', preview: file('sans') }, { family: 'Broken Font', category: 'Serif', preview: `${FONTS_DIR}missing.woff2` }], kit: null };
    const form = fixture(FORM_HTML());
    const host = form.querySelector('sqs-font-picker');
    await ready(host);
    await waitFor(() => options(host)[1]?.dataset.previewState === 'failed', { message: 'the failed preview' });
    expect(options(host)[1].textContent).to.equal('Broken FontUnable to load preview for Broken Font');
    expect(options(host)[0].dataset.previewState).to.equal('loaded');
    expect(logged.filter((line) => line.includes('Unable to load preview for Broken Font'))).to.have.length(1);
    expect(await axeViolations(form)).to.deep.equal([]);
  });

  it("a catalogue that answers 500 shows 'Unable to load fonts' and reports it; Try again loads it", async () => {
    answer = 'fail';
    const form = fixture(FORM_HTML('value="Lato"'));
    const host = form.querySelector('sqs-font-picker');
    await ready(host);
    await waitFor(() => $(host, '[part="failure"] [role="alert"]'), { message: 'the failure shown' });
    expect($(host, '[part="failure"] [role="alert"]').textContent).to.equal('Unable to load fonts');
    expect(logged.some((line) => line.startsWith('[sqs-font-picker] Unable to load fonts'))).to.equal(true);
    expect(listbox(host)).to.equal(null);
    // The value is kept and still submitted.
    expect(await submitted(form)).to.deep.equal([['font', 'Lato']]);
    expect(await axeViolations(form)).to.deep.equal([]);
    answer = 'ok';
    $(host, '[part="retry"]').click();
    await waitFor(() => options(host).length > 0, { message: 'the catalogue after Try again' });
    expect($(host, '[part="failure"]')).to.equal(null);
    expect(options(host).find((o) => o.getAttribute('aria-selected') === 'true').dataset.family).to.equal('Lato');
  });

  it("search and SPEC.md §2's categories narrow the list; the style guide and the Typekit kit come from the page's settings", async () => {
    const form = fixture(FORM_HTML('style-guide="Lato, Brand Font" typekit-id="demo-kit" typekit-fonts="tk-adelle, tk-retired"'));
    const host = form.querySelector('sqs-font-picker');
    await ready(host);
    await waitFor(() => options(host).length > 0, { message: 'the catalogue listed' });
    expect(asked).to.deep.equal(['demo-kit']);
    const views = [...$(host, '[part="category"]').options].map((o) => o.textContent);
    expect(views).to.deep.equal(['All fonts', 'Style guide', 'Typekit', 'Sans Serif', 'Serif', 'Display', 'Script', 'Slab Serif', 'Mono', 'Other']);
    // SPEC.md §8: the page asks its kit for a font it no longer has.
    expect($(host, '[part="notice"]').textContent).to.equal(`${NO_LONGER_IN_TYPEKIT} (tk-retired)`);
    expect(logged.filter((line) => line.includes(NO_LONGER_IN_TYPEKIT))).to.deep.equal([`[sqs-font-picker] ${NO_LONGER_IN_TYPEKIT} tk-retired`]);

    pickView(host, 'Script');
    await waitFor(() => names(host)[0] === 'Dancing Script', { message: 'the Script view' });
    // The kit's fonts are in their categories too, after the catalogue's.
    const script = CATALOGUE.filter((f) => f.category === 'Script').map((f) => f.family);
    expect(names(host)).to.deep.equal([...script, 'bickham-script-pro-3']);
    pickView(host, 'typekit');
    await waitFor(() => names(host)[0] === 'adelle', { message: 'the Typekit view' });
    expect(names(host)).to.deep.equal(['adelle', 'proxima-nova', 'freight-text-pro', 'bickham-script-pro-3']);
    expect(await axeViolations(form)).to.deep.equal([]);
    pickView(host, 'style-guide');
    await waitFor(() => names(host)[0] === 'Lato', { message: 'the style guide view' });
    expect(names(host)).to.deep.equal(['Lato', 'Brand Font']);

    pickView(host, 'all');
    const search = $(host, '[part="search"]');
    search.focus();
    await sendKeys({ type: 'SLAB' });
    await waitFor(() => names(host).length === 4, { message: 'the search' });
    expect(names(host)).to.deep.equal(['Roboto Slab', 'Zilla Slab', 'Josefin Slab', 'Alfa Slab One']);
    expect($(host, '[part="status"]').textContent).to.equal('4 fonts');
    await sendKeys({ type: 'zzz' });
    await waitFor(() => $(host, '[part="status"]').textContent === 'No fonts match', { message: 'no match' });
    expect(listbox(host)).to.equal(null);
    expect(await axeViolations(form)).to.deep.equal([]);
    // A 1 MB paste into the search is cut to the field.
    search.select();
    document.execCommand('insertText', false, 'x'.repeat(1_000_000));
    await waitFor(() => search.value.length === 100, { message: 'the paste cut' });
  });

  it('is an APG listbox: one tab stop, arrows, Home/End, type-ahead; selection follows focus with input, Enter commits with change', async () => {
    const form = fixture(FORM_HTML('view="Serif" value="Lora"'));
    const host = form.querySelector('sqs-font-picker');
    await ready(host);
    await waitFor(() => options(host).length > 0, { message: 'the Serif view' });
    const events = recordValueEvents(host);
    const serif = CATALOGUE.filter((f) => f.category === 'Serif').map((f) => f.family);
    $(host, '[part="category"]').focus();
    await sendKeys({ press: 'Tab' });
    const list = listbox(host);
    expect(deepActiveElement()).to.equal(list);
    const activeFamily = () => host.shadowRoot.getElementById(list.getAttribute('aria-activedescendant'))?.dataset.family;
    await waitFor(() => activeFamily() === 'Lora', { message: 'focus on the chosen font' });
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => activeFamily() === serif[2], { message: 'the next font' });
    expect(host.value).to.equal(serif[2]);
    await sendKeys({ press: 'End' });
    await waitFor(() => activeFamily() === serif.at(-1), { message: 'the last font' });
    await sendKeys({ press: 'Home' });
    await waitFor(() => activeFamily() === serif[0], { message: 'the first font' });
    // Type-ahead: a letter goes to the next name it starts; the same letter again, to the one after.
    await sendKeys({ press: 's' });
    await waitFor(() => activeFamily() === 'Spectral', { message: 'type-ahead' });
    await sendKeys({ press: 's' });
    await waitFor(() => activeFamily() === 'Source Serif 4', { message: 'type-ahead again' });
    await sendKeys({ press: 'Enter' });
    expect(events).to.deep.equal([`input:${serif[2]}`, `input:${serif.at(-1)}`, `input:${serif[0]}`, 'input:Spectral', 'input:Source Serif 4', 'change:Source Serif 4']);
    expect(options(host).filter((o) => o.getAttribute('aria-selected') === 'true').map((o) => o.dataset.family)).to.deep.equal(['Source Serif 4']);
    expect(await axeViolations(form)).to.deep.equal([]);
    // Tab leaves the list: one tab stop.
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.not.equal(list);
    expect(await submitted(form)).to.deep.equal([['font', 'Source Serif 4']]);
  });

  it('takes part in the form: a click picks, reset restores, required, disabled; any string is taken without throwing', async () => {
    const form = fixture(FORM_HTML('value="Lato" required'));
    const host = form.querySelector('sqs-font-picker');
    await ready(host);
    await waitFor(() => options(host).length > 0, { message: 'the catalogue listed' });
    const events = recordValueEvents(host);
    options(host).find((o) => o.dataset.family === 'Open Sans').click();
    expect(events).to.deep.equal(['input:Open Sans', 'change:Open Sans']);
    await waitFor(() => $(host, '[part="current"]').textContent === 'Current font: Open Sans', { message: 'the current font' });
    expect(await submitted(form)).to.deep.equal([['font', 'Open Sans']]);
    form.reset();
    expect(host.value).to.equal('Lato');
    await waitFor(() => options(host).find((o) => o.getAttribute('aria-selected') === 'true')?.dataset.family === 'Lato', { message: 'reset rendered' });

    host.value = '';
    expect(host.checkValidity()).to.equal(false);
    expect(host.validity.valueMissing).to.equal(true);
    host.value = 'x;}body{color:red';
    expect(host.value).to.equal('');
    await waitFor(() => $(host, '.picker > [part="problem"]')?.textContent === 'x;}body{color:red is not a font family name', { message: 'why' });
    host.value = '{'.repeat(1_000_000);
    expect(host.value).to.equal('');
    host.value = '  Brand   Font ';
    expect(host.value).to.equal('Brand Font');
    expect(host.checkValidity()).to.equal(true);

    host.disabled = true;
    await waitFor(() => listbox(host).getAttribute('aria-disabled') === 'true', { message: 'disabled rendered' });
    expect($(host, '[part="search"]').disabled).to.equal(true);
    options(host)[0].click();
    expect(host.value).to.equal('Brand Font');
    expect(await axeViolations(form)).to.deep.equal([]);
    expect(await submitted(form)).to.deep.equal([]);
  });
});
