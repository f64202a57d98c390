import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#shared/contracts/errors.ts';
import {
  adminOrderListSchema,
  adminOrderParamsSchema,
  adminOrdersQuerySchema,
  adminPackageListSchema,
  adminPackageSchema,
  attentionListSchema,
  attentionParamsSchema,
  attentionResolvedSchema,
  packageParamsSchema,
  packageSaveSchema,
  paymentSettingsSaveSchema,
  paymentSettingsSchema,
  recheckResultSchema,
} from '#shared/contracts/payments.ts';
import { versioned } from '#shared/contracts/versions.ts';
import { editorOf } from '../../plugins/auth.ts';
import {
  createPackage,
  listAttention,
  listOrders,
  listPackages,
  readPaymentSettings,
  recheckFromConsole,
  resolveAttention,
  savePaymentSettings,
  updatePackage,
} from './admin-service.ts';
import type { PaymentProvider } from './provider.ts';

const refused = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const staff = { auth: 'staff', permission: 'economy.write' } as const;
/**
 * What a payment buys is a payment setting: changing it needs the second factor proved within the step-up
 * window (docs/product/staff-security.md). Every payment-settings write declares this.
 */
const paymentSettings = { ...staff, stepUp: true } as const;

/**
 * The console's top-up pages: orders with a re-check, the webhook events that need attention, the payment
 * settings, and the packages on sale.
 */
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
        recheckFromConsole(app.db, app.balances, provider, request.params.id, editorOf(request), request.log),
    );

    app.get(
      '/admin/payments/attention',
      {
        config: staff,
        schema: {
          tags: ['admin'],
          summary:
            'Verified webhook events that changed nothing (unknown order, amount mismatch, test/live mode): open count and the newest 100',
          response: { 200: attentionListSchema, ...refused },
        },
      },
      async () => listAttention(app.db),
    );

    app.post(
      '/admin/payments/attention/:id/resolve',
      {
        config: staff,
        schema: {
          tags: ['admin'],
          summary: 'Mark a payment event that needed attention as resolved (audited)',
          params: attentionParamsSchema,
          response: {
            200: attentionResolvedSchema,
            ...refused,
            404: errorResponseSchema,
            409: errorResponseSchema,
          },
        },
      },
      async (request) => resolveAttention(app.db, request.params.id, editorOf(request)),
    );

    app.get(
      '/admin/payments/settings',
      {
        config: staff,
        schema: {
          tags: ['admin'],
          summary: 'Payment settings: the methods a new checkout offers',
          response: { 200: paymentSettingsSchema, ...refused },
        },
      },
      async () => readPaymentSettings(app.db),
    );

    app.put(
      '/admin/payments/settings',
      {
        config: paymentSettings,
        schema: {
          tags: ['admin'],
          summary:
            'Change the payment settings: the methods a new checkout offers, at least one (audited; 409 when stale)',
          body: versioned(paymentSettingsSaveSchema),
          response: { 200: paymentSettingsSchema, ...refused, 409: errorResponseSchema },
        },
      },
      async (request) => savePaymentSettings(app.db, request.body, editorOf(request)),
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
        config: paymentSettings,
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
        config: paymentSettings,
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
