import type { Config } from '../../config.ts';
import { type FakeProvider, fakeProvider, type WebhookSender } from './fake-provider.ts';
import { paymongoProvider } from './paymongo-provider.ts';
import type { PaymentProvider } from './provider.ts';

/**
 * The provider the settings choose: PayMongo when both of its keys are set (else none: top-up shows as
 * unavailable), or the fake one (config.ts refuses it in production).
 */
export function paymentProviderFor(
  config: Config,
  send: WebhookSender,
): { provider: PaymentProvider | null; fake: FakeProvider | null } {
  if (config.PAYMENT_PROVIDER === 'fake') {
    const fake = fakeProvider({ webhookSecret: config.PAYMONGO_WEBHOOK_SECRET, send });
    return { provider: fake, fake };
  }
  if (!config.PAYMONGO_SECRET_KEY || !config.PAYMONGO_WEBHOOK_SECRET) return { provider: null, fake: null };
  return {
    provider: paymongoProvider({
      secretKey: config.PAYMONGO_SECRET_KEY,
      webhookSecret: config.PAYMONGO_WEBHOOK_SECRET,
      apiUrl: config.PAYMONGO_API_URL,
    }),
    fake: null,
  };
}
