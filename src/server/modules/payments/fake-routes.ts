import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '#shared/contracts/errors.ts';
import { notFound } from '../../http-error.ts';
import { userOf } from '../../plugins/auth.ts';
import type { FakeProvider } from './fake-provider.ts';
import { assertCheckoutOwner } from './service.ts';

const sessionParams = z.strictObject({
  id: z
    .string()
    .max(60, 'There is no such checkout.')
    .regex(/^cs_fake_[0-9a-f]{24}$/, 'There is no such checkout.'),
});

const fakeSessionSchema = z.object({
  id: z.string(),
  reference: z.string(),
  amountCentavos: z.number().int(),
  status: z.enum(['active', 'paid', 'expired']),
});

const NO_CHECKOUT =
  'There is no such checkout (the fake provider forgets its checkouts when the site restarts).';

/**
 * The fake provider's hosted checkout, for /topup/checkout/:id (only when PAYMENT_PROVIDER=fake). Anyone
 * may look at it, but Pay and Fail act only for the signed-in player whose order it is (401 without a
 * session, 403 for another player), so a checkout's id alone pays nothing.
 */
export function fakeCheckoutRoutes(fake: FakeProvider): FastifyPluginAsyncZod {
  const view = (id: string) => {
    const record = fake.session(id);
    if (!record) throw notFound(NO_CHECKOUT);
    const status: 'active' | 'paid' | 'expired' = record.payment ? 'paid' : record.status;
    return { id: record.id, reference: record.reference, amountCentavos: record.amountCentavos, status };
  };
  const schema = (summary: string) => ({
    tags: ['payments'],
    summary,
    params: sessionParams,
    response: {
      200: fakeSessionSchema,
      400: errorResponseSchema,
      401: errorResponseSchema,
      403: errorResponseSchema,
      404: errorResponseSchema,
    },
  });
  return async (app) => {
    app.get(
      '/payments/fake/checkouts/:id',
      { config: { auth: 'anonymous' }, schema: schema('Fake provider: a checkout (development only)') },
      async (request) => view(request.params.id),
    );
    app.post(
      '/payments/fake/checkouts/:id/pay',
      {
        config: { auth: 'user' },
        schema: schema(
          'Fake provider: the order’s player pays; a signed paid webhook follows (development only)',
        ),
      },
      async (request) => {
        view(request.params.id);
        await assertCheckoutOwner(app.db, request.params.id, userOf(request).userNum);
        await fake.pay(request.params.id);
        return view(request.params.id);
      },
    );
    app.post(
      '/payments/fake/checkouts/:id/fail',
      {
        config: { auth: 'user' },
        schema: schema(
          'Fake provider: the order’s player fails the payment; the checkout ends unpaid (development only)',
        ),
      },
      async (request) => {
        view(request.params.id);
        await assertCheckoutOwner(app.db, request.params.id, userOf(request).userNum);
        fake.fail(request.params.id);
        return view(request.params.id);
      },
    );
  };
}
