import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminBrandSchema,
  brandColoursSaveSchema,
  brandSavedSchema,
  brandTextsSaveSchema,
} from '#shared/contracts/admin-brand.ts';
import { errorResponseSchema } from '#shared/contracts/errors.ts';
import { versioned } from '#shared/contracts/versions.ts';
import { editorOf } from '../../plugins/auth.ts';
import { readBrandForConsole, saveBrandColours, saveBrandTexts } from './brand-service.ts';

const refused = { 401: errorResponseSchema, 403: errorResponseSchema };
const staff = { auth: 'staff', permission: 'content.write' } as const;
const saveAnswers = {
  200: brandSavedSchema,
  400: errorResponseSchema,
  409: errorResponseSchema,
  ...refused,
};

/**
 * The console's Brand page (docs/product/brand.md): one read, and a save per section. Players get the
 * values with the site settings, in every page (plugins/spa.ts), so a save clears the 'site' topic.
 */
export const brandRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/brand',
    {
      config: staff,
      schema: {
        tags: ['admin'],
        summary: 'The colours and brand texts as stored (null: the default), with the settings version',
        response: { 200: adminBrandSchema, ...refused },
      },
    },
    async () => readBrandForConsole(app.db),
  );

  app.put(
    '/admin/brand/colours',
    {
      config: staff,
      schema: {
        tags: ['admin'],
        summary:
          'Set the accent and background colours (empty: the default); a pair below WCAG AA contrast is refused',
        body: versioned(brandColoursSaveSchema),
        response: saveAnswers,
      },
    },
    async (request) => {
      await saveBrandColours(app.db, request.body, editorOf(request));
      await app.cacheBus.clear('site');
      return { message: 'Colours saved.' };
    },
  );

  app.put(
    '/admin/brand/texts',
    {
      config: staff,
      schema: {
        tags: ['admin'],
        summary: 'Set the footer lines, the hometown line and the system requirements table',
        body: versioned(brandTextsSaveSchema),
        response: saveAnswers,
      },
    },
    async (request) => {
      await saveBrandTexts(app.db, request.body, editorOf(request));
      await app.cacheBus.clear('site');
      return { message: 'Texts saved.' };
    },
  );
};
