import { type RawBuilder, sql } from 'kysely';
import { MANILA_ZONE } from '#shared/manila-time.ts';
import { PUR_FLAG } from '#shared/shop-rules.ts';
import type { Db } from '../../db/database.ts';

/** Instants: `from` inclusive, `until` exclusive; both Manila midnights (service.ts). */
export interface Period {
  from: Date;
  until: Date;
}

/** A figure per Manila date ('YYYY-MM-DD'); days without rows are absent. */
export type ByDay = Map<string, number>;

/** The Manila calendar date of a timestamptz column, as the series name their days. */
const manilaDay = (column: string): RawBuilder<string> =>
  sql<string>`to_char(${sql.ref(column)} at time zone ${MANILA_ZONE}, 'YYYY-MM-DD')`;

function byDay<K extends string>(
  rows: ({ day: string } & Record<K, string | number | bigint>)[],
  key: K,
): ByDay {
  return new Map(rows.map((row) => [row.day, Number(row[key])]));
}

/** Accounts created per day (users.created_at). */
export async function registrationsByDay(db: Db, period: Period): Promise<ByDay> {
  const rows = await db
    .selectFrom('users')
    .select([manilaDay('created_at').as('day'), sql<string>`count(*)`.as('n')])
    .where('created_at', '>=', period.from)
    .where('created_at', '<', period.until)
    .groupBy(sql`1`)
    .execute();
  return byDay(rows, 'n');
}

/** Successful sign-ins per day: each one starts a session, and session rows are kept (revoked, not deleted). */
export async function signInsByDay(db: Db, period: Period): Promise<ByDay> {
  const rows = await db
    .selectFrom('sessions')
    .select([manilaDay('created_at').as('day'), sql<string>`count(*)`.as('n')])
    .where('created_at', '>=', period.from)
    .where('created_at', '<', period.until)
    .groupBy(sql`1`)
    .execute();
  return byDay(rows, 'n');
}

/**
 * The ledger's three series in one pass over the period: R-Coin credited from outside (vouchers, payments)
 * and R-Coin and Milleage spent in the shop (purchase debits; a later refund is its own row and is not
 * subtracted). Admin corrections and refunds are neither.
 */
export async function ledgerByDay(
  db: Db,
  period: Period,
): Promise<{ rcoinCredited: ByDay; rcoinSpent: ByDay; milleageSpent: ByDay }> {
  const rows = await db
    .selectFrom('wallet_ledger')
    .select([
      manilaDay('created_at').as('day'),
      sql<string>`coalesce(sum(amount) filter (where currency = 'rcoin' and source in ('voucher', 'payment') and amount > 0), 0)`.as(
        'rcoin_credited',
      ),
      sql<string>`coalesce(sum(-amount) filter (where currency = 'rcoin' and source = 'purchase'), 0)`.as(
        'rcoin_spent',
      ),
      sql<string>`coalesce(sum(-amount) filter (where currency = 'milleage' and source = 'purchase'), 0)`.as(
        'milleage_spent',
      ),
    ])
    .where('created_at', '>=', period.from)
    .where('created_at', '<', period.until)
    .groupBy(sql`1`)
    .execute();
  return {
    rcoinCredited: byDay(rows, 'rcoin_credited'),
    rcoinSpent: byDay(rows, 'rcoin_spent'),
    milleageSpent: byDay(rows, 'milleage_spent'),
  };
}

/** Orders placed per day: the item-bank rows of one order share its reference and its moment. */
export async function ordersByDay(db: Db, period: Period): Promise<ByDay> {
  const rows = await db
    .selectFrom('shop_purchases')
    .select([manilaDay('pur_date').as('day'), sql<string>`count(distinct order_ref)`.as('n')])
    .where('pur_date', '>=', period.from)
    .where('pur_date', '<', period.until)
    .groupBy(sql`1`)
    .execute();
  return byDay(rows, 'n');
}

/**
 * The most bought items of the period by units (one item-bank row is one unit), cancelled units left out;
 * ties go to the older product. An item since deleted from the catalogue keeps its number.
 */
export async function bestSellers(db: Db, period: Period, limit: number) {
  const rows = await db
    .selectFrom('shop_purchases as p')
    .leftJoin('shop_items as i', 'i.product_num', 'p.product_num')
    .select(['p.product_num', 'i.item_name', sql<string>`count(*)`.as('units')])
    .where('p.pur_date', '>=', period.from)
    .where('p.pur_date', '<', period.until)
    .where('p.pur_flag', '<>', PUR_FLAG.refunded)
    .groupBy(['p.product_num', 'i.item_name'])
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('p.product_num')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    productNum: row.product_num,
    name: row.item_name ?? `Item #${row.product_num}`,
    units: Number(row.units),
  }));
}

/** Support tickets waiting for staff now: new ones and those the player answered (the tickets_queue index). */
export async function ticketsWaitingForStaff(db: Db): Promise<number> {
  const row = await db
    .selectFrom('tickets')
    .select(sql<string>`count(*)`.as('n'))
    .where('status', 'in', ['open', 'waiting_staff'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The players-online samples of the slots in [from, until), oldest first (docs/product/server-status.md). */
export function playersOnlineSamples(db: Db, from: Date, until: Date) {
  return db
    .selectFrom('players_online_samples')
    .select(['slot', 'players', 'simulated'])
    .where('slot', '>=', from)
    .where('slot', '<', until)
    .orderBy('slot')
    .execute();
}

/** Per Manila day, the highest players-online sample and whether any of the day's samples was simulated. */
export async function playersOnlinePeaksByDay(
  db: Db,
  period: Period,
): Promise<Map<string, { peak: number; simulated: boolean }>> {
  const rows = await db
    .selectFrom('players_online_samples')
    .select([
      manilaDay('slot').as('day'),
      sql<number>`max(players)`.as('peak'),
      sql<boolean>`bool_or(simulated)`.as('simulated'),
    ])
    .where('slot', '>=', period.from)
    .where('slot', '<', period.until)
    .groupBy(sql`1`)
    .execute();
  return new Map(rows.map((row) => [row.day, { peak: Number(row.peak), simulated: row.simulated }]));
}
