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
/** The Manila calendar month ('YYYY-MM') of a timestamptz column. */
const manilaMonth = (column: string): RawBuilder<string> =>
  sql<string>`to_char(${sql.ref(column)} at time zone ${MANILA_ZONE}, 'YYYY-MM')`;

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
 * The ledger's series in one pass over the period. R-Coin credited, by where it came from: paid top-ups
 * (source payment), vouchers (voucher) and staff's positive balance adjustments (admin); none of them is
 * revenue, which is read from the orders (revenueBy). R-Coin and Milleage spent in the shop are the purchase
 * debits (a later refund is its own row and is not subtracted). Shop refunds count in neither.
 */
export async function ledgerByDay(
  db: Db,
  period: Period,
): Promise<{
  rcoinTopUps: ByDay;
  rcoinVouchers: ByDay;
  rcoinGrants: ByDay;
  rcoinSpent: ByDay;
  milleageSpent: ByDay;
}> {
  const credited = (source: 'payment' | 'voucher' | 'admin') =>
    sql<string>`coalesce(sum(amount) filter (where currency = 'rcoin' and source = ${source} and amount > 0), 0)`;
  const rows = await db
    .selectFrom('wallet_ledger')
    .select([
      manilaDay('created_at').as('day'),
      credited('payment').as('rcoin_top_ups'),
      credited('voucher').as('rcoin_vouchers'),
      credited('admin').as('rcoin_grants'),
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
    rcoinTopUps: byDay(rows, 'rcoin_top_ups'),
    rcoinVouchers: byDay(rows, 'rcoin_vouchers'),
    rcoinGrants: byDay(rows, 'rcoin_grants'),
    rcoinSpent: byDay(rows, 'rcoin_spent'),
    milleageSpent: byDay(rows, 'milleage_spent'),
  };
}

/** Pesos paid in a day or a month, in whole centavos, and how many payments made them. */
export interface Revenue {
  centavos: number;
  payments: number;
}

/**
 * Revenue per Manila day or month ('YYYY-MM-DD' or 'YYYY-MM'): the amounts of the top-up orders that were
 * paid, on the moment they were paid (docs/product/dashboard.md). Pending, failed and expired orders took
 * no money. Summed in integer centavos by PostgreSQL (a bigint), never as fractions of a peso; only PHP,
 * the one currency an order is made in. The partial index payment_orders_paid_at holds what this reads.
 */
export async function revenueBy(
  db: Db,
  bucket: 'day' | 'month',
  period: Period,
): Promise<Map<string, Revenue>> {
  const rows = await db
    .selectFrom('payment_orders')
    .select([
      (bucket === 'day' ? manilaDay('paid_at') : manilaMonth('paid_at')).as('bucket'),
      sql<string>`sum(amount_centavos)`.as('centavos'),
      sql<string>`count(*)`.as('payments'),
    ])
    .where('status', '=', 'paid')
    .where('currency', '=', 'PHP')
    .where('paid_at', '>=', period.from)
    .where('paid_at', '<', period.until)
    .groupBy(sql`1`)
    .execute();
  return new Map(
    rows.map((row) => [row.bucket, { centavos: Number(row.centavos), payments: Number(row.payments) }]),
  );
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
