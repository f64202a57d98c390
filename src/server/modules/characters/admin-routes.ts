import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrderListSchema,
  adminOrdersQuerySchema,
  serviceSettingsSaveSchema,
  serviceSettingsSchema,
} from '#shared/contracts/character-services.ts';
import { errorResponseSchema } from '#shared/contracts/errors.ts';
import { versioned } from '#shared/contracts/versions.ts';
import { editorOf } from '../../plugins/auth.ts';
import { listOrders, readServiceSettings, saveServiceSettings } from './admin-service.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];

const refused = { 401: errorResponseSchema, 403: errorResponseSchema };
/** Prices, cooldowns and start points are the game's economy: administrators (the Game page's permission). */
const settings = { auth: 'staff', permission: 'game.manage' } as const;
/** The orders are what support answers tickets about: whoever reads players reads them. */
const orders = { auth: 'staff', permission: 'players.read' } as const;

/** The console's character services (docs/product/character-services.md, Console). */
export function registerCharacterAdminRoutes(app: App): void {
  app.get(
    '/admin/character-services',
    {
      config: settings,
      schema: {
        tags: ['admin'],
        summary:
          'Character services: each one’s price, currency, cooldown and switch, the school rules, the start points',
        response: { 200: serviceSettingsSchema, ...refused },
      },
    },
    async () => readServiceSettings(app.db),
  );

  app.put(
    '/admin/character-services',
    {
      config: settings,
      schema: {
        tags: ['admin'],
        summary: 'Change the character services’ settings (audited; 409 when stale)',
        body: versioned(serviceSettingsSaveSchema),
        response: {
          200: serviceSettingsSchema,
          400: errorResponseSchema,
          409: errorResponseSchema,
          ...refused,
        },
      },
    },
    async (request) => saveServiceSettings(app.db, request.body, editorOf(request), new Date()),
  );

  app.get(
    '/admin/character-orders',
    {
      config: orders,
      schema: {
        tags: ['admin'],
        summary: 'Character service orders, newest first, 25 a page; filter by status, service and player',
        querystring: adminOrdersQuerySchema,
        response: { 200: adminOrderListSchema, 400: errorResponseSchema, ...refused },
      },
    },
    async (request) => listOrders(app.db, request.query),
  );
}
