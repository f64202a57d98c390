import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#shared/contracts/errors.ts';
import {
  itemShopQuerySchema,
  itemShopResponseSchema,
  shopCategoriesResponseSchema,
  topSalesResponseSchema,
} from '#shared/contracts/shop.ts';
import { registerShopAdminRoutes } from './admin-routes.ts';
import { itemShopPage, premiumSellers, shopCategories, topSales } from './service.ts';

/** The catalogue: categories, items and best sellers. Buying is the purchases module's (POST /buyitem). */
export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shopcategories',
    {
      config: { auth: 'anonymous' },
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
      config: { auth: 'anonymous' },
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
      config: { auth: 'anonymous' },
      schema: {
        tags: ['shop'],
        summary: 'Best sellers by units bought (refunded units do not count)',
        response: { 200: topSalesResponseSchema },
      },
    },
    async () => topSales(app.db),
  );

  app.get(
    '/premiumsellers',
    {
      config: { auth: 'anonymous' },
      schema: {
        tags: ['shop'],
        summary:
          "The shop's Premium Sellers area: the items flagged premium, or the best sellers when none is",
        response: { 200: topSalesResponseSchema },
      },
    },
    async () => premiumSellers(app.db),
  );

  registerShopAdminRoutes(app);
};
