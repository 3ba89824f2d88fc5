// Issue 20, content never disappears: a block with nothing it can render keeps its server
// HTML visible and reports why, once, whatever the block (the general rule lives in the block
// element: a view that shows nothing gives the server HTML back); a good block beside it upgrades.
import { expect } from '@esm-bundle/chai';
import '/dist/elements/sqs-accordion.js';
import '/dist/elements/sqs-menu.js';
import '/dist/elements/sqs-image.js';
import { cleanup, fixture, ready, waitFor } from './helpers.js';

const CASES = [
  ['an accordion whose children are plain text', 'sqs-accordion', 'Opening hours: seven to three.'],
  ['an orphan <summary>', 'sqs-accordion', '<summary>Opening hours</summary><p>Seven to three.</p>'],
  ['<details> wrapped in a <div>', 'sqs-accordion', '<div><details><summary>Opening hours</summary><p>Seven to three.</p></details></div>'],
  ['a menu with no section', 'sqs-menu', '<p>Soup of the day</p>'],
  ['an image with no <img>', 'sqs-image', '<p>The harbour at dawn</p>'],
];

/** The server text the visitor can see (the light DOM is shown: no shadow root, or a slot). */
const visibleText = (host) => host.innerText.trim();

describe('a block with nothing it can render keeps its server HTML (issue 20)', () => {
  // Reports (runtime report.ts writes each one to console.error as `[tag] message`).
  const reports = [];
  const consoleError = console.error;
  before(() => {
    console.error = (...args) => {
      reports.push(String(args[0]));
      consoleError.apply(console, args);
    };
  });
  after(() => {
    console.error = consoleError;
    cleanup();
  });

  for (const [name, tag, children] of CASES) {
    it(`${name}: the fallback stays visible and the block says why, once`, async () => {
      reports.length = 0;
      cleanup();
      fixture(
        `<${tag} id="bad" data-load-on="load">${children}</${tag}>` +
          `<sqs-accordion id="good" data-load-on="load"><details><summary>Beside it</summary><p>fine</p></details></sqs-accordion>`,
      );
      const bad = document.getElementById('bad');
      await ready(document.getElementById('good'));
      await waitFor(() => bad.getAttribute('data-sqs-state') === 'error', { message: `${tag} kept its fallback` });
      const text = new DOMParser().parseFromString(children, 'text/html').body.textContent.replace(/\s+/g, ' ').trim();
      expect(visibleText(bad).replace(/\s+/g, ' ')).to.include(text.slice(0, 12));
      expect(bad.getBoundingClientRect().height).to.be.greaterThan(0);
      // A live change that repeats the problem says nothing new.
      bad.setAttribute('data-block-json', '{}');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(reports.filter((r) => r.startsWith(`[${tag}]`))).to.have.length(1);
    });
  }
});
