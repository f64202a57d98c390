// Plain constants only (no zod): the client imports these on its first paint.
/** How long the client and the server keep public content (docs/product/content.md, Cache lifetimes). */
export const CACHE_MS = {
  news: 30_000,
  downloads: 60 * 60_000,
  banners: 30 * 60_000,
  rankings: 60_000,
  clubs: 5 * 60_000,
  /** Wallpapers, gallery, movies, server information, social links. */
  media: 5 * 60_000,
  /** Site settings and policy pages (docs/product/site-settings.md); a write clears this instance's copy. */
  site: 60_000,
  /**
   * Server-rendered public pages (docs/decisions/0050-server-rendering.md): no longer than the news lists
   * they show; any operator change to public content clears them at once.
   */
  page: 30_000,
  /** The game server's state and players online (docs/product/server-status.md): each probe's answer too. */
  serverStatus: 30_000,
} as const;
