// Issue 19 item 5: axe-core (WCAG 2.0-2.2 A and AA) on every Storybook story, in `npm test`,
// shared by stories-axe-*.browser.test.js (three files, each a part of the index, so each stays
// inside web-test-runner's per-file time limit on a loaded 2-core machine).
// The storybook build stage runs before the browser stage (scripts/test.mjs) and writes
// storybook-static/; this file opens its preview (iframe.html) once and renders each story of its
// index.json in turn through the preview's own channel (as Storybook's test runner does, without
// reloading the page per story), waits for its blocks to settle and runs axe on the document.
// Reduced motion is emulated: axe measures colours as drawn, not half-way through a fade.
import { expect } from '@esm-bundle/chai';
import { emulateMedia } from '@web/test-runner-commands';
import { nextFrames } from './helpers.js';

const STATIC = '/storybook-static';
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

const indexResponse = await fetch(`${STATIC}/index.json`);
if (!indexResponse.ok) throw new Error(`${STATIC}/index.json: ${indexResponse.status}; run \`npx storybook build --output-dir storybook-static\` first (npm test does)`);
/** Every story of the built Storybook. */
export const stories = Object.values((await indexResponse.json()).entries).filter((entry) => entry.type === 'story');
const axeSource = await (await fetch('/node_modules/axe-core/axe.min.js')).text();

const waitFor = async (check, message, timeout = 10000) => {
  const start = performance.now();
  for (;;) {
    const value = check();
    if (value) return value;
    if (performance.now() - start > timeout) throw new Error(`Timed out waiting for ${message}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** Renders one story in the preview and resolves when Storybook says it rendered (or failed). */
function render(frame, storyId) {
  const channel = frame.contentWindow.__STORYBOOK_ADDONS_CHANNEL__;
  return new Promise((resolve) => {
    const done = (outcome) => (payload) => {
      const id = typeof payload === 'string' ? payload : payload?.storyId ?? payload?.id;
      if (outcome === 'rendered' && id !== storyId) return;
      for (const [event, listener] of listeners) channel.off(event, listener);
      resolve({ outcome, detail: outcome === 'rendered' ? '' : String(payload?.title ?? payload?.message ?? payload) });
    };
    const listeners = [
      ['storyRendered', done('rendered')],
      ['storyErrored', done('errored')],
      ['storyThrewException', done('threw')],
      ['storyMissing', done('missing')],
    ];
    for (const [event, listener] of listeners) channel.on(event, listener);
    channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
  });
}

/** Blocks ready or in error (an interaction block keeps its server HTML), Lit elements updated. */
async function settle(doc) {
  const all = () => [...doc.querySelectorAll('*')];
  const pending = () =>
    all().filter((el) => 'blockState' in el && el.getAttribute('data-load-on') !== 'interaction' && !['ready', 'error'].includes(el.blockState));
  const start = performance.now();
  while (pending().length && performance.now() - start < 4000) await new Promise((resolve) => setTimeout(resolve, 25));
  await Promise.all(all().filter((el) => el.updateComplete).map((el) => el.updateComplete));
  await nextFrames();
}

/** The sections the stories-axe-*.browser.test.js files check between them. */
const CHECKED = ['Chrome', 'Editor', 'Commerce', 'Blocks', 'Gallery', 'Forms', 'Media'];

/** A mocha suite: the stories whose title starts with one of `sections` ('Chrome', 'Blocks', …), each component's stories in one case. */
export function axeStories(sections) {
  const chosen = stories.filter((story) => sections.includes(story.title.split('/')[0]));
  describe(`axe on every story: ${sections.join(', ')} (issue 19)`, () => {
    let frame;
    before(async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      frame = document.createElement('iframe');
      frame.style.cssText = 'width:1024px;height:768px;border:0';
      frame.src = `${STATIC}/iframe.html?id=${chosen[0].id}&viewMode=story`;
      document.body.append(frame);
      await waitFor(() => frame.contentWindow?.__STORYBOOK_ADDONS_CHANNEL__ && frame.contentDocument.readyState === 'complete', 'the preview');
      const script = frame.contentDocument.createElement('script');
      script.textContent = axeSource;
      frame.contentDocument.head.append(script);
    });
    after(async () => {
      frame?.remove();
      await emulateMedia({ reducedMotion: 'no-preference' });
    });

    it('finds the stories, and no story is in a section no file checks', () => {
      expect(chosen.length).to.be.at.least(30);
      expect(stories.filter((story) => !CHECKED.includes(story.title.split('/')[0])).map((story) => story.id)).to.deep.equal([]);
    });

    const byComponent = new Map();
    for (const story of chosen) byComponent.set(story.title, [...(byComponent.get(story.title) ?? []), story]);
    for (const [title, group] of byComponent) {
      it(`${title}: each of its ${group.length} stories renders and axe finds nothing`, async function () {
        this.timeout(90000);
        const problems = {};
        for (const story of group) {
          const { outcome, detail } = await render(frame, story.id);
          if (outcome !== 'rendered') {
            problems[story.name] = [`story ${outcome}: ${detail}`];
            continue;
          }
          await settle(frame.contentDocument);
          // iframes: false: a provider's stand-in page inside a booking or video story is not ours to check;
          // preload: false: no refetching of every style sheet per story (only css-orientation-lock reads them).
          const result = await frame.contentWindow.axe.run(frame.contentDocument, {
            runOnly: { type: 'tag', values: WCAG_AA },
            resultTypes: ['violations'],
            iframes: false,
            preload: false,
          });
          const violations = result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
          if (violations.length) problems[story.name] = violations;
        }
        expect(problems).to.deep.equal({});
      });
    }
  });
}
