import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '#shared/contracts/errors.ts';
import { notFound } from '../../http-error.ts';
import type { FakeProvider } from './fake-provider.ts';

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
 * The fake provider's hosted checkout, for /topup/checkout/:id (only when PAYMENT_PROVIDER=fake). Like a
 * provider's page it needs no session: whoever holds the checkout's id can pay it.
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
    response: { 200: fakeSessionSchema, 400: errorResponseSchema, 404: errorResponseSchema },
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
        config: { auth: 'anonymous' },
        schema: schema('Fake provider: pay, which sends a signed paid webhook (development only)'),
      },
      async (request) => {
        await fake.pay(request.params.id);
        return view(request.params.id);
      },
    );
    app.post(
      '/payments/fake/checkouts/:id/fail',
      {
        config: { auth: 'anonymous' },
        schema: schema('Fake provider: the payment fails and the checkout ends unpaid (development only)'),
      },
      async (request) => {
        fake.fail(request.params.id);
        return view(request.params.id);
      },
    );
  };
}
