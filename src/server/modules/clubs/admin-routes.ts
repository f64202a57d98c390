import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminClubAreasSchema,
  adminClubsSchema,
  clubAreaParamsSchema,
  clubAreaSaveSchema,
  clubSearchQuerySchema,
} from '#shared/contracts/admin-clubs.ts';
import { savedResponseSchema } from '#shared/contracts/admin-content.ts';
import { errorResponseSchema } from '#shared/contracts/errors.ts';
import { versioned } from '#shared/contracts/versions.ts';
import { editorOf } from '../../plugins/auth.ts';
import { listAreasForConsole, searchClubsForConsole, updateArea } from './service.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];

const STAFF = { auth: 'staff', permission: 'content.write' } as const;
const refused = { 401: errorResponseSchema, 403: errorResponseSchema };

/**
 * The console's club-area routes. A write clears the home page's club table on every instance (the cache
 * bus's 'clubs' topic, db/cache-bus.ts), so the change shows at once everywhere (docs/product/content.md).
 */
export function registerClubAdminRoutes(app: App): void {
  app.get(
    '/admin/clubs',
    {
      config: STAFF,
      schema: {
        tags: ['admin'],
        summary: 'Clubs whose name contains the search text (all when empty), by name, 20 at most',
        querystring: clubSearchQuerySchema,
        response: { 200: adminClubsSchema, 400: errorResponseSchema, ...refused },
      },
    },
    async (request) => searchClubsForConsole(app.db, request.query.search),
  );

  app.get(
    '/admin/clubs/areas',
    {
      config: STAFF,
      schema: {
        tags: ['admin'],
        summary: 'The guild-war areas with their holder club and tax',
        response: { 200: adminClubAreasSchema, ...refused },
      },
    },
    async () => listAreasForConsole(app.db),
  );

  app.put(
    '/admin/clubs/areas/:id',
    {
      config: STAFF,
      schema: {
        tags: ['admin'],
        summary: "Set an area's holder club (or none) and tax (0-100; 0 when nobody holds it)",
        params: clubAreaParamsSchema,
        body: versioned(clubAreaSaveSchema),
        response: {
          200: savedResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          ...refused,
        },
      },
    },
    async (request) => {
      await updateArea(app.db, request.params.id, request.body, editorOf(request));
      await app.cacheBus.clear('clubs');
      return { message: 'Area saved.', id: request.params.id };
    },
  );
}
