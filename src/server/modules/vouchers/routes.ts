import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#shared/contracts/errors.ts';
import {
  couponRequestSchema,
  couponResponseSchema,
  historyQuerySchema,
  topUpHistoryResponseSchema,
} from '#shared/contracts/shop.ts';
import { userOf } from '../../plugins/auth.ts';
import { voucherAdminRoutes } from './admin-routes.ts';
import { redeemVoucher, topUpHistory } from './service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 409: errorResponseSchema };

export const voucherRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(voucherAdminRoutes);

  app.post(
    '/processCoupon',
    {
      // Wrong codes are counted per account and per address; a success clears both (rate-rules.ts).
      config: {
        auth: 'user',
        maintenance: 'refused',
        idempotent: true,
        rateLimit: ['voucherAccount', 'voucherAddress'],
      },
      schema: {
        tags: ['wallet'],
        summary: 'Redeem a voucher code for R-Coin or Milleage (single use, case-sensitive)',
        body: couponRequestSchema,
        response: {
          200: couponResponseSchema,
          ...errors,
          422: errorResponseSchema,
          429: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const voucher = { code: request.body.CouponCode, referral: request.body.ReferralCode };
      return redeemVoucher(app.db, app.balances, userOf(request).userNum, voucher, request.idempotency);
    },
  );

  app.get(
    '/topuphistory',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['wallet'],
        summary: 'The signed-in player’s redeemed vouchers, newest first',
        querystring: historyQuerySchema,
        response: { 200: topUpHistoryResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => topUpHistory(app.db, userOf(request).userNum, request.query.page),
  );
};
