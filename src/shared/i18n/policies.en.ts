/**
 * Messages of the policy pages (src/client/features/policies), in English.
 * This file defines the area's ids; policies.fil.ts has the same ones (docs/product/languages.md).
 */
const policies = {
  'policies.title': 'Policy',
  'policies.failed': 'This page could not be loaded. Please try again later.',
  'policies.updated': 'Last updated {date}',
} as const;

export default policies;
