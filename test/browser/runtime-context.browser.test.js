import { expect } from '@esm-bundle/chai';
import { fixture } from './helpers.js';

describe('runtime page context (built dist/runtime.js)', () => {
  it('runs with defaults and reports invalid JSON without throwing', async () => {
    const errors = [];
    const original = console.error;
    console.error = (...args) => errors.push(args.join(' '));
    fixture('<script type="application/json" id="sqs-page-context">{"website": {"id": </script>');
    let runtime;
    try {
      runtime = await import('/dist/runtime.js');
    } finally {
      console.error = original;
    }
    expect(errors.some((e) => e.includes('[page-context]'))).to.equal(true);
    expect(runtime.pageContext().website.id).to.equal('');
    expect(runtime.lifecycle.initialised).to.equal(true);
    runtime.destroy();
    expect(runtime.lifecycle.initialised).to.equal(false);
  });
});
