import { sql } from 'kysely';
import type { Currency } from '#shared/shop-rules.ts';
import type { Db } from '../../db/database.ts';

/**
 * Marks a live voucher as spent by `userNum` in one conditional statement: of any number of concurrent
 * attempts on one code, exactly one gets a row back. A revocation (revokeBatchCodes, revokeCode) is the same
 * kind of statement on the same row: whichever locks the row first wins, and the other, re-checking its
 * conditions on the committed row, changes nothing. So a code is redeemed or revoked, never both.
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
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]))
    .returning(['id', 'value', 'currency'])
    .executeTakeFirst();
}

export async function findVoucherState(db: Db, codeHash: string) {
  return db
    .selectFrom('vouchers')
    .select(['redeemed_by', 'expires_at', 'revoked_at'])
    .where('code_hash', '=', codeHash)
    .executeTakeFirst();
}

// ---------- batches (the console and `npm run vouchers`)

export interface NewBatch {
  name: string;
  value: number;
  currency: Currency;
  count: number;
  prefix: string;
  expiresAt: Date | null;
  createdBy: number | null;
}

export async function insertBatch(trx: Db, batch: NewBatch) {
  return trx
    .insertInto('voucher_batches')
    .values({
      name: batch.name,
      value: batch.value,
      currency: batch.currency,
      count: batch.count,
      prefix: batch.prefix,
      expires_at: batch.expiresAt,
      created_by: batch.createdBy,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

/**
 * Inserts one chunk of a batch's codes (their hashes) in one statement, the hashes sent as one array.
 * Returns the hashes inserted: a hash already stored (a collision, about 2^-79 per pair) is skipped.
 */
export async function insertCodeHashes(
  trx: Db,
  batch: { id: number; name: string; value: number; currency: Currency; expiresAt: Date | null },
  hashes: string[],
): Promise<Set<string>> {
  const result = await sql<{ code_hash: string }>`
    insert into vouchers (code_hash, value, currency, batch, batch_id, expires_at)
    select h, ${batch.value}, ${batch.currency}, ${batch.name}, ${batch.id}, ${batch.expiresAt}::timestamptz
    from unnest(${hashes}::text[]) as h
    on conflict (code_hash) do nothing
    returning code_hash`.execute(trx);
  return new Set(result.rows.map((r) => r.code_hash));
}

const people = (db: Db) =>
  db
    .selectFrom('voucher_batches as b')
    .leftJoin('users as maker', 'maker.user_num', 'b.created_by')
    .leftJoin('users as revoker', 'revoker.user_num', 'b.revoked_by');

/** Batches newest first with their counts, one grouped query (the index vouchers_batch covers it). */
export async function listBatches(db: Db, filter: { id?: number; limit: number; offset: number }) {
  let query = people(db)
    .leftJoin('vouchers as v', 'v.batch_id', 'b.id')
    .select([
      'b.id',
      'b.name',
      'b.value',
      'b.currency',
      'b.count',
      'b.prefix',
      'b.expires_at',
      'b.created_at',
      'b.created_by',
      'maker.user_id as created_by_id',
      'b.revoked_at',
      'b.revoked_by',
      'revoker.user_id as revoked_by_id',
      sql<number>`count(v.id)`.as('issued'),
      sql<number>`count(v.redeemed_at)`.as('redeemed'),
      sql<number>`count(*) filter (where v.redeemed_at is null and v.revoked_at is not null)`.as('revoked'),
      sql<number>`count(*) filter (where v.redeemed_at is null and v.revoked_at is null
        and v.expires_at <= now())`.as('expired'),
    ])
    .groupBy(['b.id', 'maker.user_id', 'revoker.user_id'])
    .orderBy('b.id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset);
  if (filter.id !== undefined) query = query.where('b.id', '=', filter.id);
  return query.execute();
}
export type BatchRow = Awaited<ReturnType<typeof listBatches>>[number];

export async function countBatches(db: Db): Promise<number> {
  const row = await db
    .selectFrom('voucher_batches')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The batch row, locked until the transaction ends: two revocations of one batch queue up. */
export async function lockBatch(trx: Db, id: number) {
  return trx
    .selectFrom('voucher_batches')
    .select(['id', 'name', 'revoked_at'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function markBatchRevoked(trx: Db, id: number, staff: number | null) {
  return trx
    .updateTable('voucher_batches')
    .set({ revoked_at: sql<Date>`now()`, revoked_by: staff })
    .where('id', '=', id)
    .returning('revoked_at')
    .executeTakeFirstOrThrow();
}

/** Revokes every code of the batch not redeemed (nor revoked) yet, in one statement; returns how many. */
export async function revokeBatchCodes(trx: Db, batchId: number): Promise<number> {
  const result = await trx
    .updateTable('vouchers')
    .set({ revoked_at: sql<Date>`now()` })
    .where('batch_id', '=', batchId)
    .where('redeemed_by', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Revokes one code if it is neither redeemed nor revoked; undefined otherwise. */
export async function revokeCode(trx: Db, codeHash: string) {
  return trx
    .updateTable('vouchers')
    .set({ revoked_at: sql<Date>`now()` })
    .where('code_hash', '=', codeHash)
    .where('redeemed_by', 'is', null)
    .where('revoked_at', 'is', null)
    .returning(['id', 'batch_id', 'revoked_at'])
    .executeTakeFirst();
}

/** One code by its hash, with its batch and who redeemed it. */
export async function findVoucher(db: Db, codeHash: string) {
  return db
    .selectFrom('vouchers as v')
    .leftJoin('voucher_batches as b', 'b.id', 'v.batch_id')
    .leftJoin('users as u', 'u.user_num', 'v.redeemed_by')
    .select([
      'v.id',
      'v.value',
      'v.currency',
      'v.batch_id',
      'b.name as batch_name',
      'v.created_at',
      'v.expires_at',
      'v.redeemed_at',
      'v.redeemed_by',
      'u.user_id as redeemed_by_id',
      'v.revoked_at',
      sql<boolean>`v.expires_at is not null and v.expires_at <= now()`.as('expired'),
    ])
    .where('v.code_hash', '=', codeHash)
    .executeTakeFirst();
}
