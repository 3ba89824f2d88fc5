/**
 * Forms end to end (issue 5): the built sqs-form and sqs-newsletter on the demo page,
 * submitting to the real reference backend (SQLite), read back through
 * /api/dev/form-submissions. Faults are injected in the real HTTP stack
 * (/api/dev/faults) or by taking the browser offline.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { startHarness, type Harness } from './harness';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const SAVE = '/api/form/SaveFormSubmission';

type Submission = { id: number; formId: string; payload: { form: Record<string, unknown>; pagePath: string } };

describe('forms end to end', () => {
  let h: Harness;
  before(async () => {
    // The per-visitor limit (5 a minute) is covered by the server's tests; here many
    // submissions come from one address.
    h = await startHarness({ formRateLimit: { max: 1000, windowMs: 60_000 } });
  });
  after(() => h.close());

  const submissions = async (formId: string): Promise<Submission[]> => {
    const response = await fetch(`${h.origin}/api/dev/form-submissions?formId=${formId}`);
    return ((await response.json()) as { submissions: Submission[] }).submissions;
  };
  const arm = (fault: Record<string, unknown>) =>
    fetch(`${h.origin}/api/dev/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fault) });
  const clearFaults = () => fetch(`${h.origin}/api/dev/faults`, { method: 'DELETE' });

  async function open(path = '/forms'): Promise<Page & { errors: string[] }> {
    const page = await h.page();
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective}`));
    });
    await page.goto(`${h.origin}${path}`);
    return page;
  }
  const ready = async (page: Page, id: string): Promise<Locator> => {
    const host = page.locator(`#${id}`);
    await host.scrollIntoViewIfNeeded();
    await page.locator(`#${id}[data-sqs-state="ready"]`).waitFor();
    return host;
  };
  const axe = async (page: Page, selector: string): Promise<string[]> => {
    // Evaluated through the devtools protocol, so the page's strict CSP still holds for the page itself.
    await page.evaluate(AXE_SOURCE);
    return page.evaluate(async (sel) => {
      const result = await (window as unknown as { axe: { run(c: Element, o: object): Promise<{ violations: Array<{ id: string }> }> } }).axe.run(
        document.querySelector(sel)!,
        { resultTypes: ['violations'] },
      );
      return result.violations.map((v) => v.id);
    }, selector);
  };

  async function fillNewsletter(host: Locator, email: string) {
    await host.getByRole('textbox', { name: 'First Name' }).fill('Grace');
    await host.getByRole('textbox', { name: 'Email' }).fill(email);
  }

  it('submits every field type and stores exactly what the visitor entered', async () => {
    const page = await open('/forms?source=e2e-campaign');
    const form = await ready(page, 'contact');
    assert.deepEqual(await axe(page, '#contact'), []);

    await form.getByRole('textbox', { name: 'First Name' }).fill('Ada');
    await form.getByRole('textbox', { name: 'Last Name' }).fill('Lovelace');
    await form.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
    await form.getByRole('textbox', { name: 'Subject' }).fill('Table for two');
    await form.getByRole('textbox', { name: 'Message' }).fill('Line one\r\nLine two');
    await form.getByRole('spinbutton', { name: 'Number of guests' }).fill('2');
    await form.getByRole('textbox', { name: 'Your website' }).fill('https://ada.example');
    await form.getByRole('textbox', { name: 'Budget per person' }).fill('25.50');
    await form.getByLabel('Booking reference').fill('B-42');
    await form.getByRole('textbox', { name: 'Twitter handle' }).fill('ada');
    await form.getByRole('group', { name: 'Date of visit' }).getByRole('textbox', { name: 'Month' }).fill('12');
    await form.getByRole('group', { name: 'Date of visit' }).getByRole('textbox', { name: 'Day' }).fill('10');
    await form.getByRole('group', { name: 'Date of visit' }).getByRole('textbox', { name: 'Year' }).fill('2026');
    const time = form.getByRole('group', { name: 'Time of visit' });
    await time.getByRole('textbox', { name: 'Hour' }).fill('7');
    await time.getByRole('textbox', { name: 'Minute' }).fill('30');
    await time.getByRole('combobox', { name: 'AM/PM' }).selectOption('PM');
    const address = form.getByRole('group', { name: 'Delivery address' });
    await address.getByRole('textbox', { name: 'Address 1' }).fill('1 Harbour Road');
    await address.getByRole('textbox', { name: 'City' }).fill('Portsmouth');
    await address.getByRole('textbox', { name: 'ZIP Code' }).fill('PO1 1AA');
    const phone = form.getByRole('group', { name: 'Phone' });
    await phone.getByRole('textbox', { name: 'Country' }).fill('44');
    await phone.getByRole('textbox', { name: 'Area code' }).fill('23');
    await phone.getByRole('textbox', { name: 'Prefix' }).fill('9200');
    await phone.getByRole('textbox', { name: 'Line' }).fill('0000');
    await form.getByRole('radio', { name: 'Phone' }).check();
    await form.getByRole('checkbox', { name: 'Lunch' }).check();
    await form.getByRole('checkbox', { name: 'Events' }).check();
    await form.getByRole('combobox', { name: 'Occasion' }).selectOption('Anniversary');
    await form.getByRole('group', { name: 'The coffee was good' }).getByRole('radio', { name: 'Strongly Agree' }).check();

    await form.getByRole('button', { name: 'Send message' }).click();
    const message = form.locator('[part="submission-message"]');
    await message.getByText('Thank you! We will be in touch.').waitFor();
    assert.equal(await message.evaluate((el) => el.getRootNode() instanceof ShadowRoot && (el.getRootNode() as ShadowRoot).activeElement === el), true);
    // postSubmitHtml's script ran, through the named policy, with the page's nonce.
    await page.waitForFunction(() => document.documentElement.dataset.postSubmitRan === 'contact');
    await message.getByText('See you soon at the harbour.').waitFor();
    assert.deepEqual(await axe(page, '#contact'), []);

    const [stored] = await submissions('contact');
    assert.ok(stored);
    assert.deepEqual(stored.payload.form, {
      name: ['Ada', 'Lovelace'],
      email: 'ada@example.com',
      subject: 'Table for two',
      message: 'Line one\nLine two',
      guests: '2',
      website: 'https://ada.example',
      budget: '25.50',
      password: 'B-42',
      twitter: 'ada',
      'visit-date': ['12', '10', '2026'],
      'visit-time': ['7', '30', '', 'PM'],
      address: ['1 Harbour Road', '', 'Portsmouth', '', 'PO1 1AA', ''],
      phone: ['44', '23', '9200', '0000'],
      'contact-method': 'Phone',
      interests: ['Lunch', 'Events'],
      occasion: 'Anniversary',
      satisfaction: { 'The coffee was good': ['2'], 'The service was quick': [] },
      source: 'e2e-campaign',
    });
    assert.equal(stored.payload.pagePath, '/forms');
    assert.deepEqual(page.errors, []);
    await page.close();
  });

  it('five quick clicks store one submission', async () => {
    const before = (await submissions('newsletter')).length;
    await arm({ path: SAVE, delayMs: 600 }); // the request is in flight while the clicks land
    const page = await open();
    const form = await ready(page, 'newsletter');
    await fillNewsletter(form, 'five@example.com');
    const box = (await form.getByRole('button', { name: 'Sign up' }).boundingBox())!;
    // Real mouse clicks, as fast as the input pipeline takes them, on the button's spot.
    for (let i = 0; i < 5; i += 1) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await form.getByText('Thank you for signing up!').waitFor();
    assert.equal((await submissions('newsletter')).length, before + 1);
    await page.close();
  });

  for (const fault of [
    { name: '500', arm: { status: 500 }, text: 'Unable to send form. Please try again later.' },
    { name: '429', arm: { status: 429, retryAfter: 7 }, text: 'Unable to submit form. Submission rate limit exceeded. Please try again later.', extra: 'You can try again in 7 seconds.' },
    // Chromium silently retries a POST whose reused connection drops before any answer,
    // so the connection drops until the fault is cleared.
    { name: 'a dropped connection', arm: { drop: true, times: 1000 }, text: 'Unable to connect…' },
  ]) {
    it(`after ${fault.name}, keeps every input, says why, and a retry stores exactly one`, async () => {
      const before = (await submissions('contact')).length;
      const page = await open();
      const form = await ready(page, 'contact');
      await form.getByRole('textbox', { name: 'First Name' }).fill('Retry');
      await form.getByRole('textbox', { name: 'Email' }).fill('retry@example.com');
      await form.getByRole('textbox', { name: 'Message' }).fill(`After ${fault.name}`);
      await form.getByRole('radio', { name: 'Email' }).check();
      await form.getByLabel('Booking reference').fill('secret');
      await arm({ path: SAVE, ...fault.arm });

      await form.getByRole('button', { name: 'Send message' }).click();
      const summary = form.locator('[part="form-errors"]');
      await summary.getByText(fault.text).waitFor();
      if (fault.extra) await summary.getByText(fault.extra).waitFor();
      assert.equal(await summary.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el), true);
      assert.equal(await form.getByRole('textbox', { name: 'First Name' }).inputValue(), 'Retry');
      assert.equal(await form.getByRole('textbox', { name: 'Message' }).inputValue(), `After ${fault.name}`);
      assert.equal(await form.getByLabel('Booking reference').inputValue(), 'secret');
      assert.equal(await form.getByRole('radio', { name: 'Email' }).isChecked(), true);
      assert.equal((await submissions('contact')).length, before);
      assert.deepEqual(await axe(page, '#contact'), []);
      await clearFaults();

      await form.getByRole('button', { name: 'Send message' }).click();
      await form.getByText('Thank you! We will be in touch.').waitFor();
      const after = await submissions('contact');
      assert.equal(after.length, before + 1);
      assert.equal(after.at(-1)!.payload.form.message, `After ${fault.name}`);
      await page.close();
    });
  }

  it('offline: says it cannot connect, keeps the input, and stores once when back online', async () => {
    const before = (await submissions('newsletter')).length;
    const page = await open();
    const form = await ready(page, 'newsletter');
    await fillNewsletter(form, 'offline@example.com');
    await page.context().setOffline(true);
    await form.getByRole('button', { name: 'Sign up' }).click();
    const status = form.locator('[part="form-status"]');
    await status.getByText('Unable to connect…').waitFor();
    assert.equal(await form.getByRole('textbox', { name: 'Email' }).inputValue(), 'offline@example.com');
    await page.context().setOffline(false);
    await form.getByRole('button', { name: 'Sign up' }).click();
    await form.getByText('Thank you for signing up!').waitFor();
    assert.equal((await submissions('newsletter')).length, before + 1);
    await page.close();
  });

  it('offline from the first touch: says it cannot connect, asks for no code, and stores once when back online', async () => {
    const before = (await submissions('newsletter')).length;
    const page = await open();
    const form = await ready(page, 'newsletter');
    await page.context().setOffline(true);
    await fillNewsletter(form, 'offline-first@example.com'); // the first touch, offline
    await form.getByRole('button', { name: 'Sign up' }).click();
    await form.locator('[part="form-status"]').getByText('Unable to connect…').waitFor();
    await page.context().setOffline(false);
    await form.getByRole('button', { name: 'Sign up' }).click();
    await form.getByText('Thank you for signing up!').waitFor();
    assert.equal((await submissions('newsletter')).length, before + 1);
    await page.close();
  });

  it('stored, but the message\'s code cannot load: still says thank you, in the default words', async () => {
    const before = (await submissions('newsletter')).length;
    const page = await open();
    // Network loss for the success path's two chunks only (the sanitizer and the post-submit HTML).
    await page.route(/\/chunks\/(sanitize|post-submit)-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
    const form = await ready(page, 'newsletter');
    await fillNewsletter(form, 'no-message-code@example.com');
    await form.getByRole('button', { name: 'Sign up' }).click();
    await form.locator('[part="submission-message"]').getByText('Thank you!').waitFor();
    assert.equal((await submissions('newsletter')).length, before + 1);
    await page.close();
  });

  it('brings a draft back after a reload, never the password', async () => {
    const page = await open();
    let form = await ready(page, 'contact');
    await form.getByRole('textbox', { name: 'Subject' }).fill('Half written');
    await form.getByLabel('Booking reference').fill('do-not-keep');
    await form.getByRole('checkbox', { name: 'Catering' }).check();
    await page.reload();
    form = await ready(page, 'contact');
    assert.equal(await form.getByRole('textbox', { name: 'Subject' }).inputValue(), 'Half written');
    assert.equal(await form.getByRole('checkbox', { name: 'Catering' }).isChecked(), true);
    assert.equal(await form.getByLabel('Booking reference').inputValue(), '');
    const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
    assert.ok(!stored.includes('do-not-keep'));
    await page.close();
  });

  it('server-side checks come back on the fields (400 errors map)', async () => {
    const page = await open();
    const form = await ready(page, 'newsletter');
    // A request that skips the client's checks still meets the server's.
    const answer = await page.evaluate(async () => {
      const crumb = document.cookie.match(/(?:^|; )crumb=([^;]*)/)?.[1] ?? '';
      const keyResponse = await fetch(`/api/form/FormSubmissionKey?crumb=${crumb}`, { method: 'POST' });
      const { key } = (await keyResponse.json()) as { key: string };
      const body = new URLSearchParams({ key, formId: 'newsletter', form: JSON.stringify({ 'newsletter-email': 'nope' }) });
      const response = await fetch(`/api/form/SaveFormSubmission?crumb=${crumb}`, { method: 'POST', body });
      return { status: response.status, body: await response.json() };
    });
    assert.equal(answer.status, 400);
    assert.deepEqual(answer.body, {
      errors: { 'newsletter-email': 'Email is not valid. Email addresses should follow the format name@example.com.' },
    });
    assert.ok(form);
    await page.close();
  });

  it('asks for the captcha, then submits with its token', async () => {
    const before = (await submissions('captcha-form')).length;
    const page = await open();
    const form = await ready(page, 'captcha');
    await form.getByRole('textbox', { name: 'First Name' }).fill('Cap');
    await form.getByRole('textbox', { name: 'Email' }).fill('cap@example.com');
    await form.getByRole('textbox', { name: 'Message' }).fill('Hello');
    await form.getByRole('button', { name: 'Send' }).click();
    await form.locator('[part="form-errors"]').getByText('Complete CAPTCHA before submitting.').waitFor();
    await form.getByRole('checkbox', { name: 'I am not a robot' }).check();
    await form.getByRole('button', { name: 'Send' }).click();
    await form.getByText('Thank you! Your message is on its way.').waitFor();
    assert.equal((await submissions('captcha-form')).length, before + 1);
    await page.close();
  });
});
