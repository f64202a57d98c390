// Plain constants only (no zod): the client imports these on its first paint.
/** Spec section 9: how long the client (localStorage) and the server (in-process) keep public content. */
export const CACHE_MS = {
  news: 30_000,
  downloads: 60 * 60_000,
  banners: 30 * 60_000,
  rankings: 60_000,
  clubs: 5 * 60_000,
} as const;
