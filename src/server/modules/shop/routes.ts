import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#shared/contracts/errors.ts';
import {
  buyItemQuerySchema,
  emptyBodySchema,
  itemShopQuerySchema,
  itemShopResponseSchema,
  moneyResponseSchema,
  shopCategoriesResponseSchema,
  topSalesResponseSchema,
} from '#shared/contracts/shop.ts';
import { requireUser } from '../../plugins/auth.ts';
import { useIdempotency } from '../../plugins/idempotency.ts';
import type { RateRule } from '../../plugins/rate-limit.ts';
import { buyNow } from '../purchases/service.ts';
import { itemShopPage, shopCategories, topSales } from './service.ts';

/** Generous for a player, a wall for a script: purchases per account per minute. */
export const PURCHASE_RULE: RateRule = { name: 'purchase', limit: 60, windowSeconds: 60 };

const moneyErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  402: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};

export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  useIdempotency(app);

  app.get(
    '/shopcategories',
    {
      schema: {
        tags: ['shop'],
        summary: 'Item shop categories (the "All" tab is category 0 and is not listed)',
        response: { 200: shopCategoriesResponseSchema },
      },
    },
    async () => shopCategories(app.db),
  );

  app.get(
    '/itemshop',
    {
      schema: {
        tags: ['shop'],
        summary: 'One page of shop items of a category (0 = all)',
        querystring: itemShopQuerySchema,
        response: { 200: itemShopResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => itemShopPage(app.db, request.query.category, request.query.page),
  );

  app.get(
    '/topsales',
    {
      schema: {
        tags: ['shop'],
        summary: 'Best sellers by units bought (refunded units do not count)',
        response: { 200: topSalesResponseSchema },
      },
    },
    async () => topSales(app.db),
  );

  app.post(
    '/buyitem',
    {
      config: { idempotent: true },
      schema: {
        tags: ['shop'],
        summary: 'Buy one item now at the server’s price (optional quantity, default 1)',
        querystring: buyItemQuerySchema,
        body: emptyBodySchema,
        response: { 200: moneyResponseSchema, ...moneyErrors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await app.limiter.consume(PURCHASE_RULE, String(user.userNum));
      const { productnum, quantity = 1 } = request.query;
      return buyNow(app.db, user.userNum, { productNum: productnum, quantity }, request.idempotency);
    },
  );
};
