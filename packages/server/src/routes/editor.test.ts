import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../testing';

describe('editor demo endpoints', () => {
  let h: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    h = await testApp();
  });
  afterAll(() => h.close());

  it('echoes a form post field by field, repeated names as lists', async () => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/editor/received',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'step=3&colour=%23ff0000&tag=a&tag=b',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      contentType: 'application/x-www-form-urlencoded',
      fields: { step: '3', colour: '#ff0000', tag: ['a', 'b'] },
    });
  });

  it('serves the /editor page with the controls\' element files, not runtime.js', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/editor' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<form');
    expect(response.body).toContain('action="/editor/received"');
    expect(response.body).toContain('/dist/elements/sqs-stepper.js');
    expect(response.body).toContain('/dist/elements/sqs-file-manager.js');
    expect(response.body).toContain('<sqs-file-manager id="download" name="download"');
    expect(response.body).not.toContain('/dist/runtime.js');
  });
});
