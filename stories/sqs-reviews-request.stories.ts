import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../packages/commerce/src/reviews/reviews-request.define';
import { serverHtml } from './story-html';

const meta: Meta = {
  title: 'Commerce/sqs-reviews-request',
  parameters: {
    docs: {
      description: {
        component:
          "The reviews-request page's block (REVIEWS_REQUEST 209): the server's form with five native star radios (arrow keys), a text and Submit, sent once. Without the reference backend, Submit shows 'Something went wrong' and keeps the review.",
      },
    },
  },
};
export default meta;

const stars = [1, 2, 3, 4, 5].map((n) => `<label><input type="radio" name="rating" value="${n}" required> ${n === 1 ? '1 star' : `${n} stars`}</label>`).join(' ');
const form = `<form method="post" action="/reviews/request" novalidate><input type="hidden" name="token" value="demo-bread">
  <p>How was your <strong>Sourdough loaf</strong>?</p><fieldset><legend>Rating</legend>${stars}</fieldset>
  <label for="rt">Your review (optional)</label> <textarea id="rt" name="text"></textarea> <button type="submit">Submit review</button></form>`;

/** An open request: press Submit with no star to see 'Please select a star rating'; arrow keys move through the stars. */
export const Open: StoryObj = { render: () => serverHtml(`<sqs-reviews-request>${form}</sqs-reviews-request>`) };
/** The form made inert by the page (say while the request is being checked): nothing can be chosen or sent. */
export const Disabled: StoryObj = { render: () => serverHtml(`<sqs-reviews-request>${form.replace('<form ', '<form inert ')}</sqs-reviews-request>`) };
