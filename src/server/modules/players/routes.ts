import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  actionResponseSchema,
  adjustBodySchema,
  adjustResponseSchema,
  banBodySchema,
  pageQuerySchema,
  playerLedgerSchema,
  playerParamsSchema,
  playerProfileSchema,
  playerPurchasesSchema,
  playerRedemptionsSchema,
  playerSearchQuerySchema,
  playerSearchSchema,
  purchaseParamsSchema,
  reasonBodySchema,
  userTypeBodySchema,
} from '#shared/contracts/admin-players.ts';
import { errorResponseSchema } from '#shared/contracts/errors.ts';
import { sendCsv } from '../../csv.ts';
import { sessionTokenOf, staffOf } from '../../plugins/auth.ts';
import { createAccountsContext } from '../accounts/context.ts';
import { requestMeta } from '../accounts/cookies.ts';
import * as players from './service.ts';

const tags = ['admin'];
const refused = { 401: errorResponseSchema, 403: errorResponseSchema };
const readErrors = { 400: errorResponseSchema, 404: errorResponseSchema, ...refused };
const writeErrors = { ...readErrors, 409: errorResponseSchema };

const actor = (request: FastifyRequest): players.Actor => ({
  staff: staffOf(request).userNum,
  ip: request.ip,
});

/**
 * The console's players part (docs/product/players-console.md): support staff read ('players.read'); only
 * administrators act: balances and refunds need 'economy.write', account actions 'players.write', the
 * user type 'staff.manage'. Every action takes a reason and writes its audit row in its own transaction.
 */
export const playerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = createAccountsContext(app);

  const read = { auth: 'staff', permission: 'players.read' } as const;

  app.get(
    '/admin/players',
    {
      config: read,
      schema: {
        tags,
        summary: 'Find accounts by user number, user ID prefix, e-mail, name, character name or address',
        querystring: playerSearchQuerySchema,
        response: { 200: playerSearchSchema, 400: errorResponseSchema, ...refused },
      },
    },
    async (request) => players.searchPlayers(app.db, request.query),
  );

  app.get(
    '/admin/players/:userNum',
    {
      config: read,
      schema: {
        tags,
        summary: 'An account without its secrets: characters, balances, sessions, known addresses',
        params: playerParamsSchema,
        response: { 200: playerProfileSchema, ...readErrors },
      },
    },
    async (request) => players.playerProfile(app.db, app.game, request.params.userNum),
  );

  app.get(
    '/admin/players/:userNum/ledger',
    {
      config: read,
      schema: {
        tags,
        summary: 'The account’s ledger, 20 rows a page, newest first',
        params: playerParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: playerLedgerSchema, ...readErrors },
      },
    },
    async (request) => players.playerLedger(app.db, request.params.userNum, request.query.page),
  );

  app.get(
    '/admin/players/:userNum/ledger.csv',
    {
      config: read,
      schema: {
        tags,
        summary: 'The account’s whole ledger as CSV, oldest first (streamed)',
        params: playerParamsSchema,
        response: { 200: z.string().describe('text/csv'), ...readErrors },
      },
    },
    async (request, reply) => {
      const { userNum } = request.params;
      const lines = await players.playerLedgerCsv(app.db, userNum);
      return sendCsv(reply, `ledger-${userNum}.csv`, lines);
    },
  );

  app.get(
    '/admin/players/:userNum/purchases',
    {
      config: read,
      schema: {
        tags,
        summary: 'The account’s purchases with their item-bank status, 20 a page, newest first',
        params: playerParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: playerPurchasesSchema, ...readErrors },
      },
    },
    async (request) => players.playerPurchases(app.db, request.params.userNum, request.query.page),
  );

  app.get(
    '/admin/players/:userNum/redemptions',
    {
      config: read,
      schema: {
        tags,
        summary: 'The vouchers the account redeemed, 20 a page, newest first',
        params: playerParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: playerRedemptionsSchema, ...readErrors },
      },
    },
    async (request) => players.playerRedemptions(app.db, request.params.userNum, request.query.page),
  );

  app.post(
    '/admin/players/:userNum/balance',
    {
      // The step-up is the service's: it depends on the caller's adjustments of the last 24 hours.
      config: { auth: 'staff', permission: 'economy.write', idempotent: true },
      schema: {
        tags,
        summary:
          'Add or take R-Coin or Milleage (ledger source admin); large amounts need confirm: true and a step-up',
        params: playerParamsSchema,
        body: adjustBodySchema,
        response: { 200: adjustResponseSchema, ...writeErrors, 422: errorResponseSchema },
      },
    },
    async (request) =>
      players.adjustBalance(
        app.db,
        app.balances,
        actor(request),
        request.params.userNum,
        request.body,
        request.idempotency,
        {
          confirmThreshold: app.config.ADJUST_CONFIRM_THRESHOLD,
          sessionToken: sessionTokenOf(request),
          now: app.now(),
        },
      ),
  );

  app.post(
    '/admin/players/:userNum/purchases/:purNum/cancel',
    {
      config: { auth: 'staff', permission: 'economy.write', idempotent: true },
      schema: {
        tags,
        summary: 'Cancel a purchase still waiting in the item bank and refund it',
        params: purchaseParamsSchema,
        body: reasonBodySchema,
        response: { 200: adjustResponseSchema, ...writeErrors, 422: errorResponseSchema },
      },
    },
    async (request) =>
      players.cancelPurchaseFor(
        app.db,
        app.balances,
        actor(request),
        request.params.userNum,
        request.params.purNum,
        request.body.reason,
        request.idempotency,
      ),
  );

  const write = { auth: 'staff', permission: 'players.write' } as const;

  app.post(
    '/admin/players/:userNum/ban',
    {
      config: write,
      schema: {
        tags,
        summary: 'Ban the account (optionally until a time): sign-in refused, every session ends at once',
        params: playerParamsSchema,
        body: banBodySchema,
        response: { 200: actionResponseSchema, ...writeErrors },
      },
    },
    async (request) =>
      players.banPlayer(
        app.db,
        app.game !== null,
        app.sessions,
        actor(request),
        request.params.userNum,
        request.body,
      ),
  );

  app.post(
    '/admin/players/:userNum/unban',
    {
      config: write,
      schema: {
        tags,
        summary: 'Lift the account’s ban',
        params: playerParamsSchema,
        body: reasonBodySchema,
        response: { 200: actionResponseSchema, ...writeErrors },
      },
    },
    async (request) =>
      players.unbanPlayer(
        app.db,
        app.game !== null,
        actor(request),
        request.params.userNum,
        request.body.reason,
      ),
  );

  app.post(
    '/admin/players/:userNum/sign-out',
    {
      config: write,
      schema: {
        tags,
        summary: 'End every session of the account',
        params: playerParamsSchema,
        body: reasonBodySchema,
        response: { 200: actionResponseSchema, ...writeErrors },
      },
    },
    async (request) =>
      players.signOutEverywhere(
        app.db,
        app.sessions,
        actor(request),
        request.params.userNum,
        request.body.reason,
      ),
  );

  app.post(
    '/admin/players/:userNum/password-reset',
    {
      config: write,
      schema: {
        tags,
        summary: 'Mail the player a password-reset link',
        params: playerParamsSchema,
        body: reasonBodySchema,
        response: { 200: actionResponseSchema, ...writeErrors },
      },
    },
    async (request) =>
      players.sendPasswordReset(
        ctx,
        requestMeta(request),
        actor(request),
        request.params.userNum,
        request.body.reason,
      ),
  );

  app.post(
    '/admin/players/:userNum/verify-email',
    {
      config: write,
      schema: {
        tags,
        summary: 'Mark the account’s e-mail address verified',
        params: playerParamsSchema,
        body: reasonBodySchema,
        response: { 200: actionResponseSchema, ...writeErrors },
      },
    },
    async (request) =>
      players.markEmailVerified(app.db, actor(request), request.params.userNum, request.body.reason),
  );

  app.post(
    '/admin/players/:userNum/user-type',
    {
      config: { auth: 'staff', permission: 'staff.manage', stepUp: true },
      schema: {
        tags,
        summary: 'Change the account’s user type (administrators only; a step-up)',
        params: playerParamsSchema,
        body: userTypeBodySchema,
        response: { 200: actionResponseSchema, ...writeErrors },
      },
    },
    async (request) =>
      players.changeUserType(app.db, app.sessions, actor(request), request.params.userNum, request.body),
  );

  app.post(
    '/admin/players/:userNum/factor-reset',
    {
      config: { auth: 'staff', permission: 'staff.manage', stepUp: true },
      schema: {
        tags,
        summary: 'Turn off a staff member’s two-step sign-in (a lost phone): they set it up again',
        params: playerParamsSchema,
        body: reasonBodySchema,
        response: { 200: actionResponseSchema, ...writeErrors },
      },
    },
    async (request) =>
      players.resetSecondFactor(
        app.db,
        app.sessions,
        actor(request),
        request.params.userNum,
        request.body.reason,
      ),
  );
};
