import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as voucherBatches from '../../src/server/db/migrations/20261123_2010_voucher_batches.ts';
import { hashVoucherCode } from '../../src/server/modules/vouchers/codes.ts';
import { createVoucherBatch, redeemVoucher } from '../../src/server/modules/vouchers/service.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-db.ts';
import { createPlayer, noBalanceCache } from '../support/wallet-factories.ts';

/** The batches migration: codes made before it get batches; down keeps revoked codes unusable. */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const asUnknown = (db: TestDatabase['db']) => db as unknown as Kysely<unknown>;

describe('20261123_2010_voucher_batches', () => {
  it('puts earlier codes into one batch per label, value, currency and expiry, and goes down and up', async () => {
    const db = database.db;
    // A revoked code before going down: it must stay unusable without the column.
    const { codes } = await createVoucherBatch(
      db,
      { name: 'kept', value: 9, currency: 'rcoin', count: 2 },
      { staff: null, ip: null },
    );
    await db
      .updateTable('vouchers')
      .set({ revoked_at: new Date() })
      .where('code_hash', '=', hashVoucherCode(codes[0]!))
      .execute();

    await voucherBatches.down(asUnknown(db));
    const expiry = new Date('2030-01-01T00:00:00Z');
    const old = (label: string, value: number, currency: 'rcoin' | 'milleage', expiresAt: Date | null) => ({
      code_hash: hashVoucherCode(`${label}-${value}-${Math.random()}`),
      value,
      currency,
      batch: label,
      expires_at: expiresAt,
    });
    await db
      .insertInto('vouchers')
      .values([
        old('promo', 100, 'rcoin', null),
        old('promo', 100, 'rcoin', null),
        old('promo', 100, 'milleage', null),
        old('', 5, 'rcoin', expiry),
        old('', 5, 'rcoin', expiry),
        old('', 5, 'rcoin', null),
      ])
      .execute();

    await voucherBatches.up(asUnknown(db));
    const batches = await db
      .selectFrom('voucher_batches')
      .select(['name', 'value', 'currency', 'count', 'expires_at', 'created_by'])
      .orderBy('id')
      .execute();
    expect(batches).toEqual(
      expect.arrayContaining([
        // The batch made before going down comes back as two: its code revoked then is now expired.
        {
          name: 'kept',
          value: 9,
          currency: 'rcoin',
          count: 1,
          expires_at: expect.any(Date),
          created_by: null,
        },
        { name: 'kept', value: 9, currency: 'rcoin', count: 1, expires_at: null, created_by: null },
        { name: 'promo', value: 100, currency: 'rcoin', count: 2, expires_at: null, created_by: null },
        { name: 'promo', value: 100, currency: 'milleage', count: 1, expires_at: null, created_by: null },
        {
          name: 'Earlier codes',
          value: 5,
          currency: 'rcoin',
          count: 2,
          expires_at: expiry,
          created_by: null,
        },
        { name: 'Earlier codes', value: 5, currency: 'rcoin', count: 1, expires_at: null, created_by: null },
      ]),
    );
    expect(batches).toHaveLength(6);
    const orphans = await db.selectFrom('vouchers').select('id').where('batch_id', 'is', null).execute();
    expect(orphans).toEqual([]);

    // The code revoked before going down came back expired (not revoked), and still cannot be redeemed.
    const player = await createPlayer(db);
    await expect(
      redeemVoucher(db, noBalanceCache, player.user.user_num, { code: codes[0]!, referral: '' }),
    ).rejects.toThrow('This voucher code has expired.');
    await expect(
      redeemVoucher(db, noBalanceCache, player.user.user_num, { code: codes[1]!, referral: '' }),
    ).resolves.toMatchObject({
      status: 1,
    });
  });
});
