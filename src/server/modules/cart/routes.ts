import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#shared/contracts/errors.ts';
import {
  buyCartBodySchema,
  buyCartQuerySchema,
  cartChangeResponseSchema,
  cartQuerySchema,
  cartResponseSchema,
  cartRowSchema,
  checkoutResponseSchema,
  emptyBodySchema,
  productQuerySchema,
  updateQuantitySchema,
} from '#shared/contracts/shop.ts';
import { userOf } from '../../plugins/auth.ts';
import { addToCart, cartOf, checkout, removeFromCart, updateCheck, updateQuantity } from './service.ts';

const rowErrors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shopcart',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['cart'],
        summary: 'The signed-in player’s cart (usernum, when sent, must be the signed-in player)',
        querystring: cartQuerySchema,
        response: { 200: cartResponseSchema, ...rowErrors, 403: errorResponseSchema },
      },
    },
    async (request) => cartOf(app.db, userOf(request).userNum, request.query.usernum),
  );

  app.post(
    '/addtocart',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['cart'],
        summary: 'Add one unit of a product to the cart',
        querystring: productQuerySchema,
        body: emptyBodySchema,
        response: { 200: cartChangeResponseSchema, ...rowErrors },
      },
    },
    async (request) => addToCart(app.db, userOf(request).userNum, request.query.productnum),
  );

  app.post(
    '/updateQuantity',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['cart'],
        summary: 'Change a cart row’s quantity by +1 or -1 (it stays between 1 and 99)',
        body: updateQuantitySchema,
        response: { 200: cartChangeResponseSchema, ...rowErrors },
      },
    },
    async (request) => updateQuantity(app.db, userOf(request).userNum, request.body),
  );

  app.post(
    '/updateCheck',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['cart'],
        summary: 'Toggle whether a cart row is selected for buying',
        body: cartRowSchema,
        response: { 200: cartChangeResponseSchema, ...rowErrors },
      },
    },
    async (request) => updateCheck(app.db, userOf(request).userNum, request.body),
  );

  app.post(
    '/removecartitem',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['cart'],
        summary: 'Remove a row from the cart',
        body: cartRowSchema,
        response: { 200: cartChangeResponseSchema, ...rowErrors },
      },
    },
    async (request) => removeFromCart(app.db, userOf(request).userNum, request.body),
  );

  app.post(
    '/buycartitem',
    {
      config: { auth: 'user', maintenance: 'refused', idempotent: true, rateLimit: ['purchase'] },
      schema: {
        tags: ['cart'],
        summary:
          'Buy the checked cart rows at the server’s prices; rows whose item is no longer listed are left out and named in `unavailable` (optional body `prices`: per row, the unit price and currency the page showed, 409 price_changed when one changed)',
        querystring: buyCartQuerySchema,
        body: buyCartBodySchema,
        response: {
          200: checkoutResponseSchema,
          ...rowErrors,
          402: errorResponseSchema,
          403: errorResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request) =>
      checkout(
        app.db,
        app.balances,
        userOf(request).userNum,
        request.query.items,
        request.idempotency,
        app.game !== null,
        // The unit price and currency each row showed, when sent: a different one in force is a 409.
        request.body?.prices,
      ),
  );
};
