import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CACHE_MS } from '#shared/cache-times.ts';
import { clubAreasResponseSchema } from '#shared/contracts/clubs.ts';
import { createResponseCache, sendCached } from '../../http-cache.ts';
import { registerClubAdminRoutes } from './admin-routes.ts';
import { listClubAreas } from './repository.ts';

export const clubsRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = createResponseCache(CACHE_MS.clubs, clubAreasResponseSchema);
  app.get(
    '/getclubs',
    {
      config: { auth: 'anonymous' },
      schema: {
        tags: ['content'],
        summary: "The home page's club table: who holds each of the three areas and its tax (cached 5 min)",
        response: { 200: clubAreasResponseSchema, 304: z.null().describe('Not modified') },
      },
    },
    async (request, reply) => {
      const cached = await cache.get('all', async () => ({ data: await listClubAreas(app.db) }));
      return sendCached(request, reply, cached, CACHE_MS.clubs / 1000);
    },
  );
  app.cacheBus.on('clubs', () => cache.clear());
  registerClubAdminRoutes(app);
};
