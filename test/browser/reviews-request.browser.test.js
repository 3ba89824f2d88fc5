/**
 * sqs-reviews-request built, in Chromium, on the server's form. The test runner has no reference
 * backend: the POST answers 404, the 'Something went wrong' case, with the review kept; the stored
 * review is packages/server/src/routes/reviews.test.ts.
 */
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import '/dist/elements/sqs-reviews-request.js';
import { axeViolations, cleanup, fixture, waitFor } from './helpers.js';

const stars = [1, 2, 3, 4, 5].map((n) => `<label><input type="radio" name="rating" value="${n}" required> ${n === 1 ? '1 star' : `${n} stars`}</label>`).join('');
const HTML = `<sqs-reviews-request><form method="post" action="/reviews/request" novalidate>
  <input type="hidden" name="token" value="demo-bread">
  <fieldset><legend>Rating</legend>${stars}</fieldset>
  <label for="rt">Your review (optional)</label><textarea id="rt" name="text"></textarea>
  <button type="submit">Submit review</button></form></sqs-reviews-request>`;

const message = (host) => host.querySelector('[data-review-message]');

describe('sqs-reviews-request (built element)', () => {
  afterEach(cleanup);

  it("says 'Please select a star rating' and focuses the stars; arrow keys move the rating (APG radio group)", async () => {
    const host = fixture(HTML);
    await waitFor(() => host.getAttribute('data-sqs-state') === 'ready', { message: 'ready' });
    host.querySelector('[type="submit"]').click();
    await waitFor(() => message(host), { message: 'problem shown' });
    expect(message(host).textContent).to.equal('Please select a star rating');
    expect(message(host).getAttribute('role')).to.equal('alert');
    expect(host.querySelector('fieldset').getAttribute('aria-invalid')).to.equal('true');
    expect(document.activeElement).to.equal(host.querySelector('input[value="1"]'));
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    expect(host.querySelector('input[name="rating"]:checked').value).to.equal('3');
    await sendKeys({ press: 'ArrowLeft' });
    expect(host.querySelector('input[name="rating"]:checked').value).to.equal('2');
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('sends once however many clicks, and on a failure says so with the review kept', async () => {
    const host = fixture(HTML);
    await waitFor(() => host.getAttribute('data-sqs-state') === 'ready', { message: 'ready' });
    host.querySelector('input[value="4"]').click();
    host.querySelector('textarea').value = 'Crusty and good';
    const sent = [];
    const observer = new PerformanceObserver((list) => sent.push(...list.getEntries().filter((e) => e.name.includes('/api/commerce/reviews'))));
    observer.observe({ type: 'resource' });
    const button = host.querySelector('[type="submit"]');
    button.click();
    button.click();
    button.click();
    expect(host.getAttribute('aria-busy')).to.equal('true');
    await waitFor(() => message(host)?.textContent === 'Something went wrong', { message: 'failure told' });
    await waitFor(() => sent.length > 0, { message: 'request seen' });
    observer.disconnect();
    expect(sent).to.have.length(1);
    expect(host.querySelector('form').hidden).to.equal(false);
    expect(host.querySelector('textarea').value).to.equal('Crusty and good');
    expect(host.querySelector('input[name="rating"]:checked').value).to.equal('4');
    expect(host.hasAttribute('aria-busy')).to.equal(false);
    expect(await axeViolations(host)).to.deep.equal([]);
  });
});
