import { expect } from '@esm-bundle/chai';
import { waitFor } from './helpers.js';

/** A page without `[data-sqs-animation]` never loads the animations' code (issue 14 item 7). */
document.body.insertAdjacentHTML('beforeend', '<section id="plain"><h2>Nothing animated here</h2></section>');
await import('/dist/runtime.js');

describe('block animations: a page without any', () => {
  it('boots the runtime and asks for no animations chunk', async () => {
    await waitFor(() => document.documentElement.hasAttribute('data-sqs-runtime'), { message: 'runtime started' });
    await new Promise((r) => setTimeout(r, 300));
    expect(performance.getEntriesByType('resource').filter((e) => /block-animations/.test(e.name)).length).to.equal(0);
    expect(document.adoptedStyleSheets.length).to.equal(0);
  });
});
