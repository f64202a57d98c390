import { describe, expect, it } from 'vitest';
import { loadConfig, withDemoPayments } from './config.ts';

describe('payment settings', () => {
  it('npm start picks the fake provider outside production only when none is chosen', () => {
    expect(withDemoPayments({ NODE_ENV: 'development' }).PAYMENT_PROVIDER).toBe('fake');
    expect(withDemoPayments({}).PAYMENT_PROVIDER).toBe('fake');
    expect(withDemoPayments({ PAYMENT_PROVIDER: 'paymongo' }).PAYMENT_PROVIDER).toBe('paymongo');
    expect(withDemoPayments({ NODE_ENV: 'production' }).PAYMENT_PROVIDER).toBeUndefined();
  });

  it('defaults to PayMongo and refuses the fake provider in production', () => {
    expect(loadConfig({}).PAYMENT_PROVIDER).toBe('paymongo');
    expect(() =>
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://ran.example.com', PAYMENT_PROVIDER: 'fake' }),
    ).toThrow('PAYMENT_PROVIDER: fake is for development, demos and tests only; use paymongo in production');
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
  });
});
