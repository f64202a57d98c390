import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { healthResponseSchema } from '#shared/contracts/system.ts';
import { databaseAnswers } from './repository.ts';

/**
 * Health for load balancers and the operator: 200 while the database answers, 503 while it does not. A helper
 * service that is down (Redis, the game's database behind the bridge) makes the status 'degraded' but keeps
 * 200: the site still serves without it.
 */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { auth: 'anonymous' },
      schema: {
        tags: ['system'],
        summary: 'Whether the site and its database answer',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      const database = (await databaseAnswers(app.db)) ? 'up' : 'down';
      const redis = app.limiter.sharedStatus() ?? undefined;
      const bridge = app.game?.status() ?? null;
      const game = {
        status: bridge === null ? 'off' : bridge.reachable === false ? 'degraded' : 'ok',
        lastContactAt: bridge?.lastContactAt?.toISOString() ?? null,
      } as const;
      const body = {
        status: database === 'up' && redis !== 'degraded' && game.status !== 'degraded' ? 'ok' : 'degraded',
        database,
        uptimeSeconds: Math.round(process.uptime()),
        ...(redis && { redis }),
        game,
      } as const;
      // A load balancer or client may retry after this; the database is usually back within seconds.
      if (database === 'down') reply.header('Retry-After', '5');
      return reply.status(database === 'up' ? 200 : 503).send(body);
    },
  );

  // The "bare route" benchmarks divide by: no database, no work, same stack of hooks as every other route.
  app.get(
    '/bare',
    {
      config: { auth: 'anonymous' },
      schema: { hide: true, response: { 200: z.object({ ok: z.literal(true) }) } },
    },
    async () => ({
      ok: true as const,
    }),
  );
};
