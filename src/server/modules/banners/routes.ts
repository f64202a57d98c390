import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CACHE_MS } from '#shared/cache-times.ts';
import { siteBannersResponseSchema } from '#shared/contracts/banners.ts';
import { createResponseCache, sendCached } from '../../http-cache.ts';
import { registerOrderedList } from '../../resources/ordered-list/routes.ts';
import { listActiveBanners } from './repository.ts';
import { bannerList } from './service.ts';

export const bannersRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = createResponseCache(CACHE_MS.banners, siteBannersResponseSchema);
  app.get(
    '/getSiteBanners',
    {
      config: { auth: 'anonymous' },
      schema: {
        tags: ['content'],
        summary: 'Banners for the home and login carousels (cached 30 minutes; ETag / 304)',
        description:
          'Only active banners inside their show window. The window is checked when the cache fills, so a ' +
          'window edge may show up to the cache time late; a console change clears the cache at once.',
        response: { 200: siteBannersResponseSchema, 304: z.null().describe('Not modified') },
      },
    },
    async (request, reply) => {
      const cached = await cache.get('all', async () => ({
        data: await listActiveBanners(app.db, new Date()),
      }));
      return sendCached(request, reply, cached, CACHE_MS.banners / 1000);
    },
  );
  app.cacheBus.on('banners', () => cache.clear());
  registerOrderedList(app, bannerList);
};
