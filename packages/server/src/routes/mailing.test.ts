import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../testing';

const CRUMB = 'mailing-test-crumb';

describe('mailing lists, form connections and the Zapier stand-in (SQLite)', () => {
  let h: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    h = await testApp();
  });
  afterAll(() => h.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, json?: unknown) =>
    h.app.inject({
      method,
      url: `${url}${url.includes('?') ? '&' : '?'}crumb=${CRUMB}`,
      cookies: { crumb: CRUMB },
      ...(json === undefined ? {} : { payload: JSON.stringify(json), headers: { 'content-type': 'application/json' } }),
    });

  async function submitContact(email: string) {
    const key = (await call('POST', '/api/form/FormSubmissionKey')).json().key as string;
    const form = { name: ['Ada', 'Lovelace'], email, message: 'Hi', 'contact-method': 'Email' };
    const body = new URLSearchParams({ key, formId: 'contact', form: JSON.stringify(form) });
    return h.app.inject({
      method: 'POST',
      url: `/api/form/SaveFormSubmission?crumb=${CRUMB}`,
      cookies: { crumb: CRUMB },
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: body.toString(),
    });
  }

  it('asks for the crumb', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/api/editor/mailing-lists' })).statusCode).toBe(401);
  });

  it('starts with no lists and a disconnected form', async () => {
    expect((await call('GET', '/api/editor/mailing-lists')).json()).toEqual({ lists: [] });
    expect((await call('GET', '/api/editor/forms/contact/mailing')).json()).toEqual({
      formId: 'contact',
      listId: null,
      listName: null,
      zapier: false,
      zaps: 0,
      state: 'disconnected',
    });
  });

  it('creates a list, refusing an empty, a 10 000-character and a duplicate name with the texts', async () => {
    const created = await call('POST', '/api/editor/mailing-lists', { name: '  Newsletter ' });
    expect(created.statusCode).toBe(201);
    expect(created.json().list).toMatchObject({ name: 'Newsletter', subscribers: 0 });
    for (const [name, error] of [
      ['', 'Please enter a list name'],
      ['x'.repeat(10_000), 'A list name can be at most 100 characters'],
      ['NEWSLETTER', 'This list already exists'],
    ] as const) {
      const refused = await call('POST', '/api/editor/mailing-lists', { name });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ error });
    }
    expect((await call('POST', '/api/editor/mailing-lists', { name: 42 })).statusCode).toBe(400);
    expect((await call('GET', '/api/editor/mailing-lists')).json().lists).toHaveLength(1);
  });

  it("connects a form ('A List must be selected' without one), and a submission's email reaches the list once", async () => {
    const listId = (await call('GET', '/api/editor/mailing-lists')).json().lists[0].id as string;
    const none = await call('PUT', '/api/editor/forms/contact/mailing', { listId: '' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ error: 'A List must be selected' });
    expect((await call('PUT', '/api/editor/forms/contact/mailing', { listId: '999' })).statusCode).toBe(404);
    expect((await call('PUT', '/api/editor/forms/..%2Fx/mailing', { listId })).statusCode).toBe(400);

    const before = await submitContact('before@example.com'); // not connected yet: not subscribed
    expect(before.json().success).toBe(true);
    const connected = await call('PUT', '/api/editor/forms/contact/mailing', { listId });
    expect(connected.json()).toMatchObject({ listId, listName: 'Newsletter', state: 'connected' });

    expect((await submitContact('Grace@Example.COM')).json().success).toBe(true);
    expect((await submitContact('grace@example.com')).json().success).toBe(true); // same address: one subscriber
    const subscribers = (await call('GET', `/api/editor/mailing-lists/${listId}/subscribers`)).json().subscribers;
    expect(subscribers).toEqual([{ email: 'grace@example.com', formId: 'contact', subscribedAt: expect.any(String) }]);
    expect((await call('GET', '/api/editor/mailing-lists')).json().lists[0].subscribers).toBe(1);
    expect((await call('GET', '/api/editor/mailing-lists/nope/subscribers')).statusCode).toBe(404);

    const disconnected = await call('DELETE', '/api/editor/forms/contact/mailing');
    expect(disconnected.json()).toMatchObject({ listId: null, state: 'disconnected' });
    await submitContact('after@example.com');
    const after = (await call('GET', `/api/editor/mailing-lists/${listId}/subscribers`)).json().subscribers;
    expect(after).toHaveLength(subscribers.length);
  });

  it('turns the Zapier panel on: awaiting until a Zap connects, then connected with the count', async () => {
    const on = await call('PUT', '/api/editor/forms/contact/zapier', { enabled: true });
    expect(on.json()).toMatchObject({ zapier: true, zaps: 0, state: 'awaiting-zapier' });
    const hook = await call('POST', '/api/zapier-standin/hooks', { formId: 'contact', targetUrl: 'https://hooks.zapier.example/1' });
    expect(hook.statusCode).toBe(201);
    await call('POST', '/api/zapier-standin/hooks', { formId: 'contact', targetUrl: 'https://hooks.zapier.example/2' });
    expect((await call('GET', '/api/editor/forms/contact/mailing')).json()).toMatchObject({ zaps: 2, state: 'connected' });
    expect((await call('DELETE', `/api/zapier-standin/hooks/${hook.json().id}?formId=contact`)).statusCode).toBe(204);
    expect((await call('GET', '/api/editor/forms/contact/mailing')).json().zaps).toBe(1);
    expect((await call('POST', '/api/zapier-standin/hooks', { formId: 'contact', targetUrl: 'javascript:alert(1)' })).statusCode).toBe(400);
    expect((await call('PUT', '/api/editor/forms/contact/zapier', { enabled: 'yes' })).statusCode).toBe(400);
  });
});
