import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CACHE_MS } from '#shared/cache-times.ts';
import { errorResponseSchema } from '#shared/contracts/errors.ts';
import {
  adminServerStatusSchema,
  maintenanceSaveSchema,
  serverStatusSchema,
} from '#shared/contracts/server-status.ts';
import { editorOf } from '../../plugins/auth.ts';
import { saveMaintenance } from './maintenance.ts';

const refused = { 401: errorResponseSchema, 403: errorResponseSchema };
/** The window sits on the console's Game page, with the bridge: administrators only. */
const staff = { auth: 'staff', permission: 'game.manage' } as const;

/**
 * The game server's status (docs/product/server-status.md): the public answer every page and the launcher
 * show, and the console's view with the maintenance window. A change of the window clears the
 * 'server-status' topic, so every instance reads it again (and drops its rendered pages, which show it).
 */
export const serverStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.cacheBus.on('server-status', () => app.serverStatus.forget());

  app.get(
    '/server-status',
    {
      config: { auth: 'anonymous' },
      schema: {
        tags: ['content'],
        summary: 'The game server: online, maintenance or offline, and the players online (kept 30 s)',
        response: { 200: serverStatusSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', `public, max-age=${CACHE_MS.serverStatus / 1000}`);
      return app.serverStatus.current();
    },
  );

  app.get(
    '/admin/server-status',
    {
      config: staff,
      schema: {
        tags: ['admin'],
        summary:
          'What players see of the game server, the maintenance window, and where the state comes from',
        response: { 200: adminServerStatusSchema, ...refused },
      },
    },
    async () => app.serverStatus.forConsole(),
  );

  app.put(
    '/admin/server-status/maintenance',
    {
      config: staff,
      schema: {
        tags: ['admin'],
        summary:
          'The maintenance window: off, on now (until turned off or an expected end), or scheduled (versioned, audited)',
        body: maintenanceSaveSchema,
        response: {
          200: adminServerStatusSchema,
          400: errorResponseSchema,
          ...refused,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const changed = await saveMaintenance(app.db, request.body, editorOf(request), app.now());
      if (changed) await app.cacheBus.clear('server-status');
      return app.serverStatus.forConsole();
    },
  );
};
