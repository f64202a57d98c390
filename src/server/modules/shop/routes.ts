import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '#shared/contracts/errors.ts';
import {
  itemShopQuerySchema,
  itemShopResponseSchema,
  shopCategoriesResponseSchema,
  topSalesResponseSchema,
} from '#shared/contracts/shop.ts';
import { createResponseCache, createValueCache, sendCached } from '../../http-cache.ts';
import { registerShopAdminRoutes } from './admin-routes.ts';
import {
  catalogueShape,
  emptyItemShopPage,
  itemShopPage,
  premiumSellers,
  shopCategories,
  topSales,
} from './service.ts';

/**
 * How long an instance serves the same best sellers and premium sellers: the sales of the last few seconds
 * may show late, in exchange for one small read per instance per period however busy the shop is. A
 * console change to the catalogue clears them at once on every instance (the cache bus's 'shop' topic).
 * Browsers revalidate every time (max-age 0, ETag), so a buyer's refetch gets the server's newest copy.
 */
const TOP_SALES_CACHE_MS = 10_000;

/**
 * How long an instance serves the same item shop page. Every console change to the catalogue clears the
 * pages on every instance at once (topic 'shop'), and so does a limited item selling out or coming back
 * (topic 'shop-stock', sent by the database: migration 20261128_2120); a stock count that only goes down
 * shows within this time. A page is the same for every visitor: it must never carry anything of one
 * player's (what they own, a price of their own), or one player's answer would be served to all.
 */
const ITEM_SHOP_CACHE_MS = 10_000;

/** The catalogue: categories, items and best sellers. Buying is the purchases module's (POST /buyitem). */
export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  const best = createResponseCache(TOP_SALES_CACHE_MS, topSalesResponseSchema);
  // Keyed by category and page, only for pages that list items (the shape says which): at most the shop's
  // pages in all plus each category's, however many numbers clients try.
  const pages = createResponseCache(ITEM_SHOP_CACHE_MS, itemShopResponseSchema, 2000);
  const shape = createValueCache(ITEM_SHOP_CACHE_MS, () => catalogueShape(app.db));
  const clearPages = () => {
    shape.clear();
    pages.clear();
  };
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
        summary: `One page of shop items of a category (0 = all; cached ${ITEM_SHOP_CACHE_MS / 1000} s, cleared by any catalogue change or sell-out; ETag / 304)`,
        querystring: itemShopQuerySchema,
        response: {
          200: itemShopResponseSchema,
          304: z.null().describe('Not modified'),
          400: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { category, page } = request.query;
      const empty = emptyItemShopPage(await shape.get(), category, page);
      if (empty) return empty;
      const cached = await pages.get(`${category}:${page}`, () => itemShopPage(app.db, category, page));
      return sendCached(request, reply, cached, 0);
    },
  );

  app.get(
    '/topsales',
    {
      config: { auth: 'anonymous' },
      schema: {
        tags: ['shop'],
        summary: `Best sellers by units bought (refunded units do not count; cached ${TOP_SALES_CACHE_MS / 1000} s; ETag / 304)`,
        response: { 200: topSalesResponseSchema, 304: z.null().describe('Not modified') },
      },
    },
    async (request, reply) => sendCached(request, reply, await best.get('top', () => topSales(app.db)), 0),
  );

  app.get(
    '/premiumsellers',
    {
      config: { auth: 'anonymous' },
      schema: {
        tags: ['shop'],
        summary:
          "The shop's Premium Sellers area: the items flagged premium, or the best sellers when none is",
        response: { 200: topSalesResponseSchema, 304: z.null().describe('Not modified') },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, await best.get('premium', () => premiumSellers(app.db)), 0),
  );

  app.cacheBus.on('shop', () => best.clear());
  app.cacheBus.on('shop', clearPages);
  app.cacheBus.on('shop-stock', clearPages);
  registerShopAdminRoutes(app);
};
