import { sql } from 'kysely';
import type { Currency } from '#shared/shop-rules.ts';
import type { Db } from '../../db/database.ts';

export interface NewVoucher {
  codeHash: string;
  value: number;
  currency: Currency;
  batch: string;
  expiresAt: Date | null;
}

export async function insertVouchers(db: Db, vouchers: NewVoucher[]): Promise<number> {
  if (vouchers.length === 0) return 0;
  const rows = await db
    .insertInto('vouchers')
    .values(
      vouchers.map((v) => ({
        code_hash: v.codeHash,
        value: v.value,
        currency: v.currency,
        batch: v.batch,
        expires_at: v.expiresAt,
      })),
    )
    .onConflict((oc) => oc.column('code_hash').doNothing())
    .returning('id')
    .execute();
  return rows.length;
}

/**
 * Marks a live voucher as spent by `userNum` in one conditional statement: of any number of concurrent
 * attempts on one code, exactly one gets a row back.
 */
export async function claimVoucher(
  db: Db,
  claim: { codeHash: string; code: string; userNum: number; referral: string },
) {
  return db
    .updateTable('vouchers')
    .set({
      redeemed_by: claim.userNum,
      redeemed_at: sql<Date>`now()`,
      redeemed_code: claim.code,
      referral_code: claim.referral || null,
    })
    .where('code_hash', '=', claim.codeHash)
    .where('redeemed_by', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]))
    .returning(['id', 'value', 'currency'])
    .executeTakeFirst();
}

export async function findVoucherState(db: Db, codeHash: string) {
  return db
    .selectFrom('vouchers')
    .select(['redeemed_by', 'expires_at'])
    .where('code_hash', '=', codeHash)
    .executeTakeFirst();
}

export async function countRedeemed(db: Db, userNum: number): Promise<number> {
  const row = await db
    .selectFrom('vouchers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('redeemed_by', '=', userNum)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listRedeemed(db: Db, userNum: number, limit: number, offset: number) {
  return db
    .selectFrom('vouchers')
    .select(['redeemed_code', 'redeemed_at', 'value', 'currency'])
    .where('redeemed_by', '=', userNum)
    .orderBy('redeemed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}
