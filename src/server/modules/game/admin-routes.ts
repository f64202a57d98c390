import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '#shared/contracts/admin-content.ts';
import { gameCheckSchema, gameStatusSchema, outboxRowParamsSchema } from '#shared/contracts/admin-game.ts';
import { errorResponseSchema } from '#shared/contracts/errors.ts';
import { editorOf } from '../../plugins/auth.ts';
import { checkGame, gameStatus, retryParked } from './admin-service.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];

const staff = { auth: 'staff', permission: 'game.manage' } as const;
const refused = { 401: errorResponseSchema, 403: errorResponseSchema };

/** The console's Game page (docs/product/game-bridge.md): administrators only ('game.manage'). */
export function registerGameAdminRoutes(app: App): void {
  app.get(
    '/admin/game',
    {
      config: staff,
      schema: {
        tags: ['admin'],
        summary: "The game bridge: reachable or not, last contact, the outbox's depth and age, parked rows",
        response: { 200: gameStatusSchema, ...refused },
      },
    },
    async () => gameStatus(app.db, app.game),
  );

  app.get(
    '/admin/game/check',
    {
      config: staff,
      schema: {
        tags: ['admin'],
        summary: 'The profile check of npm run game:check, read-only: tables, columns, password form',
        response: { 200: gameCheckSchema, ...refused },
      },
    },
    async () => checkGame(app.game),
  );

  app.post(
    '/admin/game/outbox/:id/retry',
    {
      config: staff,
      schema: {
        tags: ['admin'],
        summary: 'Put a parked row back in the queue, its attempts counted afresh (audited)',
        params: outboxRowParamsSchema,
        response: {
          200: messageResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          ...refused,
        },
      },
    },
    async (request) => retryParked(app.db, app.game, request.params.id, editorOf(request), new Date()),
  );
}
