import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminBrandPicturesSchema,
  brandPicturesSavedSchema,
  brandPicturesSaveSchema,
} from '#shared/contracts/admin-brand-pictures.ts';
import { errorResponseSchema } from '#shared/contracts/errors.ts';
import { versioned } from '#shared/contracts/versions.ts';
import { editorOf } from '../../plugins/auth.ts';
import { readBrandPicturesForConsole, saveBrandPictures } from './brand-pictures-service.ts';

const refused = { 401: errorResponseSchema, 403: errorResponseSchema };
const staff = { auth: 'staff', permission: 'content.write' } as const;

/**
 * The console's brand pictures (docs/product/site-settings.md, Brand pictures). Players get them with the
 * page itself (the shell and the public pages' heads), so a save clears the 'site' topic on every instance.
 */
export const brandPicturesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/brand-pictures',
    {
      config: staff,
      schema: {
        tags: ['admin'],
        summary: 'The logo, its dark variant, the site icon (with its sizes) and the link preview picture',
        response: { 200: adminBrandPicturesSchema, ...refused },
      },
    },
    async () => readBrandPicturesForConsole(app.db),
  );

  app.put(
    '/admin/brand-pictures',
    {
      config: staff,
      schema: {
        tags: ['admin'],
        summary: 'Choose the brand pictures, each uploaded for its place; null puts back the default',
        body: versioned(brandPicturesSaveSchema),
        response: {
          200: brandPicturesSavedSchema,
          400: errorResponseSchema,
          409: errorResponseSchema,
          ...refused,
        },
      },
    },
    async (request) => {
      await saveBrandPictures(app.db, request.body, editorOf(request));
      await app.cacheBus.clear('site');
      return { message: 'Brand pictures saved.' };
    },
  );
};
