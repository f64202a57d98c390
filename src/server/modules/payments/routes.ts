import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#shared/contracts/errors.ts';
import {
  createOrderSchema,
  orderCreatedSchema,
  orderParamsSchema,
  orderStateSchema,
  topUpOfferSchema,
} from '#shared/contracts/payments.ts';
import { userOf } from '../../plugins/auth.ts';
import { paymentAdminRoutes } from './admin-routes.ts';
import { fakeCheckoutRoutes } from './fake-routes.ts';
import { paymentProviderFor } from './providers.ts';
import { reconcilePending, startReconciler } from './reconcile.ts';
import { createOrder, orderState, topUpOffer } from './service.ts';
import { WEBHOOK_PATH, webhookRoutes } from './webhook-routes.ts';

/** Top-up by payment (docs/product/payments.md): the player's routes, the webhook, the console's, the reconciler. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  // The fake provider delivers its webhook through the site's own HTTP pipeline, to the real route.
  const { provider, fake } = paymentProviderFor(app.config, async (rawBody, signature) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api${WEBHOOK_PATH}`,
      headers: { 'content-type': 'application/json', 'paymongo-signature': signature },
      payload: rawBody,
    });
    return response.statusCode;
  });
  const siteUrl = app.config.PUBLIC_URL ?? `http://localhost:${app.config.PORT}`;

  await app.register(webhookRoutes(provider));
  await app.register(paymentAdminRoutes(provider));
  if (fake) await app.register(fakeCheckoutRoutes(fake));

  if (provider) {
    let reconciler: { stop(): Promise<void> } | null = null;
    app.addHook('onReady', async () => {
      reconciler = startReconciler(
        (now) => reconcilePending(app.db, app.balances, provider, app.log, now),
        app.log,
      );
    });
    app.addHook('onClose', async () => reconciler?.stop());
  }

  app.get(
    '/topup/packages',
    {
      config: { auth: 'anonymous' },
      schema: {
        tags: ['payments'],
        summary: 'The top-up packages on sale; available is false when no payment provider is set up',
        response: { 200: topUpOfferSchema },
      },
    },
    async () => topUpOffer(app.db, provider),
  );

  app.post(
    '/topup/orders',
    {
      config: { auth: 'user', maintenance: 'refused', rateLimit: ['topUpOrder'] },
      schema: {
        tags: ['payments'],
        summary: 'Start a top-up: an order at the package’s price and the provider’s hosted checkout',
        body: createOrderSchema,
        response: {
          200: orderCreatedSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request) =>
      createOrder(
        app.db,
        provider,
        { userNum: userOf(request).userNum, packageId: request.body.packageId, siteUrl },
        request.log,
      ),
  );

  app.get(
    '/topup/orders/:reference',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['payments'],
        summary:
          'One of the signed-in player’s orders: pending, paid (with the new balances), failed or expired',
        params: orderParamsSchema,
        response: {
          200: orderStateSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) =>
      orderState(
        app.db,
        app.balances,
        provider,
        userOf(request).userNum,
        request.params.reference,
        request.log,
      ),
  );
};
