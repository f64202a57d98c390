import { z } from 'zod';
import { SITE_NAME_MAX } from '../site-pages.ts';
import { sitePageSchema, siteSettingsSchema } from './site.ts';
import { versionField } from './versions.ts';

/**
 * A web address an operator enters, or nothing: an empty text (a cleared field) means none. Only http and
 * https, so a link can never run script (javascript:) or open something other than a page.
 */
function optionalWebAddress(what: string) {
  const message = `${what} must be a full web address starting with https:// or http://.`;
  return z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .max(500, `${what} can be at most 500 characters.`)
        .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, message })),
    ])
    .nullable();
}

/** PUT /api/admin/site. */
export const siteSettingsSaveSchema = z.object({
  siteName: z
    .string()
    .trim()
    .min(1, 'Site name is required.')
    .max(SITE_NAME_MAX, `Site name can be at most ${SITE_NAME_MAX} characters.`),
  supportChatUrl: optionalWebAddress('Support chat link'),
  forumUrl: optionalWebAddress('Forum address'),
});
export type SiteSettingsSave = z.infer<typeof siteSettingsSaveSchema>;

/** PUT /api/admin/pages/:slug; the HTML is sanitized before it is stored. */
export const sitePageSaveSchema = z.object({
  title: z.string().trim().min(1, 'Title is required.').max(100, 'Title can be at most 100 characters.'),
  body: z.string().max(200_000, 'The text is too long (200,000 characters at most).'),
});
export type SitePageSave = z.infer<typeof sitePageSaveSchema>;

/** GET /api/admin/site: the settings with the version their form sends back. */
export const adminSiteSettingsSchema = siteSettingsSchema.extend(versionField);
export type AdminSiteSettings = z.infer<typeof adminSiteSettingsSchema>;

/** GET /api/admin/pages/:slug: the page with the version its form sends back. */
export const adminSitePageSchema = sitePageSchema.extend(versionField);
export type AdminSitePage = z.infer<typeof adminSitePageSchema>;

/** GET /api/admin/pages: the pages the console edits, without their text. */
export const sitePageListSchema = z.object({
  data: z.array(z.object({ slug: z.string(), title: z.string(), updatedAt: z.string() })),
});
export type SitePageList = z.infer<typeof sitePageListSchema>;

export const siteSavedSchema = z.object({ message: z.string() });
export const sitePageSavedSchema = z.object({ message: z.string(), id: z.string() });

/**
 * POST /api/admin/site/test-mail: what became of a test mail to the signed-in operator's own address
 * (docs/product/site-settings.md, Mail). `response` is the mail server's answer line, accepting or refusing.
 */
export const testMailResultSchema = z.object({
  outcome: z.enum(['sent', 'outbox', 'failed']),
  to: z.string(),
  /** One sentence for the operator. */
  message: z.string(),
  response: z.string().nullable(),
  messageId: z.string().nullable(),
  /** The .eml file's name in DATA_DIR/outbox, when no mail server is set. */
  file: z.string().nullable(),
});
export type TestMailResult = z.infer<typeof testMailResultSchema>;
