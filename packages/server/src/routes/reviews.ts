/**
 * The reviews-request page (issue 16 item 7; page type REVIEWS_REQUEST 209, SPEC.md §8
 * "Reviews", §5 'Please select a star rating'). A buyer follows the link of a review request
 * (`/reviews/request?token=…`) and rates the purchase. The page is server HTML with a form that
 * works without JavaScript (native radios: arrow keys move through the stars); stored in SQLite.
 *
 *   GET  /reviews/request?token=          the page: the form, or the case's SPEC text
 *   POST /reviews/request                 form body {token, rating, text}: the page again (thanks or the problem)
 *   POST /api/commerce/reviews            JSON {token, rating, text} (crumb): 201 {ok} · 400 {errors} ·
 *                                         404/409/410 {error, case}
 *
 * Demo requests (seeded): `demo-bread` (open), `demo-reviewed` (already reviewed), `demo-expired`,
 * `demo-empty` (no products). A token is spent by its first stored review (one review however
 * many submits land: the UPDATE … WHERE reviewed_at IS NULL is the guard).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PageType } from '@sqs/runtime/contracts/enums';
import { checkReview, MAX_STARS, reviewText, starLabel, type ReviewCase } from '@sqs/commerce/reviews/reviews-request.logic';
import { migrate, type Db } from '../db';
import { escapeHtml } from '../html';
import { sendPage } from '../page';
import { sitePage } from '../site-shell';

export const REVIEWS_MIGRATIONS: readonly string[] = [
  `CREATE TABLE review_requests (
     token TEXT PRIMARY KEY,
     product TEXT,
     expires_at INTEGER NOT NULL,
     reviewed_at INTEGER
   );
   CREATE TABLE reviews (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     token TEXT NOT NULL UNIQUE REFERENCES review_requests (token),
     rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
     text TEXT NOT NULL,
     created_at TEXT NOT NULL DEFAULT (datetime('now'))
   );`,
];

const TOKEN = /^[A-Za-z0-9_-]{1,64}$/;
const YEAR = 365 * 24 * 3600 * 1000;

export function createReviewsStore(db: Db, now: () => number) {
  migrate(db, 'reviews', REVIEWS_MIGRATIONS);
  const seed = db.prepare('INSERT OR IGNORE INTO review_requests (token, product, expires_at, reviewed_at) VALUES (?, ?, ?, ?)');
  const t = now();
  seed.run('demo-bread', 'Sourdough loaf', t + YEAR, null);
  seed.run('demo-reviewed', 'Harbour mug', t + YEAR, t);
  seed.run('demo-expired', 'Gift card', t - 1, null);
  seed.run('demo-empty', null, t + YEAR, null);
  const find = db.prepare('SELECT token, product, expires_at, reviewed_at FROM review_requests WHERE token = ?');
  const spend = db.prepare('UPDATE review_requests SET reviewed_at = ? WHERE token = ? AND reviewed_at IS NULL');
  const insert = db.prepare('INSERT INTO reviews (token, rating, text) VALUES (?, ?, ?)');
  const reviewOf = db.prepare('SELECT rating, text FROM reviews WHERE token = ?');

  /** The request's case, or its product when it can be reviewed. */
  const state = (token: unknown): { case: ReviewCase; status: number } | { product: string; token: string } => {
    const row = typeof token === 'string' && TOKEN.test(token)
      ? (find.get(token) as { token: string; product: string | null; expires_at: number; reviewed_at: number | null } | undefined)
      : undefined;
    if (!row) return { case: 'failed', status: 404 };
    if (row.reviewed_at !== null) return { case: 'alreadyReviewed', status: 409 };
    if (row.expires_at <= now()) return { case: 'expired', status: 410 };
    if (row.product === null) return { case: 'noProducts', status: 404 };
    return { product: row.product, token: row.token };
  };
  return {
    state,
    review: (token: string) => reviewOf.get(token) as { rating: number; text: string } | undefined,
    /** Stores the review and spends the token together; false when it was spent meanwhile. */
    store: (token: string, rating: number, text: string): boolean =>
      db.transaction(() => {
        if (spend.run(now(), token).changes !== 1) return false;
        insert.run(token, rating, text);
        return true;
      })(),
  };
}

/** The page (site-shell.ts): the buyer's text typed back into the form is a value, never read for placeholders. */
const reviewsPage = (body: string) =>
  sitePage({
    title: 'Review your purchase',
    site: 'demo site',
    context: { website: { id: 'site-demo' }, collection: { id: 'reviews', fullUrl: '/reviews/request' }, pageType: PageType.REVIEWS_REQUEST },
    nav: [{ href: '/', label: 'Home' }],
    body: `    <h1>Review your purchase</h1>\n${body}`,
  });

/** The form (no JavaScript needed): five native radios in a fieldset, the text, Submit. */
function formHtml(token: string, product: string, problem: { rating?: string; text?: string } = {}, text = ''): string {
  const stars = Array.from({ length: MAX_STARS }, (_, i) => i + 1)
    .map((n) => `<label class="star"><input type="radio" name="rating" value="${n}" required> ${escapeHtml(starLabel(n))}</label>`)
    .join('\n        ');
  return `    <sqs-reviews-request>
    <form class="review-form" method="post" action="/reviews/request" novalidate>
      <input type="hidden" name="token" value="${escapeHtml(token)}">
      <p>How was your <strong>${escapeHtml(product)}</strong>?</p>
      <fieldset${problem.rating ? ' aria-describedby="rating-problem"' : ''}>
        <legend>Rating</legend>
        ${stars}
      </fieldset>
      ${problem.rating ? `<p id="rating-problem" class="problem" role="alert">${escapeHtml(problem.rating)}</p>` : ''}
      <label for="review-text">Your review (optional)</label>
      <textarea id="review-text" name="text" rows="5">${escapeHtml(text)}</textarea>
      ${problem.text ? `<p class="problem" role="alert">${escapeHtml(problem.text)}</p>` : ''}
      <button type="submit">Submit review</button>
    </form>
    </sqs-reviews-request>`;
}

const message = (text: string) => `    <p class="review-message" role="status">${escapeHtml(text)}</p>`;

export function registerReviewRoutes(app: FastifyInstance, db: Db, options: { now?: () => number } = {}): void {
  const store = createReviewsStore(db, options.now ?? Date.now);
  const render = (reply: FastifyReply, body: string, status = 200) => {
    const page = reviewsPage(body);
    return sendPage(reply.header('Cache-Control', 'no-store'), page.template, page.values, status);
  };

  app.get('/reviews/request', async (request, reply) => {
    const found = store.state((request.query as Record<string, unknown>).token);
    if ('case' in found) return render(reply, message(reviewText(found.case)), found.status);
    return render(reply, formHtml(found.token, found.product));
  });

  app.post('/reviews/request', async (request, reply) => {
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
    const found = store.state(body.token);
    if ('case' in found) return render(reply, message(reviewText(found.case)), found.status);
    const checked = checkReview({ rating: body.rating, text: body.text });
    if (!checked.ok) return render(reply, formHtml(found.token, found.product, checked.errors, typeof body.text === 'string' ? body.text.slice(0, 10_000) : ''), 400);
    if (!store.store(found.token, checked.rating, checked.text)) return render(reply, message(reviewText('alreadyReviewed')), 409);
    return render(reply, message('Thank you for your review!'), 201);
  });

  app.post('/api/commerce/reviews', async (request, reply) => {
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
    const found = store.state(body.token);
    if ('case' in found) return reply.code(found.status).send({ error: reviewText(found.case), case: found.case });
    const checked = checkReview({ rating: body.rating, text: body.text });
    if (!checked.ok) return reply.code(400).send({ errors: checked.errors });
    if (!store.store(found.token, checked.rating, checked.text)) return reply.code(409).send({ error: reviewText('alreadyReviewed'), case: 'alreadyReviewed' });
    return reply.code(201).send({ ok: true });
  });
}
