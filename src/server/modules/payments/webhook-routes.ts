import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '#shared/contracts/errors.ts';
import type { PaymentProvider } from './provider.ts';
import { receiveWebhook } from './service.ts';

export const WEBHOOK_PATH = '/payments/paymongo/webhook';

const receivedSchema = z.object({ received: z.literal(true), outcome: z.string() });

/**
 * The provider's webhook. Its own plugin so that, here only, a JSON body arrives as the exact text that was
 * signed (re-serialising parsed JSON would not reproduce the signed bytes); every other route keeps the
 * site's JSON parser. It is an anonymous route: no cookie, no session, and `crossSite: 'open'` because
 * the caller is the provider's server, not a browser; what authenticates it is the signature, checked
 * before anything else (service.ts).
 */
export function webhookRoutes(provider: PaymentProvider | null): FastifyPluginAsyncZod {
  return async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );

    app.post(
      WEBHOOK_PATH,
      {
        config: { auth: 'anonymous', crossSite: 'open' },
        schema: {
          tags: ['payments'],
          summary: 'PayMongo webhook (checkout_session.payment.paid), signed with Paymongo-Signature',
          description:
            'HMAC-SHA256 of `t.body` with the webhook secret (`te` for test events, `li` for live ones; ' +
            'no window on `t`, since replays change nothing). Every event that verifies is answered 200, ' +
            'because PayMongo retries anything else and disables a webhook whose events keep failing: ' +
            '`outcome` is credited, already_paid, duplicate_event or ignored, or one of unknown_order, ' +
            'mismatch (amount or currency), mode_mismatch (a live event for a test key, or the reverse) and ' +
            'unreadable (a signed body that is no event the site can read), which change nothing and are ' +
            'listed for the operator on the console’s payments page. 401 for a signature that does not ' +
            'verify, 503 when no provider is set up.',
          response: {
            200: receivedSchema,
            400: errorResponseSchema,
            401: errorResponseSchema,
            409: errorResponseSchema,
            503: errorResponseSchema,
          },
        },
      },
      async (request) => {
        const rawBody = typeof request.body === 'string' ? request.body : '';
        const signature = request.headers['paymongo-signature'];
        const outcome = await receiveWebhook(
          app.db,
          app.balances,
          provider,
          { rawBody, signature: typeof signature === 'string' ? signature : undefined },
          request.log,
        );
        return { received: true as const, outcome };
      },
    );
  };
}
