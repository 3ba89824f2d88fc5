/**
 * A third-party host on another origin embeds one block with one script tag
 * (CONTRACT.md §2): no runtime, no page context, no stylesheet.
 */
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { startHarness, type Harness } from './harness';

describe('one block embedded on another origin', () => {
  let h: Harness;
  let host: Server;
  let hostOrigin = '';
  before(async () => {
    h = await startHarness();
    host = createServer((_request, response) => {
      response.setHeader('content-type', 'text/html');
      response.end(`<!doctype html><html lang="en"><head><title>Partner site</title>
        <script type="module" src="${h.origin}/dist/elements/sqs-accordion.js"></script></head>
        <body><main><h1>Partner</h1>
        <sqs-accordion id="embedded"><details><summary>Embedded question</summary><p>Embedded answer</p></details></sqs-accordion>
        </main></body></html>`);
    });
    await new Promise<void>((resolve) => host.listen(0, 'localhost', resolve));
    const address = host.address();
    hostOrigin = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
  });
  after(async () => {
    host.close();
    await h.close();
  });

  it('works with only the element script', async () => {
    const page = await h.page();
    await page.goto(`${hostOrigin}/`);
    assert.notEqual(new URL(hostOrigin).origin, new URL(h.origin).origin);
    await page.locator('#embedded[data-sqs-state="ready"]').waitFor();
    const trigger = page.locator('#embedded').getByRole('button', { name: 'Embedded question' });
    await trigger.click();
    assert.equal(await trigger.getAttribute('aria-expanded'), 'true');
    await page.getByText('Embedded answer').waitFor({ state: 'visible' });
    assert.deepEqual(page.errors, []);
    await page.close();
  });
});
