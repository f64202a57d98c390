import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as paymentSettings from '../../src/server/db/migrations/20261127_1200_payment_attention_and_methods.ts';
import * as repo from '../../src/server/modules/payments/repository.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-db.ts';
import { createPlayer } from '../support/wallet-factories.ts';

/** The payment methods setting: a new site offers QR Ph alone; a site that took PayMongo payments keeps its methods. */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const asUnknown = (db: TestDatabase['db']) => db as unknown as Kysely<unknown>;

async function remigrate(): Promise<string[]> {
  await paymentSettings.down(asUnknown(database.db));
  await paymentSettings.up(asUnknown(database.db));
  return (await repo.readPaymentSettings(database.db)).methods;
}

describe('20261127_1200_payment_attention_and_methods', () => {
  it('offers QR Ph alone on a site without PayMongo checkouts, and the old seven on one with them', async () => {
    const db = database.db;
    const { user } = await createPlayer(db);
    const pack = await db.selectFrom('topup_packages').select(['id', 'name']).executeTakeFirstOrThrow();
    const order = (provider: 'paymongo' | 'fake', reference: string) =>
      repo.insertOrder(db, {
        reference,
        userNum: user.user_num,
        packageId: pack.id,
        packageName: pack.name,
        provider,
        amountCentavos: 10_000,
        rcoin: 100,
      });

    // The fake provider's checkouts, and a PayMongo order whose checkout was never made, say nothing.
    const fake = await order('fake', 'TU-fake-1');
    await repo.setCheckout(db, fake.id, 'cs_fake_1', '/topup/checkout/cs_fake_1');
    await order('paymongo', 'TU-no-checkout');
    expect(await remigrate()).toEqual(['qrph']);

    const real = await order('paymongo', 'TU-real-1');
    await repo.setCheckout(db, real.id, 'cs_real_1', 'https://checkout.paymongo.com/cs_real_1');
    expect(await remigrate()).toEqual(['gcash', 'paymaya', 'card', 'grab_pay', 'qrph', 'dob', 'billease']);
  });
});
