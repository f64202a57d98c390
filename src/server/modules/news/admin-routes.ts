import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminNewsArticleSchema,
  adminNewsListSchema,
  adminNewsPreviewBodySchema,
  adminNewsPreviewSchema,
  adminNewsQuerySchema,
  adminNewsSavedSchema,
  adminNewsSaveSchema,
} from '#shared/contracts/admin-news.ts';
import { errorResponseSchema } from '#shared/contracts/errors.ts';
import { newsIdParamsSchema } from '#shared/contracts/news.ts';
import { versioned } from '#shared/contracts/versions.ts';
import { staffOf } from '../../plugins/auth.ts';
import {
  adminNewsArticle,
  adminNewsPage,
  createConsoleNews,
  deleteConsoleNews,
  type Editor,
  previewNews,
  setNewsPublished,
  updateConsoleNews,
} from './service.ts';

const refused = { 401: errorResponseSchema, 403: errorResponseSchema };
const config = { auth: 'staff', permission: 'content.write' } as const;
const messageSchema = adminNewsSavedSchema.pick({ message: true });

function editorOf(request: FastifyRequest): Editor {
  const staff = staffOf(request);
  return { userNum: staff.userNum, userId: staff.userId, ip: request.ip };
}

/**
 * The console's news routes (/api/admin/news...). Each write clears the public list cache of every
 * instance (the cache bus's 'news' topic), so players see the change at once everywhere.
 */
export function registerNewsAdminRoutes(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const clearLists = () => instance.cacheBus.clear('news');

  app.get(
    '/admin/news',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Every article (drafts and scheduled too), 20 a page, newest first',
        description: 'Filters: q (words of the subject), type (0 general, 1 guides, 2 events), status.',
        querystring: adminNewsQuerySchema,
        response: { 200: adminNewsListSchema, 400: errorResponseSchema, ...refused },
      },
    },
    async (request) => adminNewsPage(app.db, request.query),
  );

  app.get(
    '/admin/news/:id',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'One article as stored, for editing',
        params: newsIdParamsSchema,
        response: { 200: adminNewsArticleSchema, 404: errorResponseSchema, ...refused },
      },
    },
    async (request) => adminNewsArticle(app.db, request.params.id),
  );

  app.post(
    '/admin/news/preview',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'The article as players will see it: its HTML sanitized as a saved article is',
        body: adminNewsPreviewBodySchema,
        response: { 200: adminNewsPreviewSchema, 400: errorResponseSchema, ...refused },
      },
    },
    async (request) => previewNews(request.body, editorOf(request)),
  );

  app.post(
    '/admin/news',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Write an article: a draft, published now, or scheduled; the HTML is sanitized on save',
        body: adminNewsSaveSchema,
        response: { 200: adminNewsSavedSchema, 400: errorResponseSchema, ...refused },
      },
    },
    async (request) => {
      const id = await createConsoleNews(app.db, request.body, editorOf(request), app.now());
      await clearLists();
      return { message: 'News saved.', id };
    },
  );

  app.put(
    '/admin/news/:id',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Edit an article and its publication; the HTML is sanitized on save',
        params: newsIdParamsSchema,
        body: versioned(adminNewsSaveSchema),
        response: {
          200: adminNewsSavedSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          ...refused,
        },
      },
    },
    async (request) => {
      await updateConsoleNews(app.db, request.params.id, request.body, editorOf(request), app.now());
      await clearLists();
      return { message: 'News saved.', id: request.params.id };
    },
  );

  for (const publish of [true, false]) {
    app.post(
      `/admin/news/:id/${publish ? 'publish' : 'unpublish'}`,
      {
        config,
        schema: {
          tags: ['admin'],
          summary: publish
            ? 'Publish an article now (a draft or a scheduled one)'
            : 'Take an article back to draft: players no longer see it',
          params: newsIdParamsSchema,
          response: { 200: adminNewsSavedSchema, 404: errorResponseSchema, ...refused },
        },
      },
      async (request) => {
        const changed = await setNewsPublished(
          app.db,
          request.params.id,
          publish,
          editorOf(request),
          app.now(),
        );
        await clearLists();
        const message = publish
          ? changed
            ? 'News published.'
            : 'This article is already published.'
          : changed
            ? 'News moved back to draft.'
            : 'This article is already a draft.';
        return { message, id: request.params.id };
      },
    );
  }

  app.delete(
    '/admin/news/:id',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Delete an article (the audit log keeps its last values)',
        params: newsIdParamsSchema,
        response: { 200: messageSchema, 404: errorResponseSchema, ...refused },
      },
    },
    async (request) => {
      await deleteConsoleNews(app.db, request.params.id, editorOf(request));
      await clearLists();
      return { message: 'News deleted.' };
    },
  );
}
