// Plain constants only (no zod): the client imports these on its first paint.
/** Error catalogue texts (docs/product/site-shell.md), shared by the server (what it says) and the client. */
export const MESSAGES = {
  tooManyRequests: 'Too many Requests! try again later',
  sessionExpired: 'Session expired. Please log in again.',
  networkError: 'Network error. Please check your connection.',
  unexpected: 'An unexpected error occurred. Please try again.',
  unauthenticated: 'Please Login to Continue!',
  forbidden: 'You are not allowed to do that.',
  notFound: 'Not found.',
  invalidInput: 'Some fields are not valid.',
  bodyNotObject: 'Send the fields as a JSON object.',
  unavailable: 'The service is temporarily unavailable. Please try again shortly.',
} as const;
