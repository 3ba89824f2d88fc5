/**
 * SPEC.md §8 "Data layer" texts, exactly: the fallbacks of the message ids `api.<key>`
 * (api-messages.ts formats them through the site's table). A module of its own, with no
 * imports, so the lazy client can name the network text without the formatter.
 */
export const API_MESSAGES = {
  unauthorized: 'Unauthorized request',
  serverError: 'Internal server error. Please try again later.',
  unavailable: 'This service is temporarily unavailable. Please try again later.',
  network: 'Unable to connect…',
  parse: 'Internal Error: Unable to parse the response as JSON.',
} as const;

export type ApiMessageKey = keyof typeof API_MESSAGES;
