import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#shared/contracts/errors.ts';
import { voteStateSchema } from '#shared/contracts/votes.ts';
import { userOf } from '../../plugins/auth.ts';
import { registerVoteAdminRoutes } from './admin-routes.ts';
import { voteCallbackRoutes } from './callback-routes.ts';
import { demoVoteSiteRoutes } from './demo-routes.ts';
import { voteState } from './service.ts';

/** Vote for points (docs/product/votes.md): the player's page, the vote sites' callbacks, the console. */
export const votesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(voteCallbackRoutes);
  registerVoteAdminRoutes(app);
  // The demo vote page (docs/product/votes.md, The demo vote site): never in production, where it could
  // only forge callbacks.
  if (app.config.NODE_ENV !== 'production') await app.register(demoVoteSiteRoutes);

  app.get(
    '/votes',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['votes'],
        summary: 'The vote sites with the player’s own links, when each may be voted on again, recent votes',
        response: { 200: voteStateSchema, 401: errorResponseSchema },
      },
    },
    async (request) => voteState(app.db, userOf(request).userNum, app.now()),
  );
};
