/**
 * Messages of the sign-in page (src/client/features/login), in English.
 * This file defines the area's ids; login.fil.ts has the same ones (docs/product/languages.md).
 */
const login = {} as const;

export default login;
