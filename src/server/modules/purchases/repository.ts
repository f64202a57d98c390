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
