import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export function findFactor(db: Db, userNum: number) {
  return db
    .selectFrom('second_factors')
    .select(['secret', 'enabled_at', 'last_step'])
    .where('user_num', '=', userNum)
    .executeTakeFirst();
}

/** The factor row, locked until the transaction ends (a code is checked and its step stored together). */
export function lockFactor(db: Db, userNum: number) {
  return db
    .selectFrom('second_factors')
    .select(['secret', 'enabled_at', 'last_step'])
    .where('user_num', '=', userNum)
    .forUpdate()
    .executeTakeFirst();
}

export async function hasEnabledFactor(db: Db, userNum: number): Promise<boolean> {
  const row = await db
    .selectFrom('second_factors')
    .select('user_num')
    .where('user_num', '=', userNum)
    .where('enabled_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A new secret waiting for its first code; replaces a set-up that was never confirmed, never one that is on
 * (false then: a confirmation committed first).
 */
export async function startFactor(db: Db, userNum: number, secret: string): Promise<boolean> {
  const written = await db
    .insertInto('second_factors')
    .values({ user_num: userNum, secret, enabled_at: null, last_step: 0 })
    .onConflict((oc) =>
      oc
        .column('user_num')
        .doUpdateSet({ secret, enabled_at: null, last_step: 0 })
        .where('second_factors.enabled_at', 'is', null),
    )
    .executeTakeFirst();
  return (written.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

export async function enableFactor(db: Db, userNum: number, step: number, now: Date): Promise<void> {
  await db
    .updateTable('second_factors')
    .set({ enabled_at: now, last_step: step })
    .where('user_num', '=', userNum)
    .execute();
}

export async function storeLastStep(db: Db, userNum: number, step: number): Promise<void> {
  await db.updateTable('second_factors').set({ last_step: step }).where('user_num', '=', userNum).execute();
}

/** Removes the factor and its recovery codes. */
export async function deleteFactor(db: Db, userNum: number): Promise<void> {
  await db.deleteFrom('factor_recovery_codes').where('user_num', '=', userNum).execute();
  await db.deleteFrom('second_factors').where('user_num', '=', userNum).execute();
}

export async function replaceRecoveryCodes(db: Db, userNum: number, hashes: string[]): Promise<void> {
  await db.deleteFrom('factor_recovery_codes').where('user_num', '=', userNum).execute();
  await db
    .insertInto('factor_recovery_codes')
    .values(hashes.map((code_hash) => ({ user_num: userNum, code_hash })))
    .execute();
}

/** Marks an unused recovery code used; false when it is not one of the account's unused codes. */
export async function spendRecoveryCode(db: Db, userNum: number, hash: string, now: Date): Promise<boolean> {
  const used = await db
    .updateTable('factor_recovery_codes')
    .set({ used_at: now })
    .where('user_num', '=', userNum)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return used.numUpdatedRows > 0n;
}

export async function countRecoveryCodesLeft(db: Db, userNum: number): Promise<number> {
  const row = await db
    .selectFrom('factor_recovery_codes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_num', '=', userNum)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertChallenge(
  db: Db,
  row: { tokenHash: string; userNum: number; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('factor_challenges')
    .values({ token_hash: row.tokenHash, user_num: row.userNum, expires_at: row.expiresAt })
    .execute();
  // Old challenges are of no use to anyone: the table keeps only the live ones and a day of used ones.
  await db
    .deleteFrom('factor_challenges')
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
}

/** The account a live, unused sign-in challenge belongs to. */
export async function findChallenge(db: Db, tokenHash: string, now: Date) {
  return db
    .selectFrom('factor_challenges')
    .select('user_num')
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/**
 * The live, unused challenge, locked until the transaction ends: a second code step with the same token
 * waits, then finds it used (or expired) and proves nothing.
 */
export function lockChallenge(db: Db, tokenHash: string, now: Date) {
  return db
    .selectFrom('factor_challenges')
    .select('user_num')
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .forUpdate()
    .executeTakeFirst();
}

/** Uses a challenge the caller locked (lockChallenge). */
export async function spendChallenge(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db
    .updateTable('factor_challenges')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .execute();
}

export async function markSessionFactorVerified(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ factor_verified_at: now })
    .where('token_hash', '=', tokenHash)
    .execute();
}

/** Whether the account's factor is on, and when the session last proved it (the step-up check). */
export async function findStepUpStanding(db: Db, userNum: number, tokenHash: string) {
  const row = await db
    .selectFrom('users')
    .leftJoin('second_factors', (join) =>
      join
        .onRef('second_factors.user_num', '=', 'users.user_num')
        .on('second_factors.enabled_at', 'is not', null),
    )
    .leftJoin('sessions', (join) =>
      join.onRef('sessions.user_num', '=', 'users.user_num').on('sessions.token_hash', '=', tokenHash),
    )
    .select([sql<boolean>`second_factors.user_num is not null`.as('enabled'), 'sessions.factor_verified_at'])
    .where('users.user_num', '=', userNum)
    .executeTakeFirst();
  return { enabled: row?.enabled ?? false, verifiedAt: row?.factor_verified_at ?? null };
}
