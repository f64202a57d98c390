import { z } from 'zod';

/** GET /api/site: what players see of the site's settings (docs/product/site-settings.md). */
export const siteSettingsSchema = z.object({
  siteName: z.string(),
  /** The support chat (Messenger, Discord, ...); null hides the links to it. */
  supportChatUrl: z.string().nullable(),
  /** The community forum's home; null hides the forum links. */
  forumUrl: z.string().nullable(),
  /** ISO 8601 instant of the last change. */
  updatedAt: z.string(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** GET /api/pages/:slug: one policy page with sanitized HTML. */
export const sitePageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  /** Sanitized HTML. */
  body: z.string(),
  /** ISO 8601 instant of the last change. */
  updatedAt: z.string(),
});
export type SitePage = z.infer<typeof sitePageSchema>;

export const sitePageParamsSchema = z.object({
  slug: z.string().max(60).describe('operation-policy, privacy-policy or game-cash-agreement'),
});
