import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#shared/contracts/errors.ts';
import {
  buyItemQuerySchema,
  cancelPurchaseSchema,
  emptyBodySchema,
  historyQuerySchema,
  moneyResponseSchema,
  purchaseHistoryResponseSchema,
} from '#shared/contracts/shop.ts';
import { userOf } from '../../plugins/auth.ts';
import { answerOrReplay } from '../../plugins/idempotency.ts';
import { buyNow, cancelPurchase, purchaseHistory } from './service.ts';

const moneyErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  402: errorResponseSchema,
  /** The account was banned while the order was on its way (docs/product/players-console.md). */
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
  /** Under maintenance (plugins/maintenance.ts). */
  503: errorResponseSchema,
};

/** Orders and the item bank: buy now, the purchase history and cancelling with a refund. */
export const purchaseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/buyitem',
    {
      config: { auth: 'user', maintenance: 'refused', idempotent: 'in-statement', rateLimit: ['purchase'] },
      schema: {
        tags: ['shop'],
        summary:
          'Buy one item now at the server’s price (optional quantity, default 1; optional price and currency: the unit price the player confirmed, 409 when it changed)',
        querystring: buyItemQuerySchema,
        body: emptyBodySchema,
        response: { 200: moneyResponseSchema, ...moneyErrors },
      },
    },
    async (request, reply) => {
      const { productnum, quantity = 1, price, currency } = request.query;
      // The unit price the card showed, when sent: a different one in force is a 409 that moves nothing.
      const line = { productNum: productnum, quantity, expected: { price, currency } };
      // The key is claimed in buy-now's own statement and read only when found taken (decision 0073).
      return answerOrReplay(request, reply, () =>
        buyNow(app.db, app.balances, userOf(request).userNum, line, request.idempotency, app.game !== null),
      );
    },
  );

  app.get(
    '/shoppurchases',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['shop'],
        summary: 'The signed-in player’s purchases (one row per item, with its item-bank flag), newest first',
        querystring: historyQuerySchema,
        response: { 200: purchaseHistoryResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => purchaseHistory(app.db, userOf(request).userNum, request.query.page),
  );

  app.post(
    '/cancelpurchase',
    {
      config: { auth: 'user', maintenance: 'refused', idempotent: true, rateLimit: ['purchase'] },
      schema: {
        tags: ['shop'],
        summary: 'Cancel an item still waiting in the item bank; its price is refunded',
        body: cancelPurchaseSchema,
        response: {
          200: moneyResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request) =>
      cancelPurchase(app.db, app.balances, userOf(request).userNum, request.body.PurNum, request.idempotency),
  );
};
