import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMeSchema, auditListSchema, auditQuerySchema } from '#shared/contracts/admin.ts';
import { errorResponseSchema } from '#shared/contracts/errors.ts';
import { staffOf } from '../../plugins/auth.ts';
import { adminMe, auditPage } from './service.ts';

const refused = { 401: errorResponseSchema, 403: errorResponseSchema };

/** The operator console's API: every route declares auth 'staff' and the permission it needs. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/me',
    {
      // Answers a staff member who must still set up a second factor too: the console then shows only that.
      config: { auth: 'staff', permission: 'console.open', enrolling: true },
      schema: {
        tags: ['admin'],
        summary: 'The signed-in staff member, their role and permissions',
        response: { 200: adminMeSchema, ...refused },
      },
    },
    async (request) => adminMe(staffOf(request)),
  );

  app.get(
    '/admin/audit',
    {
      config: { auth: 'staff', permission: 'audit.read' },
      schema: {
        tags: ['admin'],
        summary: 'The audit log, 20 entries a page, newest first',
        description:
          'Filters: staff (user ID), action, record (a type, or type:id), from and to (Manila dates, inclusive).',
        querystring: auditQuerySchema,
        response: { 200: auditListSchema, 400: errorResponseSchema, ...refused },
      },
    },
    async (request) => auditPage(app.db, request.query),
  );
};
