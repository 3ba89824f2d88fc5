/** SPEC.md §8 "Data layer" texts, exactly. */
export const API_MESSAGES = {
  unauthorized: 'Unauthorized request',
  serverError: 'Internal server error. Please try again later.',
  unavailable: 'This service is temporarily unavailable. Please try again later.',
  network: 'Unable to connect…',
  parse: 'Internal Error: Unable to parse the response as JSON.',
} as const;
