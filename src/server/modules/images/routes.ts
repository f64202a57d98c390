import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#shared/contracts/errors.ts';
import {
  imageListQuerySchema,
  imageListSchema,
  imageUploadQuerySchema,
  imageUploadResponseSchema,
} from '#shared/contracts/images.ts';
import { badRequest } from '../../http-error.ts';
import { editorOf } from '../../plugins/auth.ts';
import { UPLOAD_MESSAGES } from './encode.ts';
import { imageLibrary, uploadImage } from './service.ts';

const refused = { 401: errorResponseSchema, 403: errorResponseSchema };

/** The console's uploads (docs/product/uploads.md); the files themselves are served by media-routes.ts. */
export const imagesRoutes: FastifyPluginAsyncZod = async (app) => {
  // In this plugin only: any body that is not JSON arrives as its raw bytes, whatever type the browser
  // named (the type is decided from the bytes). The route's size limit is in plugins/request-body.ts.
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/admin/images',
    {
      config: { auth: 'staff', permission: 'content.write', rateLimit: ['imageUpload'] },
      schema: {
        tags: ['admin'],
        summary: 'Upload an image (the body is the file: PNG, JPEG, WebP or GIF, at most 8 MiB)',
        description:
          'The picture is re-encoded as WebP at the size its purpose uses (wallpapers and gallery also ' +
          'get a 480-wide thumbnail) and stored under an address named by its content.',
        querystring: imageUploadQuerySchema,
        response: {
          200: imageUploadResponseSchema,
          400: errorResponseSchema,
          ...refused,
          413: errorResponseSchema,
          429: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const body: unknown = request.body;
      if (!Buffer.isBuffer(body)) throw badRequest(UPLOAD_MESSAGES.notAnImage);
      return uploadImage(app.db, body, request.query.purpose, editorOf(request));
    },
  );

  app.get(
    '/admin/images',
    {
      config: { auth: 'staff', permission: 'content.write' },
      schema: {
        tags: ['admin'],
        summary: 'The image library: uploaded images, newest first, 24 a page',
        querystring: imageListQuerySchema,
        response: { 200: imageListSchema, 400: errorResponseSchema, ...refused },
      },
    },
    async (request) => imageLibrary(app.db, request.query.page),
  );
};
