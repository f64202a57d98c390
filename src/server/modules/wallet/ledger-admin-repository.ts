import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { MANILA_ZONE } from '#shared/manila-time.ts';
import type { Currency } from '#shared/shop-rules.ts';
import type { Db } from '../../db/database.ts';
import type { LedgerSource } from '../../db/tables/shop.ts';

/** The global ledger's filter, resolved: instants `from` inclusive, `until` exclusive (Manila midnights). */
export interface LedgerFilter {
  /** Accounts the player filter names (empty: it names none, so nothing matches). */
  userNums?: number[];
  source?: LedgerSource;
  currency?: Currency;
  from?: Date;
  until?: Date;
}

/** The filter as one condition on wallet_ledger (the same for the page, its count, the CSV and the totals). */
function where(filter: LedgerFilter): RawBuilder<SqlBool> {
  const parts: RawBuilder<unknown>[] = [sql`true`];
  if (filter.userNums) {
    parts.push(
      filter.userNums.length > 0 ? sql`wallet_ledger.user_num in (${sql.join(filter.userNums)})` : sql`false`,
    );
  }
  if (filter.source) parts.push(sql`wallet_ledger.source = ${filter.source}`);
  if (filter.currency) parts.push(sql`wallet_ledger.currency = ${filter.currency}`);
  if (filter.from) parts.push(sql`wallet_ledger.created_at >= ${filter.from}`);
  if (filter.until) parts.push(sql`wallet_ledger.created_at < ${filter.until}`);
  return sql<SqlBool>`${sql.join(parts, sql` and `)}`;
}

/** The accounts whose user ID (any case) is `player`, or whose number it is when it is all digits. */
export async function accountsNamed(db: Db, player: string): Promise<number[]> {
  const asNumber = /^\d{1,10}$/.test(player) ? Number(player) : null;
  const rows = await db
    .selectFrom('users')
    .select('user_num')
    .where((eb) =>
      eb.or([
        eb(sql`lower(user_id)`, '=', player.toLowerCase()),
        ...(asNumber !== null && asNumber <= 2_147_483_647 ? [eb('user_num', '=', asNumber)] : []),
      ]),
    )
    .execute();
  return rows.map((r) => r.user_num);
}

const COLUMNS = [
  'wallet_ledger.id',
  'wallet_ledger.created_at',
  'wallet_ledger.user_num',
  'users.user_id',
  'wallet_ledger.currency',
  'wallet_ledger.amount',
  'wallet_ledger.balance_after',
  'wallet_ledger.source',
  'wallet_ledger.reference',
] as const;

const withUser = (db: Db) =>
  db.selectFrom('wallet_ledger').leftJoin('users', 'users.user_num', 'wallet_ledger.user_num');

/** Newest first (by id, the order rows were booked in). */
export async function ledgerPage(db: Db, filter: LedgerFilter, limit: number, offset: number) {
  return withUser(db)
    .select(COLUMNS)
    .where(where(filter))
    .orderBy('wallet_ledger.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countLedger(db: Db, filter: LedgerFilter): Promise<number> {
  const row = await db
    .selectFrom('wallet_ledger')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(where(filter))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Oldest first, after `afterId`: the CSV export reads in batches by this key. */
export async function ledgerBatch(db: Db, filter: LedgerFilter, afterId: number, limit: number) {
  return withUser(db)
    .select(COLUMNS)
    .where(where(filter))
    .where('wallet_ledger.id', '>', afterId)
    .orderBy('wallet_ledger.id')
    .limit(limit)
    .execute();
}

/** Sums and row counts per Manila day, source and currency, oldest day first. */
export async function dailyTotals(db: Db, filter: LedgerFilter) {
  return db
    .selectFrom('wallet_ledger')
    .select([
      sql<string>`to_char(created_at at time zone ${MANILA_ZONE}, 'YYYY-MM-DD')`.as('day'),
      'source',
      'currency',
      sql<string>`sum(amount)`.as('total'),
      sql<string>`count(*)`.as('n'),
    ])
    .where(where(filter))
    .groupBy([sql`1`, 'source', 'currency'])
    .orderBy(sql`1`)
    .orderBy('source')
    .orderBy('currency')
    .execute();
}

export interface CheckRow {
  user_num: number;
  user_id: string;
  currency: Currency;
  balance: number;
  ledger_sum: number;
}

/**
 * Every balance (each account, both currencies) against the sum of its ledger rows, in one statement: how
 * many were compared, how many differ, and the first `limit` that differ by user number.
 */
export async function balanceCheck(
  db: Db,
  limit: number,
): Promise<{ checked: number; mismatched: number; rows: CheckRow[] }> {
  const result = await sql<{ checked: string; mismatched: string; rows: CheckRow[] }>`
    with sums as (
      select user_num, currency, sum(amount)::bigint as total from wallet_ledger group by user_num, currency
    ), balances as (
      select user_num, user_id, 'rcoin'::text as currency, user_point::bigint as balance from users
      union all
      select user_num, user_id, 'milleage'::text, user_point2::bigint from users
    ), differing as (
      select b.user_num, b.user_id, b.currency, b.balance, coalesce(s.total, 0) as ledger_sum
      from balances b left join sums s on s.user_num = b.user_num and s.currency = b.currency
      where b.balance <> coalesce(s.total, 0)
    )
    select
      (select count(*) from balances) as checked,
      (select count(*) from differing) as mismatched,
      (select coalesce(json_agg(d), '[]'::json) from (
        select * from differing order by user_num, currency limit ${limit}
      ) d) as rows`.execute(db);
  const row = result.rows[0];
  return {
    checked: Number(row?.checked ?? 0),
    mismatched: Number(row?.mismatched ?? 0),
    rows: (row?.rows ?? []).map((r) => ({
      ...r,
      balance: Number(r.balance),
      ledger_sum: Number(r.ledger_sum),
    })),
  };
}
