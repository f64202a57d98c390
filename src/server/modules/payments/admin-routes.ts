import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#shared/contracts/errors.ts';
import {
  adminOrderListSchema,
  adminOrderParamsSchema,
  adminOrdersQuerySchema,
  adminPackageListSchema,
  adminPackageSchema,
  packageParamsSchema,
  packageSaveSchema,
  recheckResultSchema,
} from '#shared/contracts/payments.ts';
import { versioned } from '#shared/contracts/versions.ts';
import { editorOf } from '../../plugins/auth.ts';
import {
  createPackage,
  listOrders,
  listPackages,
  recheckFromConsole,
  updatePackage,
} from './admin-service.ts';
import type { PaymentProvider } from './provider.ts';

const refused = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const staff = { auth: 'staff', permission: 'economy.write' } as const;

/** The console's top-up pages: orders with a re-check, and the packages on sale. */
export function paymentAdminRoutes(provider: PaymentProvider | null): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/payments/orders',
      {
        config: staff,
        schema: {
          tags: ['admin'],
          summary: 'Top-up orders, newest first, 25 a page; filter by status',
          querystring: adminOrdersQuerySchema,
          response: { 200: adminOrderListSchema, ...refused },
        },
      },
      async (request) => listOrders(app.db, request.query.status, request.query.page),
    );

    app.post(
      '/admin/payments/orders/:id/recheck',
      {
        config: staff,
        schema: {
          tags: ['admin'],
          summary: 'Ask the provider about an order and credit it if it is paid (audited)',
          params: adminOrderParamsSchema,
          response: {
            200: recheckResultSchema,
            ...refused,
            404: errorResponseSchema,
            409: errorResponseSchema,
            503: errorResponseSchema,
          },
        },
      },
      async (request) =>
        recheckFromConsole(app.db, provider, request.params.id, editorOf(request), request.log),
    );

    app.get(
      '/admin/payments/packages',
      {
        config: staff,
        schema: {
          tags: ['admin'],
          summary: 'Every top-up package, on sale or withdrawn',
          response: { 200: adminPackageListSchema, ...refused },
        },
      },
      async () => listPackages(app.db),
    );

    app.post(
      '/admin/payments/packages',
      {
        config: staff,
        schema: {
          tags: ['admin'],
          summary: 'Add a top-up package (audited)',
          body: packageSaveSchema,
          response: { 200: adminPackageSchema, ...refused },
        },
      },
      async (request) => createPackage(app.db, request.body, editorOf(request)),
    );

    app.put(
      '/admin/payments/packages/:id',
      {
        config: staff,
        schema: {
          tags: ['admin'],
          summary: 'Change a top-up package; orders already made keep their price (audited)',
          params: packageParamsSchema,
          body: versioned(packageSaveSchema),
          response: {
            200: adminPackageSchema,
            ...refused,
            404: errorResponseSchema,
            409: errorResponseSchema,
          },
        },
      },
      async (request) => updatePackage(app.db, request.params.id, request.body, editorOf(request)),
    );
  };
}
