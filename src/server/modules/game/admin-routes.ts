import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gameConsoleSchema, outboxRetrySchema, outboxRowParamsSchema } from '#shared/contracts/admin-game.ts';
import { errorResponseSchema } from '#shared/contracts/errors.ts';
import { editorOf } from '../../plugins/auth.ts';
import { gameConsole, retryParked } from './admin-service.ts';

const refused = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const staff = { auth: 'staff', permission: 'game.manage' } as const;

/** The console's Game page: the bridge's state and the retry of a parked outbox row (administrators). */
export const gameAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/game',
    {
      config: staff,
      schema: {
        tags: ['admin'],
        summary: 'The game bridge: reachable or not, last contact, outbox depth and age, parked rows',
        response: { 200: gameConsoleSchema, ...refused },
      },
    },
    async () => gameConsole(app.db, app.game),
  );

  app.post(
    '/admin/game/outbox/:id/retry',
    {
      config: staff,
      schema: {
        tags: ['admin'],
        summary: 'Put a parked outbox row back in the queue (audited)',
        params: outboxRowParamsSchema,
        response: { 200: outboxRetrySchema, ...refused, 404: errorResponseSchema },
      },
    },
    async (request) => retryParked(app.db, request.params.id, editorOf(request)),
  );
};
