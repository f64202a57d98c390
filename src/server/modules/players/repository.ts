import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** The operator's view of an account: every read and write of the console's players part. */

/** Characters a search term may contain before it is used as a `like` prefix (the wildcards escaped). */
const likePrefix = (term: string) => `${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Accounts matching `term` by any key, each key bounded by `cap` and each served by an index (the
 * migration 20261123_2020_player_admin): user number (digits), user ID prefix, exact e-mail, first, last or
 * full name prefix, character name prefix, and an address exactly (a session's or a known sign-in's).
 * Returns the distinct account numbers and whether a key reached the cap.
 */
export async function searchAccountNums(
  db: Db,
  term: string,
  cap: number,
): Promise<{ userNums: number[]; capped: boolean }> {
  const prefix = likePrefix(term);
  const lower = term.toLowerCase();
  const limit = cap + 1;
  const keys: RawBuilder<unknown>[] = [
    sql`select user_num from users where lower(user_id) like ${prefix} order by lower(user_id) limit ${limit}`,
    sql`select user_num from users where lower(email) = ${lower} limit ${limit}`,
    sql`select user_num from users where lower(name_first) like ${prefix} order by lower(name_first) limit ${limit}`,
    sql`select user_num from users where lower(name_last) like ${prefix} order by lower(name_last) limit ${limit}`,
    sql`select user_num from users where lower(name_first || ' ' || name_last) like ${prefix}
      order by lower(name_first || ' ' || name_last) limit ${limit}`,
    sql`select user_num from characters where lower(cha_name) like ${prefix} and user_num is not null
      order by lower(cha_name) limit ${limit}`,
    sql`select distinct user_num from sessions where ip = ${term} limit ${limit}`,
    sql`select distinct user_num from known_logins where kind = 'address' and value = ${term} limit ${limit}`,
  ];
  if (/^\d{1,9}$/.test(term)) keys.push(sql`select user_num from users where user_num = ${Number(term)}`);
  const found = new Set<number>();
  let capped = false;
  // One round trip per key; each is an index range scan of at most cap + 1 rows.
  for (const key of keys) {
    const rows = (await key.execute(db)).rows as { user_num: number }[];
    if (rows.length > cap) capped = true;
    for (const row of rows.slice(0, cap)) found.add(row.user_num);
  }
  return { userNums: [...found].sort((a, b) => a - b), capped };
}

const SUMMARY = [
  'user_num',
  'user_id',
  'email',
  'name_first',
  'name_last',
  'user_type',
  'created_at',
  'blocked_at',
  'blocked_until',
  'block_reason',
] as const;

export async function accountSummaries(db: Db, userNums: number[]) {
  if (userNums.length === 0) return [];
  return db
    .selectFrom('users')
    .select(SUMMARY)
    .where('user_num', 'in', userNums)
    .orderBy('user_num')
    .execute();
}

/** The account without its secrets: never the password hash or the secret answer. */
export async function findAccount(db: Db, userNum: number) {
  return db
    .selectFrom('users')
    .select([
      ...SUMMARY,
      'email_verified_at',
      'phone_number',
      'gender',
      'country',
      'user_point',
      'user_point2',
      'game_user_num',
      'game_password_pending_at',
    ])
    .where('user_num', '=', userNum)
    .executeTakeFirst();
}

/** The same, locked for a change in the caller's transaction. */
export async function lockAccount(db: Db, userNum: number) {
  return db
    .selectFrom('users')
    .select([
      'user_num',
      'user_id',
      'email',
      'language',
      'user_type',
      'user_point',
      'user_point2',
      'email_verified_at',
      'blocked_at',
      'blocked_until',
      'game_user_num',
      'block_reason',
    ])
    .where('user_num', '=', userNum)
    .forUpdate()
    .executeTakeFirst();
}

export async function charactersOf(db: Db, userNum: number) {
  return db
    .selectFrom('characters')
    .select(['cha_num', 'cha_name', 'cha_level', 'cha_class', 'cha_school'])
    .where('user_num', '=', userNum)
    .orderBy('cha_level', 'desc')
    .orderBy('cha_num')
    .execute();
}

export async function recentSessions(db: Db, userNum: number, limit: number) {
  return db
    .selectFrom('sessions')
    .select(['created_at', 'last_seen_at', 'expires_at', 'revoked_at', 'ip', 'user_agent'])
    .where('user_num', '=', userNum)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

export async function knownAddresses(db: Db, userNum: number, limit: number) {
  return db
    .selectFrom('known_logins')
    .select(['value', 'last_success_at'])
    .where('user_num', '=', userNum)
    .where('kind', '=', 'address')
    .orderBy('last_success_at', 'desc')
    .limit(limit)
    .execute();
}

async function countWhere(db: Db, table: 'wallet_ledger' | 'shop_purchases', userNum: number) {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_num', '=', userNum)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const countLedger = (db: Db, userNum: number) => countWhere(db, 'wallet_ledger', userNum);
export const countPurchases = (db: Db, userNum: number) => countWhere(db, 'shop_purchases', userNum);

const LEDGER = ['id', 'created_at', 'currency', 'amount', 'balance_after', 'source', 'reference'] as const;

/** Newest first. */
export async function ledgerPage(db: Db, userNum: number, limit: number, offset: number) {
  return db
    .selectFrom('wallet_ledger')
    .select(LEDGER)
    .where('user_num', '=', userNum)
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** Oldest first, after `afterId`: the CSV export reads the ledger in batches by this key. */
export async function ledgerBatch(db: Db, userNum: number, afterId: number, limit: number) {
  return db
    .selectFrom('wallet_ledger')
    .select(LEDGER)
    .where('user_num', '=', userNum)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function purchasesPage(db: Db, userNum: number, limit: number, offset: number) {
  return db
    .selectFrom('shop_purchases')
    .innerJoin('shop_items', 'shop_items.product_num', 'shop_purchases.product_num')
    .select([
      'shop_purchases.pur_num',
      'shop_purchases.pur_date',
      'shop_purchases.product_num',
      'shop_items.item_name',
      'shop_purchases.pur_price',
      'shop_purchases.currency',
      'shop_purchases.pur_flag',
    ])
    .where('shop_purchases.user_num', '=', userNum)
    .orderBy('shop_purchases.pur_num', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countRedemptions(db: Db, userNum: number): Promise<number> {
  const row = await db
    .selectFrom('vouchers')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('redeemed_by', '=', userNum)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function redemptionsPage(db: Db, userNum: number, limit: number, offset: number) {
  return db
    .selectFrom('vouchers')
    .select(['redeemed_at', 'redeemed_code', 'value', 'currency', 'batch'])
    .where('redeemed_by', '=', userNum)
    .orderBy('redeemed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

// ---------------------------------------------------------------- writes

export async function setBlock(
  db: Db,
  userNum: number,
  block: { at: Date | null; until: Date | null; reason: string | null },
): Promise<void> {
  await db
    .updateTable('users')
    .set({ blocked_at: block.at, blocked_until: block.until, block_reason: block.reason })
    .where('user_num', '=', userNum)
    .execute();
}

/** Ends every live session of the account now; returns how many were live. */
export async function revokeLiveSessions(db: Db, userNum: number, now: Date): Promise<number> {
  const rows = await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_num', '=', userNum)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('token_hash')
    .execute();
  // Expired ones are ended too (no longer usable anyway), without counting them as signed out.
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_num', '=', userNum)
    .where('revoked_at', 'is', null)
    .execute();
  return rows.length;
}

export async function setEmailVerified(db: Db, userNum: number, at: Date): Promise<void> {
  await db.updateTable('users').set({ email_verified_at: at }).where('user_num', '=', userNum).execute();
}

export async function setUserType(db: Db, userNum: number, userType: number): Promise<void> {
  await db.updateTable('users').set({ user_type: userType }).where('user_num', '=', userNum).execute();
}

export async function purchaseOf(db: Db, userNum: number, purNum: number) {
  return db
    .selectFrom('shop_purchases')
    .select(['pur_num', 'pur_flag'])
    .where('user_num', '=', userNum)
    .where('pur_num', '=', purNum)
    .executeTakeFirst();
}

/** The advisory lock key space of "one staff member's balance adjustments" (the second key is the staff member). */
const ADJUSTMENTS_LOCK = 4201;

/**
 * Lines up the staff member's balance adjustments until the transaction ends, so each one's look at the
 * day's total (adjustedBy) sees every adjustment before it. A lock of its own, not a row's: two staff
 * members adjusting each other's balances wait for no one.
 */
export async function lockAdjustmentsBy(db: Db, staff: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${ADJUSTMENTS_LOCK}, ${staff})`.execute(db);
}

/**
 * The total (either way) the staff member moved in one balance field (user_point: R-Coin, user_point2:
 * Milleage) by their adjustments since `since`, from the audit rows, which name who adjusted.
 */
export async function adjustedBy(
  db: Db,
  staff: number,
  field: 'user_point' | 'user_point2',
  since: Date,
): Promise<number> {
  const { rows } = await sql<{ total: string }>`
    select coalesce(sum(abs((c->>'new')::bigint - (c->>'old')::bigint)), 0) as total
    from audit_log a cross join lateral jsonb_array_elements(a.changes) c
    where a.created_at > ${since} and a.actor_user_num = ${staff}
      and a.action = 'player.adjust_balance' and c->>'field' = ${field}`.execute(db);
  return Number(rows[0]?.total ?? 0);
}
