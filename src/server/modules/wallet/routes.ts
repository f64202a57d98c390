import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#shared/contracts/errors.ts';
import { balancesSchema } from '#shared/contracts/shop.ts';
import { userOf } from '../../plugins/auth.ts';
import { ledgerAdminRoutes } from './ledger-admin-routes.ts';
import { getBalances } from './service.ts';

export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(ledgerAdminRoutes);
  app.get(
    '/wallet',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['wallet'],
        summary: 'The signed-in player’s balances: userPoints (R-Coin) and userPoints2 (Milleage)',
        response: { 200: balancesSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const { userNum } = userOf(request);
      return app.balances.get(userNum, () => getBalances(app.db, userNum));
    },
  );
};
