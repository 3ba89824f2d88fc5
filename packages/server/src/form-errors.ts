/** The forms endpoints' answer texts, exactly as SPEC.md §8 "Form" words them. */
export const FORM_ERRORS = {
  notConfigured: 'This form has not been configured yet.',
  badKey: 'Error processing form submission. Please reload and try again.',
  unparsable: 'Could not parse the form fields, please check your entries.',
  captcha: 'Complete CAPTCHA before submitting.',
  rateLimited: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  noKey: 'Could not get a form submission key, please try again later.',
  sendFailed: 'Unable to send form. Please try again later.',
} as const;
