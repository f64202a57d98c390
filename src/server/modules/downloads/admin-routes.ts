import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageResponseSchema,
  recordIdParamsSchema,
  reorderSchema,
  savedResponseSchema,
} from '#shared/contracts/admin-content.ts';
import { adminDownloadsSchema, downloadSaveSchema } from '#shared/contracts/admin-downloads.ts';
import { errorResponseSchema } from '#shared/contracts/errors.ts';
import { versioned } from '#shared/contracts/versions.ts';
import { editorOf } from '../../plugins/auth.ts';
import {
  createDownload,
  deleteDownload,
  listDownloadsForConsole,
  reorderDownloads,
  updateDownload,
} from './service.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];

const STAFF = { auth: 'staff', permission: 'content.write' } as const;
const refused = { 401: errorResponseSchema, 403: errorResponseSchema };

/**
 * The console's download-link routes. Each write clears the download page's response cache on every instance (`clearPublic`, through
 * the cache bus, db/cache-bus.ts), so the change shows at once everywhere (docs/product/content.md).
 */
export function registerDownloadAdminRoutes(app: App, clearPublic: () => Promise<void>): void {
  app.get(
    '/admin/downloads',
    {
      config: STAFF,
      schema: {
        tags: ['admin'],
        summary: 'Every download link in page order',
        response: { 200: adminDownloadsSchema, ...refused },
      },
    },
    async () => listDownloadsForConsole(app.db),
  );

  app.post(
    '/admin/downloads',
    {
      config: STAFF,
      schema: {
        tags: ['admin'],
        summary: 'Add a download link at the end of the page',
        body: downloadSaveSchema,
        response: { 200: savedResponseSchema, 400: errorResponseSchema, ...refused },
      },
    },
    async (request) => {
      const id = await createDownload(app.db, request.body, editorOf(request));
      await clearPublic();
      return { message: 'Download link added.', id };
    },
  );

  // Declared before '/admin/downloads/:id' only for the reader: Fastify prefers the static segment anyway.
  app.put(
    '/admin/downloads/order',
    {
      config: STAFF,
      schema: {
        tags: ['admin'],
        summary: 'Put the download links in a new order (every id once)',
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
      await reorderDownloads(app.db, request.body.ids, editorOf(request));
      await clearPublic();
      return { message: 'Download order saved.' };
    },
  );

  app.put(
    '/admin/downloads/:id',
    {
      config: STAFF,
      schema: {
        tags: ['admin'],
        summary: 'Change a download link',
        params: recordIdParamsSchema,
        body: versioned(downloadSaveSchema),
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
      await updateDownload(app.db, request.params.id, request.body, editorOf(request));
      await clearPublic();
      return { message: 'Download link saved.', id: request.params.id };
    },
  );

  app.delete(
    '/admin/downloads/:id',
    {
      config: STAFF,
      schema: {
        tags: ['admin'],
        summary: 'Remove a download link',
        params: recordIdParamsSchema,
        response: { 200: messageResponseSchema, 404: errorResponseSchema, ...refused },
      },
    },
    async (request) => {
      await deleteDownload(app.db, request.params.id, editorOf(request));
      await clearPublic();
      return { message: 'Download link removed.' };
    },
  );
}
