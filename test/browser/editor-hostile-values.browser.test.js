/**
 * Issue 17's bad-input rule over every editor form control at once: "every control accepts any
 * string as its value without throwing (an invalid colour keeps the last valid one and says why)".
 * Each control, built, in a form, gets the same hostile strings as its `value` attribute (server
 * HTML) and as its `value` property: '', blanks, 1 MB, markup with an onerror handler, 'null', and
 * unicode (emoji, combining marks, a right-to-left override, NUL). For each: nothing throws or
 * reports an error, no markup runs, the value is what the control documents (README "The editor
 * kit": taken as it is, normalised, or the last valid one kept with the reason shown), the form
 * submits it and a reset goes back to the attribute's; axe finds nothing on the states it leaves.
 */
import { expect } from '@esm-bundle/chai';
import { axeViolations, cleanup, fixture, nextFrames, ready, sleep, waitFor } from './helpers.js';

const HOSTILE = {
  empty: '',
  blanks: '   ',
  megabyte: 'x'.repeat(1_000_000),
  markup: '<img src=x onerror="window.__hostileRan = true">',
  null: 'null',
  unicode: 'Café 💥 e\u0301 \u202Eevil\u202C \u0000 ✓',
};

/** `kept`: the last valid value stays and the control says why; a string: the value it becomes. */
const KEPT = Symbol('kept');
const emptyIsNone = (name) => (name === 'empty' || name === 'blanks' ? '' : KEPT);

/**
 * Every editor form control (each `createControlElement` in packages/editor/src), with a valid
 * value, the attributes it needs, and what it documents for each hostile string.
 */
const CONTROLS = [
  { tag: 'sqs-stepper', attrs: `data-block-json='{"currentStepNumber": 2, "stepCount": 4}'`, valid: '3', expect: () => KEPT },
  { tag: 'sqs-color-picker', attrs: 'palette-seed="#336699"', valid: '#ff0000', expect: () => KEPT },
  { tag: 'sqs-link-editor', attrs: '', valid: 'https://example.com/a', expect: emptyIsNone },
  { tag: 'sqs-address-field', attrs: '', valid: '{"line1":"1 Harbour Road","city":"Bristol","country":"GB"}', expect: emptyIsNone },
  { tag: 'sqs-font-picker', attrs: '', valid: 'Lato', expect: (name, raw) => (name === 'null' ? raw : emptyIsNone(name)) },
  { tag: 'sqs-code-editor', attrs: 'mode="html" label="Code"', valid: '<p>Hi</p>', expect: (_name, raw) => raw },
  { tag: 'sqs-tag-manager', attrs: '', valid: '["News","Travel"]', expect: emptyIsNone },
  { tag: 'sqs-dataset-editor', attrs: '', valid: '[["","Visits"],["Mon","12"]]', expect: () => KEPT },
  { tag: 'sqs-file-manager', attrs: 'endpoint="/test/browser/fixtures/files-page.json"', valid: '/s/0123456789abcdef01234567', expect: emptyIsNone },
  { tag: 'sqs-spreadsheet-name', attrs: '', valid: 'Contact leads', expect: (_name, raw) => raw },
  { tag: 'sqs-mailing-list', attrs: '', valid: 'list-1', expect: (_name, raw) => raw },
  // The rich text's value is the region's HTML through html/sanitize.ts: '' when there is no text.
  { tag: 'sqs-rich-text-toolbar', attrs: '', valid: '<p>Hi</p>', expect: (name) => (name === 'empty' || name === 'blanks' ? '' : 'sanitized') },
];

/** The views' renders done: two frames and a task. */
const settled = () => nextFrames().then(() => sleep(0));
const problemText = (host) => host.shadowRoot.querySelector('[part="problem"]')?.textContent.trim() ?? '';
/** Markup that came from a value and could run: an element with an inline handler. */
const handlers = (host) => [...host.shadowRoot.querySelectorAll('*')].filter((el) => [...el.attributes].some((a) => a.name.startsWith('on')));

describe('every editor control takes any string as its value (issue 17, built elements)', () => {
  const errors = [];
  const onError = (event) => errors.push(String(event.error?.stack ?? event.message));
  const onRejection = (event) => errors.push(String(event.reason?.stack ?? event.reason));
  const onBlockError = (event) => errors.push(`sqs-block-error ${event.target.localName}: ${event.detail?.message}`);
  before(async () => {
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    document.addEventListener('sqs-block-error', onBlockError);
    const manifest = await (await fetch('/dist/manifest.json')).json();
    await Promise.all(CONTROLS.map(({ tag }) => import(`/dist/${manifest.elements[tag]}`)));
  });
  after(() => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    document.removeEventListener('sqs-block-error', onBlockError);
  });
  afterEach(() => {
    cleanup();
    errors.length = 0;
    delete window.__hostileRan;
  });

  /**
   * The control as server HTML has it: its attributes there before it is connected and upgraded
   * (the value set as a DOM string, so that the HTML parser's own changes, NUL to U+FFFD, stay out).
   */
  const formOf = ({ tag, attrs }, value) => {
    const form = fixture('<form><label for="c">Control</label></form>');
    const template = document.createElement('template');
    template.innerHTML = `<${tag} id="c" name="field" data-load-on="eager" ${attrs}></${tag}>`;
    const host = template.content.firstElementChild;
    if (value !== undefined) host.setAttribute('value', value);
    form.append(host);
    return form;
  };

  for (const control of CONTROLS) {
    it(`${control.tag}: as the value property, each hostile string is taken, or refused with the reason; the form sends it, reset restores`, async function () {
      this.timeout(30000);
      const form = formOf(control, control.valid);
      const host = form.querySelector(control.tag);
      await ready(host);
      const initial = host.value;
      for (const [name, raw] of Object.entries(HOSTILE)) {
        host.value = control.valid;
        const before = host.value;
        const expected = control.expect(name, raw);
        expect(() => {
          host.value = raw;
        }, name).not.to.throw();
        expect(host.value, name).to.be.a('string');
        if (expected === KEPT) {
          expect(host.value, `${name} keeps the last valid value`).to.equal(before);
          await waitFor(() => problemText(host) !== '', { message: `${control.tag}: the reason for refusing ${name}` });
        } else if (expected === 'sanitized') {
          expect(host.value, name).not.to.match(/onerror|<script/i);
          expect(host.value.length, name).to.be.at.most(raw.length + 16);
        } else {
          expect(host.value, name).to.equal(expected);
        }
        expect(() => host.checkValidity(), name).not.to.throw();
        expect(new FormData(form).get('field'), `${name} submitted`).to.equal(host.value);
        await settled();
        expect(handlers(host), `${name}: no inline handler rendered`).to.deep.equal([]);
      }
      expect(window.__hostileRan, 'no markup ran').to.equal(undefined);
      expect(errors).to.deep.equal([]);
      form.reset();
      expect(host.value).to.equal(initial);
      // The view's render of the reset before axe (axe reads the tree over several tasks).
      await settled();
      expect(await axeViolations(form)).to.deep.equal([]);
    });

    it(`${control.tag}: as the value attribute (server HTML), each hostile string upgrades without an error`, async function () {
      this.timeout(30000);
      const plain = formOf(control).querySelector(control.tag);
      await ready(plain);
      // What the control holds with no value attribute: what a refused default leaves.
      const fallback = plain.value;
      cleanup();
      for (const [name, raw] of Object.entries(HOSTILE)) {
        const form = formOf(control, raw);
        const host = form.querySelector(control.tag);
        await ready(host);
        const expected = control.expect(name, raw);
        if (expected === KEPT) expect(host.value, `${name}: the default refused`).to.equal(fallback);
        else if (expected === 'sanitized') expect(host.value, name).not.to.match(/onerror|<script/i);
        else expect(host.value, name).to.equal(expected);
        const value = host.value;
        host.value = control.valid;
        form.reset();
        expect(host.value, `${name}: reset goes back to the attribute's value`).to.equal(value);
        await settled();
        expect(handlers(host), `${name}: no inline handler rendered`).to.deep.equal([]);
        cleanup();
      }
      expect(window.__hostileRan, 'no markup ran').to.equal(undefined);
      expect(errors).to.deep.equal([]);
    });
  }
});
