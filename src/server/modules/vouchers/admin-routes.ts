import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  batchCreatedSchema,
  batchCreateSchema,
  batchIdParamsSchema,
  batchListQuerySchema,
  batchListSchema,
  batchRevokedSchema,
  codeRevokedSchema,
  voucherCodeSchema,
  voucherLookupSchema,
} from '#shared/contracts/admin-vouchers.ts';
import { errorResponseSchema } from '#shared/contracts/errors.ts';
import { staffOf } from '../../plugins/auth.ts';
import {
  batchPage,
  createBatchFromConsole,
  lookUpVoucher,
  revokeBatch,
  revokeVoucherCode,
} from './service.ts';

const refused = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const tags = ['admin'];
const config = { auth: 'staff', permission: 'economy.write' } as const;

/** The console's vouchers (docs/product/vouchers.md): batches, revocation and looking a code up. Admins only. */
export const voucherAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const actorOf = (request: Parameters<typeof staffOf>[0]) => ({
    staff: staffOf(request).userNum,
    ip: request.ip,
  });

  app.get(
    '/admin/voucher-batches',
    {
      config,
      schema: {
        tags,
        summary:
          'Voucher batches, newest first, 20 a page, with issued, redeemed, expired and revoked counts',
        querystring: batchListQuerySchema,
        response: { 200: batchListSchema, ...refused },
      },
    },
    async (request) => batchPage(app.db, request.query.page),
  );

  app.post(
    '/admin/voucher-batches',
    {
      // New money in circulation: a step-up (docs/product/staff-security.md); `npm run vouchers` needs none.
      config: { ...config, stepUp: true },
      schema: {
        tags,
        summary: 'Make a batch of voucher codes; the answer has the codes, shown this once',
        body: batchCreateSchema,
        response: { 200: batchCreatedSchema, ...refused },
      },
    },
    async (request) => createBatchFromConsole(app.db, request.body, actorOf(request)),
  );

  app.post(
    '/admin/voucher-batches/:id/revoke',
    {
      config,
      schema: {
        tags,
        summary: 'Revoke a batch: none of its unredeemed codes can be redeemed any more',
        params: batchIdParamsSchema,
        response: { 200: batchRevokedSchema, ...refused, 404: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request) => revokeBatch(app.db, request.params.id, actorOf(request)),
  );

  app.post(
    '/admin/vouchers/revoke',
    {
      config: { ...config, rateLimit: ['voucherLookup'] },
      schema: {
        tags,
        summary: 'Revoke one code, as typed (it is hashed on the server)',
        body: voucherCodeSchema,
        response: {
          200: codeRevokedSchema,
          ...refused,
          404: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => revokeVoucherCode(app.db, request.body.code, actorOf(request)),
  );

  app.post(
    '/admin/vouchers/lookup',
    {
      config: { ...config, rateLimit: ['voucherLookup'] },
      schema: {
        tags,
        summary: 'Look a code up: its batch, value, state, and when and by whom it was redeemed',
        description:
          'A POST so the code never appears in an address or a log. Not audited (a read); rate limited per staff member.',
        body: voucherCodeSchema,
        response: {
          200: voucherLookupSchema,
          ...refused,
          404: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => lookUpVoucher(app.db, request.body.code),
  );
};
