import { sql } from 'kysely';
import { type Currency, PUR_FLAG } from '#shared/shop-rules.ts';
import { notBlocked } from '../../db/bans.ts';
import type { Db } from '../../db/database.ts';

export interface PurchaseRow {
  orderRef: string;
  userNum: number;
  productNum: number;
  itemMain: number;
  itemSub: number;
  price: number;
  currency: Currency;
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
    insert into shop_purchases (order_ref, user_num, product_num, item_main, item_sub, pur_price, currency)
    select r.order_ref, r.user_num, r.product_num, r.item_main, r.item_sub, r.price, r.currency
    from unnest(
      ${column('orderRef')}::uuid[], ${column('userNum')}::int[], ${column('productNum')}::int[],
      ${column('itemMain')}::int[], ${column('itemSub')}::int[], ${column('price')}::bigint[],
      ${column('currency')}::text[]
    ) as r(order_ref, user_num, product_num, item_main, item_sub, price, currency)
    where exists (select 1 from users where users.user_num = ${buyer} and ${notBlocked(now)})`.execute(db);
  return Number(result.numAffectedRows ?? 0) === rows.length;
}

/** Flips a waiting purchase of this user to "cancelled and refunded"; null when it is not cancellable. */
export async function markRefunded(db: Db, userNum: number, purNum: number) {
  return db
    .updateTable('shop_purchases')
    .set({ pur_flag: PUR_FLAG.refunded, flag_changed_at: sql<Date>`now()` })
    .where('pur_num', '=', purNum)
    .where('user_num', '=', userNum)
    .where('pur_flag', '=', PUR_FLAG.waiting)
    .returning(['pur_num', 'product_num', 'pur_price', 'currency'])
    .executeTakeFirst();
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
