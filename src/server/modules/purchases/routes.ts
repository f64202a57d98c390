import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#shared/contracts/errors.ts';
import {
  cancelPurchaseSchema,
  historyQuerySchema,
  moneyResponseSchema,
  purchaseHistoryResponseSchema,
} from '#shared/contracts/shop.ts';
import { requireUser } from '../../plugins/auth.ts';
import { useIdempotency } from '../../plugins/idempotency.ts';
import { PURCHASE_RULE } from '../shop/routes.ts';
import { cancelPurchase, purchaseHistory } from './service.ts';

export const purchaseRoutes: FastifyPluginAsyncZod = async (app) => {
  useIdempotency(app);

  app.get(
    '/shoppurchases',
    {
      schema: {
        tags: ['shop'],
        summary: 'The signed-in player’s purchases (one row per item, with its item-bank flag), newest first',
        querystring: historyQuerySchema,
        response: { 200: purchaseHistoryResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => purchaseHistory(app.db, requireUser(request).userNum, request.query.page),
  );

  app.post(
    '/cancelpurchase',
    {
      config: { idempotent: true },
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
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await app.limiter.consume(PURCHASE_RULE, String(user.userNum));
      return cancelPurchase(app.db, user.userNum, request.body.PurNum, request.idempotency);
    },
  );
};
