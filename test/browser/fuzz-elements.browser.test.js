// Issue 20 item 3: a fuzzer for every element. The tags come from the BUILT dist/manifest.json and
// their attributes from dist/custom-elements.json, read at run time, so a block added later is
// fuzzed the day it lands. Per tag, at least 200 generated cases (data-block-json values and
// attribute values of the wrong type, 1 MB strings, deep nesting, NaN, negatives, unknown enums,
// no children, many children), put on the page in batches of 100 beside a good block:
// no uncaught error, every block settles (ready, or error with its server HTML still shown and
// one sqs-block-error), and the good block beside them still upgrades.
import { expect } from '@esm-bundle/chai';
import { cleanup, waitFor } from './helpers.js';

const CASES_PER_TAG = 200;
const BATCH = 100;

const manifest = await (await fetch('/dist/manifest.json')).json();
const elementsJson = await (await fetch('/dist/custom-elements.json')).json();
const attributesOf = new Map();
for (const mod of elementsJson.modules) {
  for (const declaration of mod.declarations ?? []) {
    if (declaration.tagName) attributesOf.set(declaration.tagName, declaration.attributes ?? []);
  }
}
const tags = Object.keys(manifest.elements).sort();

/** A seeded generator (mulberry32): the same cases on every run, so a failure reproduces. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const seedOf = (text) => [...text].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0, 2166136261);

const MEGABYTE = 'x'.repeat(1024 * 1024);
const deep = (n) => '['.repeat(n) + ']'.repeat(n);
const deepObject = (n) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);
const camel = (name) => name.replace(/-([a-z])/g, (_m, c) => c.toUpperCase());

const WRONG_VALUES = [
  null, true, false, 0, -1, -1e308, 1e308, 0.5, 'NaN', '', ' ', 'not-an-enum', '-5', '1e999', '💥', '<img src=x>', '__proto__',
  [], [1, 'a', null], {}, { a: { b: { c: [] } } }, 'a'.repeat(10000), [[[[[]]]]], { length: -1 }, { toString: 1 }, { __proto__: null },
];
const ATTRIBUTE_VALUES = ['', 'NaN', '-1', '-99999999999', '1e309', '0.5', 'Infinity', 'true', 'false', 'yes', 'unknown-enum', '💥', '<b>x</b>', 'null', '[]', '{}', ' '.repeat(3)];
const JSON_SHAPES = ['null', '[]', '"text"', '42', 'true', '{', '{"a":', 'NaN', '{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"polluted":1}}}', '\u0000', '{}'];
const CHILDREN = [
  () => '',
  () => 'Plain text only',
  () => '<summary>Orphan</summary>',
  () => '<div><details><summary>Wrapped</summary><p>x</p></details></div>',
  () => '<details><summary>One</summary><p>Panel</p></details>',
  () => '<section data-label="Lunch"><p>Soup</p></section>',
  () => '<figure data-src="/test/browser/fixtures/landscape-3x2.png"><img src="/test/browser/fixtures/landscape-3x2.png" alt="A"></figure>',
  () => '<img src="/test/browser/fixtures/landscape-3x2.png" alt="A">',
  () => '<table><tr><th>A</th></tr><tr><td>1</td></tr></table>',
  () => '<template><iframe src="about:blank" title="t"></iframe></template>',
  () => '<p>Fallback</p>'.repeat(1000),
  () => '<div>'.repeat(200) + 'deep' + '</div>'.repeat(200),
];

/** The generated case n of a tag: its data-block-json, attributes and children. */
function caseOf(tag, n, next) {
  const pick = (list) => list[Math.floor(next() * list.length)];
  const attributes = (attributesOf.get(tag) ?? []).map((a) => a.name).filter((name) => name !== 'data-block-json' && name !== 'data-load-on');
  let json;
  if (n % 100 === 7) json = `{"big":"${MEGABYTE}"}`;
  else if (n % 100 === 8) json = deep(5000);
  else if (n % 100 === 9) json = deepObject(2000);
  else if (n % 4 === 0) json = pick(JSON_SHAPES);
  else {
    const object = {};
    for (const name of attributes) if (next() < 0.6) object[camel(name)] = pick(WRONG_VALUES);
    object[pick(['fields', 'items', 'slides', 'data', 'title', 'design', 'type', 'formId', 'mode'])] = pick(WRONG_VALUES);
    json = JSON.stringify(object);
  }
  const set = {};
  for (const name of attributes) if (next() < 0.5) set[name] = n % 100 === 17 ? MEGABYTE : pick(ATTRIBUTE_VALUES);
  return { json, attributes: set, children: pick(CHILDREN)() };
}

function place(tag, kase) {
  const host = document.createElement(tag);
  host.setAttribute('data-load-on', 'eager');
  if (kase.json !== undefined) host.setAttribute('data-block-json', kase.json);
  for (const [name, value] of Object.entries(kase.attributes)) host.setAttribute(name, value);
  const template = document.createElement('template');
  template.innerHTML = kase.children;
  host.append(template.content);
  return host;
}

const isBlock = (tag) => (attributesOf.get(tag) ?? []).some((a) => a.name === 'data-block-json');

describe('every element in dist/manifest.json, fuzzed (issue 20)', () => {
  const pageErrors = [];
  const onError = (event) => pageErrors.push(String(event.error?.stack ?? event.message));
  const onRejection = (event) => pageErrors.push(String(event.reason?.stack ?? event.reason));
  const counts = {};
  // Reports go to console.error, which the runner ships to Node: thousands of them (some with
  // 1 MB of text) cost more than the fuzzing. Counted here instead; sqs-block-error is checked.
  const consoleError = console.error;
  let reports = 0;
  before(async () => {
    console.error = () => {
      reports += 1;
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    await import('/dist/elements/sqs-accordion.js');
  });
  after(() => {
    console.error = consoleError;
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    cleanup();
    console.log(`S5 fuzz cases per element (0 uncaught errors, ${reports} reports): ${JSON.stringify(counts)}`);
  });

  it('finds the elements in dist/', () => {
    expect(tags.length).to.be.greaterThan(10);
    expect(tags).to.include('sqs-accordion');
  });

  for (const tag of tags) {
    it(`${tag}: ${CASES_PER_TAG} cases, no uncaught error, broken blocks keep their fallback and report once`, async function () {
      this.timeout(60000);
      await import(`/dist/${manifest.elements[tag]}`);
      const next = random(seedOf(tag));
      const block = isBlock(tag);
      let run = 0;
      for (let start = 0; start < CASES_PER_TAG; start += BATCH) {
        cleanup();
        const errors = new Map();
        const onBlockError = (event) => errors.set(event.target, (errors.get(event.target) ?? 0) + 1);
        document.addEventListener('sqs-block-error', onBlockError);
        const hosts = [];
        for (let n = start; n < Math.min(start + BATCH, CASES_PER_TAG); n += 1) {
          const host = place(tag, caseOf(tag, n, next));
          hosts.push(host);
          document.body.append(host);
        }
        const good = place('sqs-accordion', { json: '{}', attributes: {}, children: '<details><summary>Good</summary><p>fine</p></details>' });
        document.body.append(good);
        try {
          await waitFor(() => good.getAttribute('data-sqs-state') === 'ready', { message: `the good block beside ${tag}`, timeout: 15000 });
          if (block) {
            await waitFor(() => hosts.every((h) => ['ready', 'error'].includes(h.getAttribute('data-sqs-state'))), {
              message: `every ${tag} settled`,
              timeout: 20000,
            });
            for (const host of hosts) {
              if (host.getAttribute('data-sqs-state') !== 'error') continue;
              expect(errors.get(host), `${tag} reports once`).to.equal(1);
              // The fallback is shown: no shadow root, or one whose slot shows the light DOM.
              const shadow = host.shadowRoot;
              if (shadow) expect(shadow.querySelector('slot'), `${tag} shows its server HTML`).to.not.equal(null);
            }
          } else {
            await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
          }
        } finally {
          document.removeEventListener('sqs-block-error', onBlockError);
        }
        run += hosts.length;
      }
      counts[tag] = run;
      expect(run).to.be.at.least(200);
      expect(pageErrors, `uncaught errors from ${tag}`).to.deep.equal([]);
      expect(Object.getPrototypeOf({}).polluted).to.equal(undefined);
    });
  }
});
