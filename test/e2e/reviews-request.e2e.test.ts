/**
 * The reviews request page end to end (issue 16 item 7; page type REVIEWS_REQUEST 209, SPEC.md §8
 * "Reviews", §5 'Please select a star rating') on the real reference backend and its SQLite file:
 * with JavaScript, <sqs-reviews-request> asks for a rating, sends one review however many clicks
 * land, thanks the buyer, and a second tab on the same request gets the 409 text; with no
 * JavaScript the server's form posts and the server page answers; a bad or unknown token, an
 * expired request and one with no products show their SPEC texts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { startHarness, type Harness } from './harness';

const SELECT_RATING = 'Please select a star rating';
const THANKS = 'Thank you for your review!';
const ALREADY = 'You have already reviewed this purchase'; // SPEC.md §8, the 409 case

describe('reviews request page end to end', () => {
  let h: Harness;
  before(async () => {
    h = await startHarness();
  });
  after(() => h.close());

  /** Runs `fn` on the server's SQLite file (a second connection, as another process would). */
  const withDb = <T>(fn: (db: Database.Database) => T): T => {
    const db = new Database(h.dbFile, { fileMustExist: true });
    try {
      return fn(db);
    } finally {
      db.close();
    }
  };
  /** A fresh review request for the Harbour mug, open for a year. */
  const newRequest = (token: string) =>
    withDb((db) => db.prepare('INSERT INTO review_requests (token, product, expires_at) VALUES (?, ?, ?)').run(token, 'Harbour mug', Date.now() + 365 * 86_400_000));
  const reviewsOf = (token: string) => withDb((db) => db.prepare('SELECT rating, text FROM reviews WHERE token = ?').all(token)) as Array<{ rating: number; text: string }>;

  it('with JavaScript: asks for a rating, sends one review for a double-click, thanks, and a second tab gets the 409 text', async () => {
    newRequest('e2e-js');
    const page = await h.page();
    const posts: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() === 'POST' && path.startsWith('/api/commerce/')) posts.push(path);
    });
    await page.goto(`${h.origin}/reviews/request?token=e2e-js`);
    assert.equal(JSON.parse((await page.locator('#sqs-page-context').textContent()) ?? '{}').pageType, 209);
    const block = page.locator('sqs-reviews-request');
    await page.locator('sqs-reviews-request[data-sqs-state="ready"]').waitFor();
    // A second tab on the same request, open before the first one sends.
    const second = await h.page();
    await second.goto(`${h.origin}/reviews/request?token=e2e-js`);
    await second.locator('sqs-reviews-request[data-sqs-state="ready"]').waitFor();

    const submit = block.getByRole('button', { name: 'Submit review' });
    await submit.click();
    const alert = block.getByRole('alert');
    await alert.waitFor();
    assert.equal(await alert.textContent(), SELECT_RATING);
    assert.deepEqual(posts, []); // nothing sent without a rating
    assert.equal(await block.getByRole('radio', { name: '1 star' }).evaluate((el) => el === document.activeElement), true);

    await block.getByRole('radio', { name: '4 stars' }).check();
    await block.getByLabel('Your review (optional)').fill('A fine mug, keeps the coffee warm.');
    await submit.dblclick();
    await block.getByText(THANKS).waitFor();
    assert.deepEqual(posts, ['/api/commerce/reviews']); // one request for the double-click
    assert.deepEqual(reviewsOf('e2e-js'), [{ rating: 4, text: 'A fine mug, keeps the coffee warm.' }]); // one stored review
    assert.equal(await block.locator('form').isVisible(), false);

    // The second tab sends a review for the spent request: the server's 409, its SPEC text, nothing stored.
    const other = second.locator('sqs-reviews-request');
    await other.getByRole('radio', { name: '2 stars' }).check();
    await other.getByRole('button', { name: 'Submit review' }).click();
    await other.getByRole('alert').filter({ hasText: ALREADY }).waitFor();
    assert.equal(reviewsOf('e2e-js').length, 1);
    // And the page itself now answers the same text.
    const again = await page.goto(`${h.origin}/reviews/request?token=e2e-js`);
    assert.equal(again?.status(), 409);
    assert.ok((await page.textContent('main'))?.includes(ALREADY));
    assert.deepEqual([...page.errors, ...second.errors].filter((e) => !e.startsWith('Failed to load resource')), []); // the 409 is logged as a resource error
    await second.close();
    await page.close();
  });

  it('with no JavaScript: the form posts, the server page asks for a rating, then thanks; a repeat gets the 409 text', async () => {
    newRequest('e2e-nojs');
    const context = await h.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${h.origin}/reviews/request?token=e2e-nojs`);
    const second = await context.newPage(); // the same request, opened before the first review is sent
    await second.goto(`${h.origin}/reviews/request?token=e2e-nojs`);
    await page.getByRole('button', { name: 'Submit review' }).click();
    await page.waitForURL(/\/reviews\/request$/);
    assert.equal(await page.getByRole('alert').textContent(), SELECT_RATING);
    assert.deepEqual(reviewsOf('e2e-nojs'), []);

    await page.getByRole('radio', { name: '5 stars' }).check();
    await page.getByLabel('Your review (optional)').fill('Lovely.');
    const [answer] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), page.getByRole('button', { name: 'Submit review' }).click()]);
    assert.equal(answer.status(), 201);
    await page.getByText(THANKS).waitFor();
    assert.deepEqual(reviewsOf('e2e-nojs'), [{ rating: 5, text: 'Lovely.' }]);

    // The form of the second page sent after: the server's 409 page, nothing more stored.
    await second.getByRole('radio', { name: '3 stars' }).check();
    const [repeat] = await Promise.all([second.waitForResponse((r) => r.request().method() === 'POST'), second.getByRole('button', { name: 'Submit review' }).click()]);
    assert.equal(repeat.status(), 409);
    await second.getByText(ALREADY).waitFor();
    assert.deepEqual(reviewsOf('e2e-nojs'), [{ rating: 5, text: 'Lovely.' }]);
    await context.close();
  });

  it('shows the SPEC text for an unknown or malformed token, an expired request and one with no products', async () => {
    const page = await h.page();
    const cases: Array<[string, number, string]> = [
      ['no-such-token', 404, 'Something went wrong'],
      [encodeURIComponent('<script>alert(1)</script>'), 404, 'Something went wrong'],
      ['', 404, 'Something went wrong'],
      ['demo-expired', 410, 'Your review request has expired'],
      ['demo-empty', 404, 'There are no products to review'],
      ['demo-reviewed', 409, ALREADY],
    ];
    for (const [token, status, text] of cases) {
      const response = await page.goto(`${h.origin}/reviews/request?token=${token}`);
      assert.equal(response?.status(), status, token);
      assert.equal((await page.locator('main .review-message').textContent())?.trim(), text, token);
      assert.equal(await page.locator('form').count(), 0, token);
    }
    assert.deepEqual(page.errors.filter((e) => !e.startsWith('Failed to load resource')), []); // the statuses are logged as resource errors
    await page.close();
  });
});
