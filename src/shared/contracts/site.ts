import { z } from 'zod';

/** One row of the download page's system requirements; an empty `recommended` spans both columns. */
const requirementRowSchema = z.object({
  component: z.string(),
  minimum: z.string(),
  recommended: z.string(),
});

/**
 * The operator's colours and brand texts (docs/product/brand.md). Each null is the site's default (today's
 * look and words); an empty text hides its line. Colours are '#rrggbb'; the copyright line may hold
 * `{year}` and `{site}`.
 */
export const siteBrandSchema = z.object({
  accent: z.string().nullable(),
  background: z.string().nullable(),
  footerCopyright: z.string().nullable(),
  footerSince: z.string().nullable(),
  hometown: z.string().nullable(),
  requirements: z.array(requirementRowSchema).nullable(),
});
export type SiteBrand = z.infer<typeof siteBrandSchema>;

/** GET /api/site: what players see of the site's settings (docs/product/site-settings.md). */
export const siteSettingsSchema = z.object({
  siteName: z.string(),
  /** The support chat (Messenger, Discord, ...); null hides the links to it. */
  supportChatUrl: z.string().nullable(),
  /** The community forum's home; null hides the forum links. */
  forumUrl: z.string().nullable(),
  brand: siteBrandSchema,
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
