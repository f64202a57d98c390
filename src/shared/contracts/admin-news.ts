import { z } from 'zod';
import { storedImageSchema } from './images.ts';
import { pageFieldsSchema } from './paging.ts';
import { versionField } from './versions.ts';
import { wholeNumber } from './whole-number.ts';

/**
 * Where an article stands for players: a draft is never shown; a published article shows from its
 * publication time on, and is 'scheduled' until then (docs/product/content.md, News).
 */
const NEWS_STATES = ['draft', 'scheduled', 'published'] as const;
export type NewsState = (typeof NEWS_STATES)[number];

/** GET /api/admin/news: 20 articles a page, newest first. */
export const ADMIN_NEWS_PAGE_SIZE = 20;
export const adminNewsQuerySchema = z.object({
  page: wholeNumber({ name: 'page', min: 1, max: 100_000 }).default(1),
  /** Words in the subject. */
  q: z
    .string()
    .max(100, { message: 'The search must be at most 100 characters.', abort: true })
    .trim()
    .optional(),
  type: wholeNumber({ name: 'type', min: 0, max: 2 }).optional(),
  status: z.enum(NEWS_STATES, { error: 'status must be draft, scheduled or published.' }).optional(),
});
export type AdminNewsQuery = z.infer<typeof adminNewsQuerySchema>;

const adminNewsItemSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  /** 0 general, 1 guides, 2 events. */
  type: z.number().int(),
  state: z.enum(NEWS_STATES),
  /** ISO instant: when it shows (or showed) to players; null for a draft never published. */
  publishAt: z.string().nullable(),
  createdAt: z.string(),
  author: z.string(),
  views: z.number().int(),
});
export type AdminNewsItem = z.infer<typeof adminNewsItemSchema>;

export const adminNewsListSchema = z
  .object({ data: z.array(adminNewsItemSchema), page: z.number().int(), total: z.number().int() })
  .extend(pageFieldsSchema.shape);
export type AdminNewsList = z.infer<typeof adminNewsListSchema>;

/** GET /api/admin/news/:id: the article as stored (its sanitized HTML), for the edit form. */
export const adminNewsArticleSchema = adminNewsItemSchema.extend({
  ...versionField,
  content: z.string(),
  thumbnail: storedImageSchema.nullable(),
  IsShowThumbnail: z.boolean(),
});
export type AdminNewsArticle = z.infer<typeof adminNewsArticleSchema>;

const articleFields = z.object({
  subject: z
    .string({ error: 'Subject is required.' })
    .trim()
    .min(1, 'Subject is required.')
    .max(200, 'Subject must be at most 200 characters.'),
  type: z.union([z.literal(0), z.literal(1), z.literal(2)], {
    error: 'Choose a type: general, guides or events.',
  }),
  content: z
    .string({ error: 'The article text is required.' })
    .max(200_000, 'The article must be at most 200,000 characters of HTML.'),
  /** The writer shown to players; empty: the staff member's user ID. */
  author: z.string().trim().max(60, 'Writer must be at most 60 characters.').optional(),
  thumbnail: storedImageSchema.nullable().optional(),
  IsShowThumbnail: z.boolean().optional(),
});

/** POST /api/admin/news/preview: the form's article fields. */
export const adminNewsPreviewBodySchema = articleFields;

/**
 * What the edit form saves. `publish`: 'draft' keeps it from players; 'now' publishes it (an article that
 * players already see keeps its publication time); 'at' schedules it for `publishAt` (an ISO instant).
 */
export const adminNewsSaveSchema = articleFields
  .extend({
    publish: z.enum(['draft', 'now', 'at'], { error: 'publish must be draft, now or at.' }),
    publishAt: z.iso
      .datetime({ offset: true, error: 'The publication time must be a date and time.' })
      .nullable()
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.publish === 'at' && !value.publishAt)
      ctx.addIssue({ code: 'custom', path: ['publishAt'], message: 'Choose when to publish.' });
    if (value.thumbnail && !/^\/(?!\/)|^https?:\/\//.test(value.thumbnail.url))
      ctx.addIssue({
        code: 'custom',
        path: ['thumbnail'],
        message: 'The thumbnail must be an uploaded image.',
      });
  });
export type AdminNewsSave = z.infer<typeof adminNewsSaveSchema>;

/** POST /api/admin/news/preview: the article as players will see it (HTML sanitized as when it is served). */
export const adminNewsPreviewSchema = z.object({
  subject: z.string(),
  author: z.string(),
  content: z.string(),
  thumbnail: storedImageSchema.nullable(),
  IsShowThumbnail: z.boolean(),
});
export type AdminNewsPreview = z.infer<typeof adminNewsPreviewSchema>;

export const adminNewsSavedSchema = z.object({ message: z.string(), id: z.number().int() });
