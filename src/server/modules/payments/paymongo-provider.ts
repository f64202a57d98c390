import { z } from 'zod';
import { checkoutSessionSchema, stateOf } from './paymongo-resources.ts';
import { parsePaymongoWebhook } from './paymongo-webhook.ts';
import { type PaymentProvider, ProviderUnavailable } from './provider.ts';

/** A call to PayMongo that takes longer than this is given up: the player sees "try again", nothing charged. */
const CALL_TIMEOUT_MS = 15_000;

const sessionAnswerSchema = z.object({ data: checkoutSessionSchema });

export interface PaymongoSettings {
  secretKey: string;
  webhookSecret: string;
  /** https://api.paymongo.com, or the tests' loopback stand-in. */
  apiUrl: string;
}

/**
 * The PayMongo Checkout Sessions API on `fetch` (PayMongo's Node SDK has no Checkout Sessions; why not
 * the SDK: docs/decisions/0021-payment-provider-and-crediting.md): HTTP Basic with the secret key as the
 * user name and an empty password. A live key (sk_live_…) acts only on live webhook events, any other key
 * only on test ones.
 */
export function paymongoProvider(settings: PaymongoSettings): PaymentProvider {
  const auth = `Basic ${Buffer.from(`${settings.secretKey}:`).toString('base64')}`;
  const mode = settings.secretKey.startsWith('sk_live_') ? 'live' : 'test';
  const base = settings.apiUrl.replace(/\/+$/, '');

  async function call(method: 'GET' | 'POST', path: string, body?: unknown) {
    let response: Response;
    try {
      response = await fetch(`${base}/v1/${path}`, {
        method,
        headers: {
          authorization: auth,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderUnavailable(`PayMongo unreachable: ${(error as Error).message}`);
    }
    const text = await response.text();
    if (!response.ok) {
      throw new ProviderUnavailable(`PayMongo answered ${response.status}: ${text.slice(0, 300)}`);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new ProviderUnavailable('PayMongo answered with something that is not JSON');
    }
    const parsed = sessionAnswerSchema.safeParse(json);
    if (!parsed.success) throw new ProviderUnavailable('PayMongo answered without a checkout session');
    return parsed.data.data;
  }

  return {
    name: 'paymongo',
    async createCheckout(request) {
      const session = await call('POST', 'checkout_sessions', {
        data: {
          attributes: {
            line_items: [
              { amount: request.amountCentavos, currency: 'PHP', name: request.description, quantity: 1 },
            ],
            payment_method_types: request.methods,
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            reference_number: request.reference,
            description: request.description,
            send_email_receipt: false,
            show_description: true,
            show_line_items: true,
            metadata: { reference: request.reference },
          },
        },
      });
      const checkoutUrl = session.attributes.checkout_url;
      if (!checkoutUrl) throw new ProviderUnavailable('PayMongo gave no checkout_url');
      return { providerRef: session.id, checkoutUrl };
    },
    async retrieve(providerRef) {
      return stateOf(await call('GET', `checkout_sessions/${encodeURIComponent(providerRef)}`));
    },
    async expire(providerRef) {
      await call('POST', `checkout_sessions/${encodeURIComponent(providerRef)}/expire`);
    },
    parseWebhook(rawBody, header) {
      return parsePaymongoWebhook(rawBody, header, settings.webhookSecret, mode);
    },
  };
}
