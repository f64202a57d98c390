import { sql } from 'kysely';
import { type Currency, PUR_FLAG } from '#shared/shop-rules.ts';
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

/** The buyer's ban fields (accounts/blocks.ts decides what they mean). */
export async function findBuyerBlock(db: Db, userNum: number) {
  return db
    .selectFrom('users')
    .select(['blocked_at', 'blocked_until'])
    .where('user_num', '=', userNum)
    .executeTakeFirst();
}

/** One item-bank row per unit bought (flag 0: waiting for the game server to deliver it). */
export async function insertPurchases(db: Db, rows: PurchaseRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('shop_purchases')
    .values(
      rows.map((r) => ({
        order_ref: r.orderRef,
        user_num: r.userNum,
        product_num: r.productNum,
        item_main: r.itemMain,
        item_sub: r.itemSub,
        pur_price: r.price,
        currency: r.currency,
      })),
    )
    .execute();
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
