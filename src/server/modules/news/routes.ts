import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CACHE_MS } from '#shared/cache-times.ts';
import { errorResponseSchema } from '#shared/contracts/errors.ts';
import {
  newsArticleResponseSchema,
  newsIdParamsSchema,
  newsListParamsSchema,
  newsListResponseSchema,
  newsSaveSchema,
} from '#shared/contracts/news.ts';
import { createResponseCache, sendCached } from '../../http-cache.ts';
import { editorOf } from '../../plugins/auth.ts';
import { registerNewsAdminRoutes } from './admin-routes.ts';
import { listNews, publishNews, readArticle, updateNews, viewPruning, visitorKey } from './service.ts';

const savedSchema = z.object({ message: z.string(), id: z.number().int() });

export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  const pruning = viewPruning(app.db, app.tasks);
  const lists = createResponseCache(CACHE_MS.news, newsListResponseSchema);
  app.cacheBus.on('news', () => lists.clear());
  registerNewsAdminRoutes(app);

  app.get(
    '/getnewsall/:type/:count/:a/:b',
    {
      config: { auth: 'anonymous' },
      schema: {
        tags: ['content'],
        summary: 'News lists (cached 30 s; ETag / 304)',
        description:
          'type: 0 general, 1 guides, 2 events. count: items per page. a: page number (1-based; 0 = 1). ' +
          'b: latest flag; 1 returns only the newest `count` items and ignores a, 0 returns page a of the list. ' +
          'The site calls 0/1/0/1, 1/1/0/1, 2/1/0/1 for the newest item of each board and 0/8/1/0, 1/8/1/0, ' +
          '2/8/1/0 for the first page of each list.',
        params: newsListParamsSchema,
        response: { 200: newsListResponseSchema, 304: z.null().describe('Not modified') },
      },
    },
    async (request, reply) => {
      const p = request.params;
      const cached = await lists.get(`${p.type}/${p.count}/${p.a}/${p.b}`, () => listNews(app.db, p));
      return sendCached(request, reply, cached, CACHE_MS.news / 1000);
    },
  );

  app.get(
    '/getspecificnews/:id',
    {
      // Each new visitor writes a view row: counted per address (rate-rules.ts).
      config: { auth: 'anonymous', rateLimit: ['newsArticle'] },
      schema: {
        tags: ['content'],
        summary: 'One article with sanitized HTML; counts one view per visitor per hour',
        params: newsIdParamsSchema,
        response: { 200: newsArticleResponseSchema, 404: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const visitor = visitorKey({
        userNum: request.user?.userNum,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      const article = await readArticle(app.db, pruning, request.params.id, visitor);
      reply.header('Cache-Control', 'private, max-age=30');
      return { data: [article] };
    },
  );

  app.post(
    '/news',
    {
      config: { auth: 'staff', permission: 'content.write' },
      schema: {
        tags: ['admin'],
        summary: 'Publish an article (admin); the HTML is sanitized before it is stored',
        body: newsSaveSchema,
        response: { 200: savedSchema },
      },
    },
    async (request) => {
      const id = await publishNews(app.db, request.body, editorOf(request));
      await app.cacheBus.clear('news');
      return { message: 'News saved.', id };
    },
  );

  app.put(
    '/news/:id',
    {
      config: { auth: 'staff', permission: 'content.write' },
      schema: {
        tags: ['admin'],
        summary: 'Edit an article (admin); the HTML is sanitized before it is stored',
        params: newsIdParamsSchema,
        body: newsSaveSchema,
        response: { 200: savedSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const by = editorOf(request);
      await updateNews(app.db, request.params.id, request.body, by);
      await app.cacheBus.clear('news');
      return { message: 'News saved.', id: request.params.id };
    },
  );
};
