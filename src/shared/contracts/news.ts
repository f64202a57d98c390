import { z } from 'zod';
import { pageFieldsSchema } from './paging.ts';
import { wholeNumber } from './whole-number.ts';

const newsItemSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  /** 0 general, 1 guides, 2 events. */
  type: z.number().int(),
  /** ISO 8601 instant. */
  created_at: z.string(),
  author: z.string(),
  img_thumbnail: z.string().nullable(),
  IsShowThumbnail: z.boolean(),
  views: z.number().int(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

const newsArticleSchema = newsItemSchema.extend({
  /** Sanitized HTML. */
  content: z.string(),
});
export type NewsArticle = z.infer<typeof newsArticleSchema>;

export const newsListParamsSchema = z.object({
  type: wholeNumber({ name: 'type', min: 0, max: 2 }).describe('0 general, 1 guides, 2 events'),
  count: wholeNumber({ name: 'count', min: 1, max: 50 }).describe('Items per page (the site uses 1 and 8)'),
  a: wholeNumber({ name: 'a', min: 0, max: 100_000 }).describe(
    'Page number, 1-based; 0 is read as 1. Ignored when b = 1.',
  ),
  b: wholeNumber({ name: 'b', min: 0, max: 1 }).describe(
    'Latest flag: 1 = only the newest `count` items (no paging); 0 = the paged list, newest first',
  ),
});
export type NewsListParams = z.infer<typeof newsListParamsSchema>;

const pagingSchema = pageFieldsSchema.extend({
  page: z.number().int(),
  total: z.number().int(),
});

export const newsListResponseSchema = pagingSchema.extend({ data: z.array(newsItemSchema) });
export type NewsListResponse = z.infer<typeof newsListResponseSchema>;

export const newsArticleResponseSchema = z.object({ data: z.array(newsArticleSchema) });
export type NewsArticleResponse = z.infer<typeof newsArticleResponseSchema>;

export const newsIdParamsSchema = z.object({ id: wholeNumber({ name: 'id', min: 1, max: 2_147_483_647 }) });

/** What an operator saves; the HTML is sanitized before it is stored. */
export const newsSaveSchema = z.object({
  type: z.number().int().min(0).max(2),
  subject: z.string().trim().min(1, 'Subject is required.').max(200),
  content: z.string().max(200_000),
  author: z.string().trim().min(1, 'Writer is required.').max(60),
  img_thumbnail: z.string().trim().max(500).nullable().optional(),
  IsShowThumbnail: z.boolean().optional(),
});
export type NewsSave = z.infer<typeof newsSaveSchema>;
