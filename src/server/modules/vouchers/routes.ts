import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#shared/contracts/errors.ts';
import {
  couponRequestSchema,
  couponResponseSchema,
  historyQuerySchema,
  topUpHistoryResponseSchema,
} from '#shared/contracts/shop.ts';
import { requireUser } from '../../plugins/auth.ts';
import { useIdempotency } from '../../plugins/idempotency.ts';
import type { RateRule } from '../../plugins/rate-limit.ts';
import { redeemVoucher, topUpHistory } from './service.ts';

/** Wrong codes are limited per account and per address; a success clears both counters. */
export const VOUCHER_ACCOUNT_RULE: RateRule = { name: 'voucher-account', limit: 10, windowSeconds: 15 * 60 };
export const VOUCHER_ADDRESS_RULE: RateRule = { name: 'voucher-address', limit: 30, windowSeconds: 15 * 60 };

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 409: errorResponseSchema };

export const voucherRoutes: FastifyPluginAsyncZod = async (app) => {
  useIdempotency(app);

  app.post(
    '/processCoupon',
    {
      config: { idempotent: true },
      schema: {
        tags: ['wallet'],
        summary: 'Redeem a voucher code for R-Coin or Milleage (single use, case-sensitive)',
        body: couponRequestSchema,
        response: {
          200: couponResponseSchema,
          ...errors,
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await app.limiter.consume(VOUCHER_ACCOUNT_RULE, String(user.userNum));
      await app.limiter.consume(VOUCHER_ADDRESS_RULE, request.ip);
      const result = await redeemVoucher(
        app.db,
        user.userNum,
        { code: request.body.CouponCode, referral: request.body.ReferralCode },
        request.idempotency,
      );
      await app.limiter.reset(VOUCHER_ACCOUNT_RULE, String(user.userNum));
      await app.limiter.reset(VOUCHER_ADDRESS_RULE, request.ip);
      return result;
    },
  );

  app.get(
    '/topuphistory',
    {
      schema: {
        tags: ['wallet'],
        summary: 'The signed-in player’s redeemed vouchers, newest first',
        querystring: historyQuerySchema,
        response: { 200: topUpHistoryResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => topUpHistory(app.db, requireUser(request).userNum, request.query.page),
  );
};
