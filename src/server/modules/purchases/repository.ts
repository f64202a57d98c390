import { type RawBuilder, sql } from 'kysely';
import { type Currency, type ExpectedPrice, MILLEAGE_SECTION, PUR_FLAG } from '#shared/shop-rules.ts';
import { notBlocked } from '../../db/bans.ts';
import { type Db, prepared } from '../../db/database.ts';
import { answerInsert, type IdempotencyClaim } from '../../db/idempotency-repository.ts';

export interface PurchaseRow {
  orderRef: string;
  userNum: number;
  productNum: number;
  itemMain: number;
  itemSub: number;
  price: number;
  currency: Currency;
  /** Its outbox delivery to the game's item bank and its place there; null without the bridge. */
  gameDeliveryKey: string | null;
  gameSeq: number | null;
}

/**
 * What an order needs of the products it names, when the shop still lists them: the server's price, the
 * section (which currency), the limited stock and the game's item codes.
 */
export async function findItemsForOrder(db: Db, productNums: number[]) {
  if (productNums.length === 0) return [];
  return db
    .selectFrom('shop_items')
    .select(['product_num', 'price', 'section', 'stock', 'item_main', 'item_sub'])
    .where('product_num', 'in', productNums)
    .where('is_hidden', '=', false)
    .execute();
}

/**
 * Buy-now as ONE statement (docs/decisions/0073-buy-now-one-statement.md): the product as the shop lists it,
 * its cost in its section's currency (currencyOfSection, src/shared/shop-rules.ts, as SQL), the debit with
 * its ledger row (`debit`: the wallet's CTEs, reading `cost`, with the ban rule as their further condition,
 * read under the buyer's row lock: a ban committed before it is seen, one still running waits for it), one
 * item-bank row per unit and, with `answer`, the stored answer (one row per row of `changed`).
 * A product whose price or currency is no longer the one the player confirmed (`expected`) is not bought
 * either: the condition is part of the item's read, so checking it costs no round trip.
 * Only a product without limited stock is bought here: with stock, the stock row and the buyer's row would
 * be locked in the opposite order from a cart checkout's (placeOrder), so the statement does nothing and
 * the caller runs the order in a transaction instead, as it does for anything that is not a plain success
 * (product unknown, hidden, price changed, not covered, banned), where the transaction says exactly why.
 * Returns the new balances, or null when nothing happened.
 */
export async function buyInOneStatement(
  db: Db,
  order: {
    userNum: number;
    productNum: number;
    quantity: number;
    /** The unit price and currency the player confirmed (priceDiffers, shop-rules.ts); {} for none. */
    expected: ExpectedPrice;
    orderRef: string;
    now: Date;
    debit: (onlyIf: RawBuilder<boolean>) => RawBuilder<unknown>;
    /** The request's Idempotency-Key: the answer is stored under it in this statement (answerInsert). */
    answer: Pick<IdempotencyClaim, 'userNum' | 'key' | 'fingerprint'> | null;
    message: string;
  },
): Promise<{ user_point: number; user_point2: number } | null> {
  const body = sql`jsonb_build_object('message', ${order.message}::text,
    'userPoints', changed.user_point, 'userPoints2', changed.user_point2)`;
  const answered = order.answer
    ? sql`, answered as (${answerInsert(order.answer, 200, body, sql`changed`)})`
    : sql``;
  // Absent is null, a parameter like any other: the statement's text stays the same with or without them.
  const expectedPrice = order.expected.price ?? null;
  const expectedCurrency = order.expected.currency ?? null;
  const result = await sql<{ user_point: number; user_point2: number }>`${prepared}
    with item as (
      select product_num, price, item_main, item_sub, section from shop_items
      where product_num = ${order.productNum} and is_hidden = false and stock is null
        and (${expectedPrice}::bigint is null or price = ${expectedPrice}::bigint)
        and (${expectedCurrency}::text is null or price = 0
          or case when section = ${MILLEAGE_SECTION} then 'milleage' else 'rcoin' end = ${expectedCurrency}::text)
    ), cost as (
      select case when section = ${MILLEAGE_SECTION} then 'milleage' else 'rcoin' end as currency,
        price * ${order.quantity}::int as amount
      from item
    ), ${order.debit(notBlocked(order.now))}, bought as (
      insert into shop_purchases (order_ref, user_num, product_num, item_main, item_sub, pur_price, currency)
      select ${order.orderRef}::uuid, ${order.userNum}, item.product_num, item.item_main, item.item_sub,
        item.price, changed.currency
      from changed cross join item cross join generate_series(1, ${order.quantity}::int)
      returning pur_num
    )${answered}
    select changed.user_point, changed.user_point2 from changed`.execute(db);
  return result.rows[0] ?? null;
}

/** Takes `quantity` from a limited stock in one conditional statement; false when not enough is left. */
export async function takeStock(db: Db, productNum: number, quantity: number): Promise<boolean> {
  const row = await db
    .updateTable('shop_items')
    .set({ stock: sql<number>`stock - ${quantity}` })
    .where('product_num', '=', productNum)
    .where('stock', 'is not', null)
    .where('stock', '>=', quantity)
    .returning('stock')
    .executeTakeFirst();
  return row !== undefined;
}

export async function returnStock(db: Db, productNum: number, quantity: number): Promise<void> {
  await db
    .updateTable('shop_items')
    .set({ stock: sql<number>`stock + ${quantity}` })
    .where('product_num', '=', productNum)
    .where('stock', 'is not', null)
    .execute();
}

/**
 * One item-bank row per unit bought (flag 0: waiting for the game server to deliver it), written only while
 * the buyer is not banned (`notBlocked`, db/bans.ts): false, and nothing written, when they are. The
 * ban is read in this same statement, after the debit locked the account row, so it sees any ban committed
 * before it; a ban still running waits for this order and comes after it.
 */
export async function insertPurchasesUnlessBlocked(
  db: Db,
  buyer: number,
  rows: PurchaseRow[],
  now: Date,
): Promise<boolean> {
  if (rows.length === 0) return true;
  const column = <K extends keyof PurchaseRow>(key: K) => rows.map((r) => r[key]);
  const result = await sql`
    insert into shop_purchases (
      order_ref, user_num, product_num, item_main, item_sub, pur_price, currency, game_delivery_key, game_seq
    )
    select r.order_ref, r.user_num, r.product_num, r.item_main, r.item_sub, r.price, r.currency,
      r.game_delivery_key, r.game_seq
    from unnest(
      ${column('orderRef')}::uuid[], ${column('userNum')}::int[], ${column('productNum')}::int[],
      ${column('itemMain')}::int[], ${column('itemSub')}::int[], ${column('price')}::bigint[],
      ${column('currency')}::text[], ${column('gameDeliveryKey')}::uuid[], ${column('gameSeq')}::smallint[]
    ) as r(order_ref, user_num, product_num, item_main, item_sub, price, currency, game_delivery_key, game_seq)
    where exists (select 1 from users where users.user_num = ${buyer} and ${notBlocked(now)})`.execute(db);
  return Number(result.numAffectedRows ?? 0) === rows.length;
}

/**
 * Flips a waiting purchase of this user to "cancelled and refunded"; null when it is not cancellable here:
 * not waiting, not theirs, or sent to the game, whose item bank alone can say whether it is still there
 * (markCancelling).
 */
export async function markRefunded(db: Db, userNum: number, purNum: number) {
  return db
    .updateTable('shop_purchases')
    .set({ pur_flag: PUR_FLAG.refunded, flag_changed_at: sql<Date>`now()` })
    .where('pur_num', '=', purNum)
    .where('user_num', '=', userNum)
    .where('pur_flag', '=', PUR_FLAG.waiting)
    .where('game_delivery_key', 'is', null)
    .returning(['pur_num', 'product_num', 'pur_price', 'currency'])
    .executeTakeFirst();
}

/**
 * A waiting purchase sent to the game goes 0 -> 2 ("Cancelling…"), once: a second cancel, or the claims
 * check, finds it no longer waiting. Answers what the game's cancel needs, with the login it went to.
 */
export async function markCancelling(db: Db, userNum: number, purNum: number) {
  return db
    .updateTable('shop_purchases')
    .set({ pur_flag: PUR_FLAG.cancelRequested, flag_changed_at: sql<Date>`now()` })
    .from('users')
    .whereRef('users.user_num', '=', 'shop_purchases.user_num')
    .where('shop_purchases.pur_num', '=', purNum)
    .where('shop_purchases.user_num', '=', userNum)
    .where('shop_purchases.pur_flag', '=', PUR_FLAG.waiting)
    .where('shop_purchases.game_delivery_key', 'is not', null)
    .returning([
      'shop_purchases.pur_num',
      'shop_purchases.game_delivery_key',
      'shop_purchases.game_seq',
      'shop_purchases.game_pur_key',
      'users.user_id',
    ])
    .executeTakeFirst();
}

/**
 * The game login of an account: its UserID is the site's user ID (the accounts side keeps them the same);
 * game_user_num says a legacy sign-in or a linking made it the account's (modules/game/logins.ts).
 */
export async function gameLoginOf(
  db: Db,
  userNum: number,
): Promise<{ userId: string; gameUserNum: number | null }> {
  const row = await db
    .selectFrom('users')
    .select(['user_id', 'game_user_num'])
    .where('user_num', '=', userNum)
    .executeTakeFirstOrThrow();
  return { userId: row.user_id, gameUserNum: row.game_user_num };
}

/** Records the PurKeys the game gave a delivery's items, by their place in it. */
export async function setGamePurKeys(db: Db, deliveryKey: string, purKeys: readonly number[]): Promise<void> {
  if (purKeys.length === 0) return;
  await sql`
    update shop_purchases p set game_pur_key = k.pur_key
    from unnest(${[...purKeys]}::bigint[]) with ordinality as k(pur_key, n)
    where p.game_delivery_key = ${deliveryKey}::uuid and p.game_seq = k.n - 1`.execute(db);
}

/** The game cancelled it: "Cancelling…" becomes "cancelled and refunded"; null when it was not cancelling. */
export async function markCancelRefunded(db: Db, purNum: number) {
  return db
    .updateTable('shop_purchases')
    .set({ pur_flag: PUR_FLAG.refunded, flag_changed_at: sql<Date>`now()` })
    .where('pur_num', '=', purNum)
    .where('pur_flag', '=', PUR_FLAG.cancelRequested)
    .returning(['pur_num', 'user_num', 'product_num', 'pur_price', 'currency'])
    .executeTakeFirst();
}

/** The player had taken it in game before the cancel arrived: "Cancelling…" becomes claimed, no refund. */
export async function markCancelClaimed(db: Db, purNum: number): Promise<boolean> {
  const result = await db
    .updateTable('shop_purchases')
    .set({ pur_flag: PUR_FLAG.claimed, flag_changed_at: sql<Date>`now()` })
    .where('pur_num', '=', purNum)
    .where('pur_flag', '=', PUR_FLAG.cancelRequested)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** PurKeys of delivered items the site shows as waiting, above `after`, ascending (the claims check). */
export async function waitingGamePurKeys(db: Db, after: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('shop_purchases')
    .select('game_pur_key')
    .where('pur_flag', '=', PUR_FLAG.waiting)
    .where('game_pur_key', '>', after)
    .orderBy('game_pur_key')
    .limit(limit)
    .execute();
  return rows.map((row) => Number(row.game_pur_key));
}

/**
 * Items taken in game show as claimed; only those still waiting change (a cancel under way keeps its flag).
 * The rows are locked in purchase order first, so two instances' checks never deadlock on each other.
 */
export async function markClaimed(db: Db, purKeys: readonly number[]): Promise<number> {
  if (purKeys.length === 0) return 0;
  const result = await db
    .updateTable('shop_purchases')
    .set({ pur_flag: PUR_FLAG.claimed, flag_changed_at: sql<Date>`now()` })
    .where('pur_num', 'in', (eb) =>
      eb
        .selectFrom('shop_purchases')
        .select('pur_num')
        .where('game_pur_key', 'in', [...purKeys])
        .where('pur_flag', '=', PUR_FLAG.waiting)
        .orderBy('pur_num')
        .forUpdate(),
    )
    .where('pur_flag', '=', PUR_FLAG.waiting)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function findPurchase(db: Db, userNum: number, purNum: number) {
  return db
    .selectFrom('shop_purchases')
    .select(['pur_num', 'pur_flag'])
    .where('pur_num', '=', purNum)
    .where('user_num', '=', userNum)
    .executeTakeFirst();
}

export async function countPurchases(db: Db, userNum: number): Promise<number> {
  const row = await db
    .selectFrom('shop_purchases')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_num', '=', userNum)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listPurchases(db: Db, userNum: number, limit: number, offset: number) {
  return db
    .selectFrom('shop_purchases')
    .innerJoin('shop_items', 'shop_items.product_num', 'shop_purchases.product_num')
    .select([
      'shop_purchases.pur_num',
      'shop_purchases.pur_price',
      'shop_purchases.pur_flag',
      'shop_purchases.pur_date',
      'shop_items.product_num',
      'shop_items.item_name',
      'shop_items.icon',
      'shop_items.section',
    ])
    .where('shop_purchases.user_num', '=', userNum)
    .orderBy('shop_purchases.pur_num', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}
