import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminBannersSchema, bannerSaveSchema } from '#shared/contracts/admin-banners.ts';
import {
  messageResponseSchema,
  recordIdParamsSchema,
  reorderSchema,
  savedResponseSchema,
} from '#shared/contracts/admin-content.ts';
import { errorResponseSchema } from '#shared/contracts/errors.ts';
import { versioned } from '#shared/contracts/versions.ts';
import { editorOf } from '../../plugins/auth.ts';
import {
  createBanner,
  deleteBanner,
  listBannersForConsole,
  reorderBanners,
  updateBanner,
} from './service.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];

const STAFF = { auth: 'staff', permission: 'content.write' } as const;
const refused = { 401: errorResponseSchema, 403: errorResponseSchema };

/**
 * The console's banner routes. Each write clears the carousel's response cache on every instance (`clearPublic`, through
 * the cache bus, db/cache-bus.ts), so the change shows at once everywhere (docs/product/content.md).
 */
export function registerBannerAdminRoutes(app: App, clearPublic: () => Promise<void>): void {
  app.get(
    '/admin/banners',
    {
      config: STAFF,
      schema: {
        tags: ['admin'],
        summary: 'Every banner in carousel order, hidden and out-of-window ones too, with its status',
        response: { 200: adminBannersSchema, ...refused },
      },
    },
    async () => listBannersForConsole(app.db, new Date()),
  );

  app.post(
    '/admin/banners',
    {
      config: STAFF,
      schema: {
        tags: ['admin'],
        summary: 'Add a banner at the end of the carousel',
        body: bannerSaveSchema,
        response: { 200: savedResponseSchema, 400: errorResponseSchema, ...refused },
      },
    },
    async (request) => {
      const id = await createBanner(app.db, request.body, editorOf(request));
      await clearPublic();
      return { message: 'Banner added.', id };
    },
  );

  // Declared before '/admin/banners/:id' only for the reader: Fastify prefers the static segment anyway.
  app.put(
    '/admin/banners/order',
    {
      config: STAFF,
      schema: {
        tags: ['admin'],
        summary: 'Put the banners in a new order (every banner id once)',
        body: reorderSchema,
        response: {
          200: messageResponseSchema,
          400: errorResponseSchema,
          409: errorResponseSchema,
          ...refused,
        },
      },
    },
    async (request) => {
      await reorderBanners(app.db, request.body.ids, editorOf(request));
      await clearPublic();
      return { message: 'Banner order saved.' };
    },
  );

  app.put(
    '/admin/banners/:id',
    {
      config: STAFF,
      schema: {
        tags: ['admin'],
        summary: 'Change a banner',
        params: recordIdParamsSchema,
        body: versioned(bannerSaveSchema),
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
      await updateBanner(app.db, request.params.id, request.body, editorOf(request));
      await clearPublic();
      return { message: 'Banner saved.', id: request.params.id };
    },
  );

  app.delete(
    '/admin/banners/:id',
    {
      config: STAFF,
      schema: {
        tags: ['admin'],
        summary: 'Remove a banner',
        params: recordIdParamsSchema,
        response: { 200: messageResponseSchema, 404: errorResponseSchema, ...refused },
      },
    },
    async (request) => {
      await deleteBanner(app.db, request.params.id, editorOf(request));
      await clearPublic();
      return { message: 'Banner removed.' };
    },
  );
}
