// Issue 20 item 2, the browser side (the Node property tests are packages/server/src/
// prototype-pollution.test.ts): the BUILT dist/runtime.js started on a page whose context, query
// and blocks' JSON carry __proto__ / constructor.prototype payloads. Object.prototype is unchanged.
import { expect } from '@esm-bundle/chai';
import { cleanup, fixture, waitFor } from './helpers.js';

const PAYLOADS = [
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"a":{"__proto__":{"polluted":"yes"}},"b":[{"__proto__":{"polluted":"yes"}}]}',
  '{"prototype":{"polluted":"yes"},"__proto__":null}',
];
const QUERY = '?__proto__[polluted]=yes&constructor[prototype][polluted]=yes&__proto__.polluted=yes&a[__proto__][polluted]=yes';
const BLOCKS = ['sqs-accordion', 'sqs-menu', 'sqs-form', 'sqs-gallery', 'sqs-image', 'sqs-video', 'sqs-chart', 'sqs-audio', 'sqs-search'];

const clean = () => {
  const probe = {};
  return probe.polluted === undefined && !('polluted' in Object.prototype) && Object.keys(Object.prototype).length === 0 && Array.prototype.polluted === undefined;
};

describe('prototype pollution through the built runtime (issue 20)', () => {
  const before = location.href;
  after(() => {
    history.replaceState(null, '', before);
    cleanup();
  });

  it('page context, query and block JSON with __proto__ payloads leave Object.prototype unchanged', async () => {
    expect(clean()).to.equal(true);
    history.replaceState(null, '', `${location.pathname}${QUERY}`);
    const text = PAYLOADS[0].slice(0, -1) + `,"website":${PAYLOADS[1]},"websiteSettings":${PAYLOADS[2]},"collection":${PAYLOADS[3]},"pageType":2}`;
    const errors = [];
    const original = console.error;
    console.error = (...args) => errors.push(args.join(' '));
    try {
      fixture(`<script type="application/json" id="sqs-page-context">${text}</script>`);
      for (const [i, tag] of BLOCKS.entries()) {
        fixture(`<${tag} data-load-on="eager" data-block-json='${PAYLOADS[i % PAYLOADS.length]}'><p>Server text</p></${tag}>`);
      }
      const runtime = await import('/dist/runtime.js');
      await waitFor(() => document.documentElement.hasAttribute('data-sqs-runtime'), { message: 'the runtime started' });
      await waitFor(() => [...document.querySelectorAll(BLOCKS.join(','))].every((el) => el.hasAttribute('data-sqs-state')), { message: 'every block settled', timeout: 10000 });
      expect(typeof runtime.pageContext().website).to.equal('object');
    } finally {
      console.error = original;
    }
    expect(clean(), `Object.prototype after ${PAYLOADS.length} payloads × context, query and ${BLOCKS.length} blocks`).to.equal(true);
    console.log(`S4 browser: ${PAYLOADS.length} payloads through page context, query and ${BLOCKS.length} blocks' JSON: 0 prototype changes`);
  });
});
