/**
 * Messages of the home page (src/client/features/home), in English.
 * This file defines the area's ids; home.fil.ts has the same ones (docs/product/languages.md).
 */
const home = {} as const;

export default home;
