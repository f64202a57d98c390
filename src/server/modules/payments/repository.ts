import { sql } from 'kysely';
import type {
  AttentionReason,
  OrderStatus,
  PaymentMethod,
  PaymentProviderName,
} from '#shared/payment-rules.ts';
import type { Db } from '../../db/database.ts';

/**
 * All Kysely code of top-up by payment: packages, orders, the webhook events acted on, those that need the
 * operator's attention, and the payment settings.
 */

export async function activePackages(db: Db) {
  return db
    .selectFrom('topup_packages')
    .select(['id', 'name', 'price_centavos', 'rcoin', 'bonus_rcoin'])
    .where('is_active', '=', true)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export async function findActivePackage(db: Db, id: number) {
  return db
    .selectFrom('topup_packages')
    .selectAll()
    .where('id', '=', id)
    .where('is_active', '=', true)
    .executeTakeFirst();
}

export async function insertOrder(
  db: Db,
  order: {
    reference: string;
    userNum: number;
    packageId: number;
    packageName: string;
    provider: PaymentProviderName;
    amountCentavos: number;
    rcoin: number;
  },
) {
  return db
    .insertInto('payment_orders')
    .values({
      reference: order.reference,
      user_num: order.userNum,
      package_id: order.packageId,
      package_name: order.packageName,
      provider: order.provider,
      amount_centavos: order.amountCentavos,
      rcoin: order.rcoin,
    })
    .returning(['id'])
    .executeTakeFirstOrThrow();
}

export async function setCheckout(db: Db, id: number, providerRef: string, checkoutUrl: string) {
  await db
    .updateTable('payment_orders')
    .set({ provider_ref: providerRef, checkout_url: checkoutUrl })
    .where('id', '=', id)
    .execute();
}

/** A conditional move out of pending (failed, expired): a paid order is never changed back. */
export async function closePendingOrder(db: Db, id: number, status: 'failed' | 'expired', now: Date) {
  const row = await db
    .updateTable('payment_orders')
    .set({ status, checked_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function markChecked(db: Db, id: number, now: Date) {
  await db.updateTable('payment_orders').set({ checked_at: now }).where('id', '=', id).execute();
}

export type OrderRow = Awaited<ReturnType<typeof findOrderById>> & {};

const orderColumns = [
  'id',
  'reference',
  'user_num',
  'package_name',
  'provider',
  'amount_centavos',
  'currency',
  'rcoin',
  'status',
  'provider_ref',
  'provider_payment_id',
  'created_at',
  'paid_at',
  'checked_at',
] as const;

export async function findOrderById(db: Db, id: number) {
  return db.selectFrom('payment_orders').select(orderColumns).where('id', '=', id).executeTakeFirst();
}

export async function findOrderByReference(db: Db, reference: string) {
  return db
    .selectFrom('payment_orders')
    .select(orderColumns)
    .where('reference', '=', reference)
    .executeTakeFirst();
}

export async function findOrderByProviderRef(db: Db, providerRef: string) {
  return db
    .selectFrom('payment_orders')
    .select(orderColumns)
    .where('provider_ref', '=', providerRef)
    .executeTakeFirst();
}

/** The event's id, once: false when this event was acted on before (or is being, by another delivery). */
export async function recordEvent(db: Db, event: { eventId: string; orderId: number; type: string }) {
  const row = await db
    .insertInto('payment_events')
    .values({ event_id: event.eventId, order_id: event.orderId, type: event.type })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * pending (or expired: the money came after we stopped waiting) -> paid, by one conditional update; only
 * the caller whose update changed the row credits the R-Coin.
 */
export async function markPaid(db: Db, id: number, paymentId: string, now: Date) {
  return db
    .updateTable('payment_orders')
    .set({ status: 'paid', paid_at: now, provider_payment_id: paymentId, checked_at: now })
    .where('id', '=', id)
    .where('status', 'in', ['pending', 'expired'])
    .returning(['id', 'user_num', 'rcoin'])
    .executeTakeFirst();
}

/** Pending orders made before `before` and not checked since `checkedBefore`, oldest first. */
export async function stalePendingOrders(db: Db, before: Date, checkedBefore: Date, limit: number) {
  return db
    .selectFrom('payment_orders')
    .select(orderColumns)
    .where('status', '=', 'pending')
    .where('created_at', '<', before)
    .where((eb) => eb.or([eb('checked_at', 'is', null), eb('checked_at', '<', checkedBefore)]))
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

// ---------- verified webhook events that changed nothing (the operator's "needs attention")

export interface AttentionValues {
  eventId: string;
  eventType: string;
  reason: AttentionReason;
  livemode: boolean;
  providerRef: string | null;
  orderId: number | null;
  paid: { amountCentavos: number; currency: string } | null;
  expected: { amountCentavos: number; currency: string } | null;
}

/** One row per event id: a repeated delivery of the same event adds nothing (answers false). */
export async function recordAttention(db: Db, row: AttentionValues, now: Date) {
  const inserted = await db
    .insertInto('payment_attention')
    .values({
      event_id: row.eventId,
      event_type: row.eventType,
      reason: row.reason,
      livemode: row.livemode,
      provider_ref: row.providerRef,
      order_id: row.orderId,
      paid_amount_centavos: row.paid?.amountCentavos ?? null,
      paid_currency: row.paid?.currency ?? null,
      expected_amount_centavos: row.expected?.amountCentavos ?? null,
      expected_currency: row.expected?.currency ?? null,
      received_at: now,
    })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

const attentionColumns = [
  'a.id',
  'a.event_id',
  'a.event_type',
  'a.reason',
  'a.livemode',
  'a.provider_ref',
  'a.paid_amount_centavos',
  'a.paid_currency',
  'a.expected_amount_centavos',
  'a.expected_currency',
  'a.received_at',
  'a.resolved_at',
] as const;

/** The open rows, newest first, with the order's reference and the resolver's id where there are. */
export async function openAttention(db: Db, limit: number) {
  return db
    .selectFrom('payment_attention as a')
    .leftJoin('payment_orders as o', 'o.id', 'a.order_id')
    .select(attentionColumns)
    .select('o.reference as order_reference')
    .where('a.resolved_at', 'is', null)
    .orderBy('a.received_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
}

export async function countOpenAttention(db: Db) {
  const row = await db
    .selectFrom('payment_attention')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('resolved_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function lockAttention(db: Db, id: number) {
  return db
    .selectFrom('payment_attention')
    .select(['id', 'event_id', 'resolved_at', 'resolved_by'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function resolveAttention(db: Db, id: number, by: number, now: Date) {
  await db
    .updateTable('payment_attention')
    .set({ resolved_at: now, resolved_by: by })
    .where('id', '=', id)
    .execute();
}

// ---------- payment settings (one row)

export async function readPaymentSettings(db: Db) {
  return db
    .selectFrom('payment_settings')
    .select(['methods', 'updated_at', 'version'])
    .executeTakeFirstOrThrow();
}

export async function lockPaymentSettings(db: Db) {
  return db
    .selectFrom('payment_settings')
    .select(['methods', 'updated_at', 'version'])
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function updatePaymentSettings(db: Db, methods: PaymentMethod[], now: Date) {
  return db
    .updateTable('payment_settings')
    .set({ methods, updated_at: now })
    .returning(['methods', 'updated_at', 'version'])
    .executeTakeFirstOrThrow();
}

// ---------- the console

export async function listOrders(db: Db, status: OrderStatus | undefined, limit: number, offset: number) {
  let query = db
    .selectFrom('payment_orders as o')
    .innerJoin('users as u', 'u.user_num', 'o.user_num')
    .select(orderColumns.map((c) => `o.${c}` as const))
    .select('u.user_id');
  if (status) query = query.where('o.status', '=', status);
  return query.orderBy('o.created_at', 'desc').orderBy('o.id', 'desc').limit(limit).offset(offset).execute();
}

export async function countOrders(db: Db, status: OrderStatus | undefined) {
  let query = db.selectFrom('payment_orders').select((eb) => eb.fn.countAll<number>().as('n'));
  if (status) query = query.where('status', '=', status);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

export async function userIdOf(db: Db, userNum: number) {
  const row = await db
    .selectFrom('users')
    .select('user_id')
    .where('user_num', '=', userNum)
    .executeTakeFirst();
  return row?.user_id ?? '';
}

export async function allPackages(db: Db) {
  return db.selectFrom('topup_packages').selectAll().orderBy('sort_order').orderBy('id').execute();
}

export async function lockPackage(db: Db, id: number) {
  return db.selectFrom('topup_packages').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export interface PackageValues {
  name: string;
  price_centavos: number;
  rcoin: number;
  bonus_rcoin: number;
  is_active: boolean;
  sort_order: number;
}

export async function insertPackage(db: Db, values: PackageValues) {
  return db.insertInto('topup_packages').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updatePackage(db: Db, id: number, values: PackageValues, now: Date) {
  return db
    .updateTable('topup_packages')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

// ---------- Top-up History: voucher redemptions and paid orders, one list

export async function countTopUps(db: Db, userNum: number) {
  const row = await sql<{ n: number }>`
    select (select count(*) from vouchers where redeemed_by = ${userNum})
         + (select count(*) from payment_orders where user_num = ${userNum} and status = 'paid') as n`.execute(
    db,
  );
  return Number(row.rows[0]?.n ?? 0);
}

export interface TopUpRow {
  source: 'voucher' | 'payment';
  code: string;
  at: Date;
  value: number;
  currency: 'rcoin' | 'milleage';
  amount_centavos: number | null;
}

export async function listTopUps(db: Db, userNum: number, limit: number, offset: number) {
  const result = await sql<TopUpRow>`
    select 'voucher' as source, coalesce(redeemed_code, '') as code, redeemed_at as at, value, currency,
      null::integer as amount_centavos, id as sort_id
    from vouchers where redeemed_by = ${userNum}
    union all
    select 'payment', reference, paid_at, rcoin, 'rcoin', amount_centavos, id
    from payment_orders where user_num = ${userNum} and status = 'paid'
    order by at desc, sort_id desc
    limit ${limit} offset ${offset}`.execute(db);
  return result.rows;
}
