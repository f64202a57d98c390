import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ledgerCheckSchema,
  ledgerDailySchema,
  ledgerFilterSchema,
  ledgerListSchema,
  ledgerQuerySchema,
} from '#shared/contracts/admin-ledger.ts';
import { errorResponseSchema } from '#shared/contracts/errors.ts';
import { sendCsv } from '../../csv.ts';
import * as ledger from './ledger-admin-service.ts';

const tags = ['admin'];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
/** The whole economy's money movements: administrators only. Reads, so nothing is audited. */
const config = { auth: 'staff', permission: 'economy.write' } as const;
const filters =
  'Filters: player (user ID or number), source, currency, from and to (Manila dates, inclusive).';

/** The console's global ledger (docs/product/ledger-console.md). */
export const ledgerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/ledger',
    {
      config,
      schema: {
        tags,
        summary: 'Every account’s ledger rows, 50 a page, newest first',
        description: filters,
        querystring: ledgerQuerySchema,
        response: { 200: ledgerListSchema, ...errors },
      },
    },
    async (request) => ledger.ledgerPage(app.db, request.query),
  );

  app.get(
    '/admin/ledger.csv',
    {
      config,
      schema: {
        tags,
        summary: 'The filtered ledger as CSV, oldest first (streamed)',
        description: filters,
        querystring: ledgerFilterSchema,
        response: { 200: z.string().describe('text/csv'), ...errors },
      },
    },
    async (request, reply) => sendCsv(reply, 'ledger.csv', await ledger.ledgerCsv(app.db, request.query)),
  );

  app.get(
    '/admin/ledger/daily',
    {
      config,
      schema: {
        tags,
        summary: 'Ledger totals per Manila day, source and currency (at most 366 days; 30 by default)',
        description: filters,
        querystring: ledgerFilterSchema,
        response: { 200: ledgerDailySchema, ...errors },
      },
    },
    async (request) => ledger.ledgerDaily(app.db, request.query),
  );

  app.get(
    '/admin/ledger/check',
    {
      config,
      schema: {
        tags,
        summary: 'Balances that differ from the sum of their ledger rows (count and the first 100)',
        response: { 200: ledgerCheckSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async () => ledger.ledgerCheck(app.db),
  );
};
