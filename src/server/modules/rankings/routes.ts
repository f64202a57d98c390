import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CACHE_MS } from '#shared/cache-times.ts';
import { errorResponseSchema } from '#shared/contracts/errors.ts';
import { rankingsQuerySchema, rankingsResponseSchema } from '#shared/contracts/rankings.ts';
import { manilaMonthKey } from '#shared/manila-time.ts';
import { createResponseCache, sendCached } from '../../http-cache.ts';
import { RATE_RULES } from '../../rate-rules.ts';
import { loadRankings, resolveMonth } from './service.ts';

export const rankingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const current = createResponseCache(CACHE_MS.rankings, rankingsResponseSchema);
  const past = createResponseCache(10 * 60_000, rankingsResponseSchema);
  app.get(
    '/get-top-rankings-list',
    {
      config: { auth: 'anonymous' },
      schema: {
        tags: ['content'],
        summary:
          'Top 100 by MMR and kills of the month, by level and money now; top 10 level for the side box',
        description:
          'Filters: list (fill only one list), school (0-2), class (a class key; matches both of its codes), month (YYYY-MM, Asia/Manila; the current month and the 11 before it). ' +
          'Game masters are excluded. Cached 60 s (past months 10 min); ETag / 304.',
        querystring: rankingsQuerySchema,
        response: {
          200: rankingsResponseSchema,
          304: z.null().describe('Not modified'),
          400: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const month = resolveMonth(request.query.month, now);
      const isCurrent = month === manilaMonthKey(now);
      const cache = isCurrent ? current : past;
      const key = `${month}|${request.query.school ?? ''}|${request.query.class ?? ''}|${request.query.list ?? ''}`;
      // Only answers not in the cache cost database work, so only they are counted (not declarable).
      if (!cache.has(key)) await app.limiter.consume(RATE_RULES.rankingsMiss, request.ip);
      const cached = await cache.get(key, () => loadRankings(app.db, { ...request.query, month }, now));
      return sendCached(request, reply, cached, cache.ttlMs / 1000);
    },
  );
};
