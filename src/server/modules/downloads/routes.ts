import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CACHE_MS } from '#shared/cache-times.ts';
import { downloadsResponseSchema } from '#shared/contracts/downloads.ts';
import { createResponseCache, sendCached } from '../../http-cache.ts';
import { registerOrderedList } from '../../resources/ordered-list/routes.ts';
import { listDownloads } from './repository.ts';
import { downloadList } from './service.ts';

export const downloadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = createResponseCache(CACHE_MS.downloads, downloadsResponseSchema);
  app.get(
    '/getdownloadsall',
    {
      config: { auth: 'anonymous' },
      schema: {
        tags: ['content'],
        summary: 'Client download links (cached 1 hour; ETag / 304)',
        response: { 200: downloadsResponseSchema, 304: z.null().describe('Not modified') },
      },
    },
    async (request, reply) => {
      const cached = await cache.get('all', async () => ({ data: await listDownloads(app.db) }));
      return sendCached(request, reply, cached, CACHE_MS.downloads / 1000);
    },
  );
  app.cacheBus.on('downloads', () => cache.clear());
  registerOrderedList(app, downloadList);
};
