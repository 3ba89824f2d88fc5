import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { expect, waitFor } from 'storybook/test';
import '../packages/forms/src/form/form.define';
import contact from '../packages/server/demo/forms/contact.json';
import captchaForm from '../packages/server/demo/forms/captcha-form.json';
import { serverHtml } from './story-html';
import {
  API_NO_ANSWER,
  API_SERVER_ERROR,
  API_SUCCESS,
  clearFormDrafts,
  formHtml,
  pageContextHtml,
  renderedForm,
  stubFormApi,
  submit,
  typeInto,
  type StoryField,
  type StoryForm,
} from './form-story';

/** A one-field form, so each field type can be seen on its own. */
const single = (field: StoryField, attrs = '') =>
  serverHtml(formHtml('sqs-form', { formId: `story-${field.id}`, formName: field.title ?? field.type, submitButtonText: 'Send', fields: [field] }, attrs));

/** A short form for the submission states: two required fields and a counted message. */
const SHORT_FORM: StoryForm = {
  formId: 'story-short',
  formName: 'Write to us',
  submitButtonText: 'Send',
  submissionMessageHtml: '<p><strong>Thank you!</strong> We will be in touch within two working days.</p>',
  fields: [
    { id: 'name', type: 'name', title: 'Name', required: true },
    { id: 'email', type: 'email', title: 'Email', placeholder: 'you@example.com', description: 'We reply to this address.', required: true },
    { id: 'message', type: 'textarea', title: 'Message', maxLength: 200 },
  ],
};

/** Fills SHORT_FORM with valid values. */
async function fillShortForm(root: ShadowRoot) {
  await typeInto(root, 'First Name', 'Ada');
  await typeInto(root, 'Email', 'ada@example.com');
  await typeInto(root, 'Message', 'A table for two on Friday, please.');
}

const SECTION_FORM = (headingLevel: string) =>
  formHtml(
    'sqs-form',
    {
      formId: `story-heading-${headingLevel}`,
      formName: 'Booking',
      fields: [
        { id: 'details', type: 'section', title: 'A few details', description: 'All optional.', underline: true },
        { id: 'guests', type: 'number', title: 'Number of guests' },
      ],
    },
    `heading-level="${headingLevel}"`,
  );

const meta: Meta = {
  title: 'Forms/sqs-form',
  component: 'sqs-form',
  parameters: { docs: { description: { component: 'A form built from its JSON definition: every field type, client checks, and the server’s answers.' } } },
  beforeEach: clearFormDrafts,
};
export default meta;

// Field types, one story each. Text, Number and Date are exported as …Field so they do not
// shadow the globals of those names.

/** A required text field with its placeholder and description. */
export const TextField: StoryObj = {
  name: 'Text',
  render: () => single({ id: 'subject', type: 'text', title: 'Subject', placeholder: 'What is it about?', description: 'A few words.', required: true }),
};

export const Textarea: StoryObj = {
  parameters: { docs: { description: { story: 'With `maxLength`: the live counter reads "{length} / {max}".' } } },
  render: () => single({ id: 'message', type: 'textarea', title: 'Message', placeholder: 'Your message', description: 'Up to 200 characters.', maxLength: 200 }),
};

export const TextareaOverLimit: StoryObj = {
  parameters: { docs: { description: { story: 'Typing past `maxLength` turns the counter to its error style.' } } },
  render: () => single({ id: 'short-note', type: 'textarea', title: 'Short note', maxLength: 20 }),
  play: async ({ canvasElement }) => {
    const { root, $ } = await renderedForm(canvasElement);
    await typeInto(root, 'Short note', 'This is more than twenty characters.');
    await waitFor(() => expect($('.counter')?.classList.contains('exceeded')).toBe(true));
  },
};

/** An email field, checked on submit. */
export const Email: StoryObj = {
  render: () => single({ id: 'email', type: 'email', title: 'Email', placeholder: 'you@example.com', required: true }),
};

/** A number field with its limits. */
export const NumberField: StoryObj = {
  name: 'Number',
  render: () => single({ id: 'guests', type: 'number', title: 'Number of guests', placeholder: '2' }),
};

/** A website field (a URL). */
export const Website: StoryObj = {
  render: () => single({ id: 'website', type: 'website', title: 'Your website', placeholder: 'https://' }),
};

/** A currency field with its symbol before the input. */
export const Currency: StoryObj = {
  render: () => single({ id: 'budget', type: 'currency', title: 'Budget per person', currencySymbol: '$', description: 'Roughly.' }),
};

export const Password: StoryObj = {
  parameters: { docs: { description: { story: 'Never kept in a draft.' } } },
  render: () => single({ id: 'password', type: 'password', title: 'Booking reference' }),
};

/** A Twitter handle field with its @ prefix. */
export const Twitter: StoryObj = {
  render: () => single({ id: 'twitter', type: 'twitter', title: 'Twitter handle' }),
};

/** A date as month, day and year inputs in one group. */
export const DateField: StoryObj = {
  name: 'Date',
  render: () => single({ id: 'visit-date', type: 'date', title: 'Date of visit', required: true }),
};

/** A time as hour, minute and AM/PM in one group. */
export const Time: StoryObj = {
  render: () => single({ id: 'visit-time', type: 'time', title: 'Time of visit' }),
};

/** A name as first and last name inputs in one group, with autocomplete. */
export const Name: StoryObj = {
  render: () => single({ id: 'name', type: 'name', title: 'Name', description: 'So we know what to call you.', required: true }),
};

/** An address in its parts (lines, city, state, postcode, country) in one group. */
export const Address: StoryObj = {
  render: () => single({ id: 'address', type: 'address', title: 'Delivery address', description: 'For catering orders.' }),
};

/** A phone number in parts. */
export const Phone: StoryObj = {
  render: () => single({ id: 'phone', type: 'phone', title: 'Phone' }),
};

/** A phone number with its country code. */
export const PhoneWithCountryCode: StoryObj = {
  render: () => single({ id: 'phone-intl', type: 'phone', title: 'Phone', showCountryCode: true }),
};

export const Section: StoryObj = {
  parameters: { docs: { description: { story: 'A heading with `underline`, here over one field (default heading level 3).' } } },
  render: () => serverHtml(SECTION_FORM('3')),
};

/** A required radio group (24 px targets). */
export const Radio: StoryObj = {
  render: () => single({ id: 'contact-method', type: 'radio', title: 'How should we reply?', options: ['Email', 'Phone'], required: true }),
};

/** A group of checkboxes. */
export const Checkbox: StoryObj = {
  render: () => single({ id: 'interests', type: 'checkbox', title: 'Interested in', options: ['Breakfast', 'Lunch', 'Catering', 'Events'] }),
};

/** A select list. */
export const Select: StoryObj = {
  render: () => single({ id: 'occasion', type: 'select', title: 'Occasion', options: ['Birthday', 'Business', 'Anniversary'] }),
};

/** A Likert scale: one radio group per statement. */
export const Likert: StoryObj = {
  render: () =>
    single({
      id: 'satisfaction',
      type: 'likert',
      title: 'Your last visit',
      options: ['-2', '-1', '0', '1', '2'],
      questions: ['The coffee was good', 'The service was quick'],
    }),
};

export const Hidden: StoryObj = {
  parameters: {
    docs: {
      description: {
        story: 'A hidden field shows nothing: only the submit button is visible. It sends the `source` URL parameter, else its `value`.',
      },
    },
  },
  render: () => single({ id: 'source', type: 'hidden', key: 'source', value: 'storybook' }),
};

// Whole forms.

export const ContactEveryField: StoryObj = {
  name: 'Contact form — every field',
  parameters: { docs: { description: { story: 'The demo site’s contact form (packages/server/demo/forms/contact.json).' } } },
  render: () => serverHtml(formHtml('sqs-form', contact as StoryForm)),
};

// Submission states. Storybook has no backend: the stories that submit stand in for the
// form API with `stubFormApi` (a fetch stub, restored when the story is left).

/** `data-load-on="idle"`: the form upgrades once the page is idle. */
export const Idle: StoryObj = {
  render: () => serverHtml(formHtml('sqs-form', SHORT_FORM)),
};

export const ValidationFailure: StoryObj = {
  parameters: { docs: { description: { story: 'Submit with a required field empty and a bad email: the client checks fail and the summary above the form takes focus.' } } },
  render: () => serverHtml(formHtml('sqs-form', SHORT_FORM)),
  play: async ({ canvasElement }) => {
    const { root, $ } = await renderedForm(canvasElement);
    await typeInto(root, 'Email', 'not-an-email');
    await submit(root);
    await waitFor(() => expect($('.form-errors')?.textContent).toContain('Your form has encountered a problem. Please scroll down to review.'));
    await waitFor(() => expect(root.activeElement).toBe($('.form-errors')));
  },
};

export const Submitting: StoryObj = {
  parameters: { docs: { description: { story: 'Stand-in: the save request never answers, so the button stays locked on "Submitting…".' } } },
  beforeEach: () => stubFormApi(API_NO_ANSWER),
  render: () => serverHtml(formHtml('sqs-form', SHORT_FORM)),
  play: async ({ canvasElement }) => {
    const { root, $ } = await renderedForm(canvasElement);
    await fillShortForm(root);
    await submit(root);
    await waitFor(() => expect($('button[type="submit"]')?.textContent).toBe('Submitting…'));
  },
};

export const ServerFailure: StoryObj = {
  parameters: { docs: { description: { story: 'Stand-in: the save answers 500. The message is shown and everything typed stays.' } } },
  beforeEach: () => stubFormApi(API_SERVER_ERROR),
  render: () => serverHtml(formHtml('sqs-form', SHORT_FORM)),
  play: async ({ canvasElement }) => {
    const { root, $ } = await renderedForm(canvasElement);
    await fillShortForm(root);
    await submit(root);
    await waitFor(() => expect($('.form-errors')?.textContent).toContain('Unable to send form. Please try again later.'));
  },
};

export const Success: StoryObj = {
  parameters: { docs: { description: { story: 'Stand-in: a key, then the submission is stored. The form is replaced by its submission message.' } } },
  beforeEach: () => stubFormApi(API_SUCCESS),
  render: () => serverHtml(formHtml('sqs-form', SHORT_FORM)),
  play: async ({ canvasElement }) => {
    const { root, $ } = await renderedForm(canvasElement);
    await fillShortForm(root);
    await submit(root);
    await waitFor(() => expect($('.submission-message')?.textContent).toContain('We will be in touch'));
  },
};

// Captcha: the local stand-in widget. Storybook's page has no page context, so the story
// writes one, as a server would, naming the stand-in provider.

const CAPTCHA_PAGE = pageContextHtml({ websiteSettings: { captchaProvider: 'standin' } });

export const Captcha: StoryObj = {
  parameters: { docs: { description: { story: 'The demo site’s captcha form with the local stand-in captcha (packages/server/demo/forms/captcha-form.json).' } } },
  render: () => serverHtml(CAPTCHA_PAGE + formHtml('sqs-form', captchaForm as StoryForm)),
};

export const CaptchaNotCompleted: StoryObj = {
  parameters: { docs: { description: { story: 'Every field filled but the captcha not ticked: no request is made.' } } },
  render: () => serverHtml(CAPTCHA_PAGE + formHtml('sqs-form', captchaForm as StoryForm)),
  play: async ({ canvasElement }) => {
    const { root, $ } = await renderedForm(canvasElement);
    await waitFor(() => expect($('.captcha input[type="checkbox"]')).toBeTruthy());
    await typeInto(root, 'First Name', 'Ada');
    await typeInto(root, 'Email', 'ada@example.com');
    await typeInto(root, 'Message', 'Hello!');
    await submit(root);
    await waitFor(() => expect($('.form-errors')?.textContent).toContain('Complete CAPTCHA before submitting.'));
  },
};

// Section heading levels, to fit the page's outline (`heading-level`, 2-6, default 3).

/** Section headings at level 2. */
export const HeadingLevel2: StoryObj = {
  render: () => serverHtml(SECTION_FORM('2')),
};

/** Section headings at level 6. */
export const HeadingLevel6: StoryObj = {
  render: () => serverHtml(SECTION_FORM('6')),
};
