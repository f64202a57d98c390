/**
 * Messages of the policy pages (src/client/features/policies), in English.
 * This file defines the area's ids; policies.fil.ts has the same ones (docs/product/languages.md).
 */
const policies = {} as const;

export default policies;
