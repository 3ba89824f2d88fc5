/**
 * The mailing-list dialog on /editor against the reference backend (issue 18 item 4): a list is
 * created and connected to the contact form, the contact form on /forms is submitted, and the
 * subscriber is in the list (SQLite, read back through the API and the dialog's count). Then the
 * Zapier panel: awaiting Zapier, and connected with the Zap count once the stand-in has a Zap.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness';

describe('/editor mailing list', () => {
  let h: Harness;
  let page: Page & { errors: string[] };
  before(async () => {
    h = await startHarness();
    page = await h.page();
  });
  after(() => h.close());

  const api = (path: string, init: { method?: string; json?: unknown } = {}) =>
    page.evaluate(
      async ({ path, init }) => {
        const crumb = document.cookie.match(/(?:^|; )crumb=([^;]*)/)?.[1] ?? '';
        const response = await fetch(`${path}${path.includes('?') ? '&' : '?'}crumb=${crumb}`, {
          method: init.method ?? 'GET',
          headers: init.json === undefined ? {} : { 'content-type': 'application/json' },
          body: init.json === undefined ? undefined : JSON.stringify(init.json),
        });
        return { status: response.status, body: await response.json() };
      },
      { path, init },
    );

  it('connects the contact form to a new list; a submission on /forms lands in it', async () => {
    await page.goto(`${h.origin}/editor`);
    const dialog = page.locator('#contact-mailing');
    await page.waitForSelector('#contact-mailing[data-sqs-state="ready"]');
    await dialog.getByText("You don't have any mailing lists. Please create one before continuing").waitFor();
    await dialog.locator('[part="status"]').getByText('Disconnected').waitFor();

    await dialog.getByRole('textbox', { name: 'New list name' }).fill('Harbour news');
    await dialog.getByRole('button', { name: 'Create list' }).click();
    const select = dialog.getByRole('combobox', { name: 'List' });
    await select.waitFor();
    assert.equal(await select.locator('option:checked').textContent(), 'Harbour news (0 subscribers)');
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await dialog.locator('[part="status"]').getByText('Connected to Harbour news').waitFor();

    await page.goto(`${h.origin}/forms`);
    const form = page.locator('#contact');
    await form.scrollIntoViewIfNeeded();
    await page.locator('#contact[data-sqs-state="ready"]').waitFor();
    await form.getByRole('textbox', { name: 'First Name' }).fill('Grace');
    await form.getByRole('textbox', { name: 'Last Name' }).fill('Hopper');
    await form.getByRole('textbox', { name: 'Email' }).fill('grace@example.com');
    await form.getByRole('textbox', { name: 'Message' }).fill('Sign me up');
    await form.getByRole('radio', { name: 'Email' }).check();
    await form.getByRole('button', { name: 'Send message' }).click();
    await form.getByText('Thank you! We will be in touch.').waitFor();

    await page.goto(`${h.origin}/editor`);
    await page.waitForSelector('#contact-mailing[data-sqs-state="ready"]');
    await dialog.getByRole('combobox', { name: 'List' }).locator('option:checked', { hasText: 'Harbour news (1 subscriber)' }).waitFor({ state: 'attached' });
    const lists = await api('/api/editor/mailing-lists');
    const listId = lists.body.lists[0].id as string;
    const subscribers = await api(`/api/editor/mailing-lists/${listId}/subscribers`);
    assert.deepEqual(
      subscribers.body.subscribers.map((s: { email: string; formId: string }) => [s.email, s.formId]),
      [['grace@example.com', 'contact']],
    );
    assert.deepEqual(page.errors, []);
  });

  it('Zapier panel: awaiting Zapier, then the count of connected Zaps; disconnect asks first', async () => {
    await page.goto(`${h.origin}/editor`);
    const dialog = page.locator('#contact-mailing');
    await page.waitForSelector('#contact-mailing[data-sqs-state="ready"]');
    await dialog.getByRole('button', { name: 'Disconnect' }).click();
    await page.waitForSelector('#contact-mailing [part="confirm"][open]');
    await dialog.locator('[part="confirm-disconnect"]').click();
    await dialog.locator('[part="status"]').getByText('Disconnected').waitFor();

    await dialog.getByRole('button', { name: 'Send submissions to Zapier' }).click();
    await dialog.locator('[part="status"]').getByText('Awaiting Zapier').waitFor();
    await dialog.locator('[part="zaps"]').getByText('0 connected Zaps').waitFor();
    const hook = await api('/api/zapier-standin/hooks', { method: 'POST', json: { formId: 'contact', targetUrl: 'https://hooks.zapier.example/1' } });
    assert.equal(hook.status, 201);
    await dialog.getByRole('button', { name: 'Check for Zaps' }).click();
    await dialog.locator('[part="zaps"]').getByText('1 connected Zap').waitFor();
    await dialog.locator('[part="status"] .state').getByText('Connected', { exact: true }).waitFor();
    assert.deepEqual(page.errors, []);
  });
});
