/**
 * A catalog: one area's messages in one language (docs/product/languages.md, Messages), each in ICU
 * MessageFormat (`{name}`, `{count, plural, one {...} other {...}}`, `{state, select, ...}`). The English
 * file of an area defines its ids; the other languages' files are typed by it, so a message missing in one
 * language, or one only another language has, fails the type check as well as `npm run lint`
 * (scripts/check-messages.ts). The build compiles each file into the runtime's form (vite.config.ts).
 */
export type Translation<English> = { readonly [Id in keyof English]: string };
