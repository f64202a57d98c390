import { sql } from 'kysely';
import { CART_MAX_QUANTITY } from '#shared/shop-rules.ts';
import type { Db } from '../../db/database.ts';

export async function listCart(db: Db, userNum: number) {
  return db
    .selectFrom('shop_cart')
    .innerJoin('shop_items', 'shop_items.product_num', 'shop_cart.product_num')
    .select([
      'shop_cart.seq',
      'shop_cart.quantity',
      'shop_cart.is_checked',
      'shop_items.product_num',
      'shop_items.item_name',
      'shop_items.price',
      'shop_items.icon',
      'shop_items.section',
      'shop_items.stock',
      'shop_items.is_hidden',
    ])
    .where('shop_cart.user_num', '=', userNum)
    .orderBy('shop_cart.seq')
    .execute();
}

/** Adds one unit: a new checked row, or +1 on the existing row (capped at the maximum). */
export async function addOne(db: Db, userNum: number, productNum: number) {
  return db
    .insertInto('shop_cart')
    .values({ user_num: userNum, product_num: productNum, quantity: 1, is_checked: 1 })
    .onConflict((oc) =>
      oc.columns(['user_num', 'product_num']).doUpdateSet({
        quantity: sql<number>`least(shop_cart.quantity + 1, ${CART_MAX_QUANTITY})`,
      }),
    )
    .returning(['seq', 'quantity', 'is_checked'])
    .executeTakeFirstOrThrow();
}

const rowOf = (db: Db, userNum: number, seq: number, productNum: number) =>
  db
    .updateTable('shop_cart')
    .where('seq', '=', seq)
    .where('user_num', '=', userNum)
    .where('product_num', '=', productNum);

/** Quantity moves by +1 or -1 and stays within 1..99 (clamped, never an error). */
export async function changeQuantity(
  db: Db,
  userNum: number,
  seq: number,
  productNum: number,
  change: 1 | -1,
) {
  return rowOf(db, userNum, seq, productNum)
    .set({ quantity: sql<number>`least(greatest(quantity + ${change}, 1), ${CART_MAX_QUANTITY})` })
    .returning(['seq', 'quantity', 'is_checked'])
    .executeTakeFirst();
}

export async function toggleCheck(db: Db, userNum: number, seq: number, productNum: number) {
  return rowOf(db, userNum, seq, productNum)
    .set({ is_checked: sql<number>`1 - is_checked` })
    .returning(['seq', 'quantity', 'is_checked'])
    .executeTakeFirst();
}

export async function removeRow(db: Db, userNum: number, seq: number, productNum: number) {
  return db
    .deleteFrom('shop_cart')
    .where('seq', '=', seq)
    .where('user_num', '=', userNum)
    .where('product_num', '=', productNum)
    .returning(['seq', 'quantity', 'is_checked'])
    .executeTakeFirst();
}

/**
 * The checked rows of a player, locked until the checkout transaction ends (only the cart rows: the items
 * are read, not locked), each with its item's name and whether the shop still lists it.
 */
export async function lockCheckedRows(db: Db, userNum: number) {
  return db
    .selectFrom('shop_cart')
    .innerJoin('shop_items', 'shop_items.product_num', 'shop_cart.product_num')
    .select([
      'shop_cart.seq',
      'shop_cart.product_num',
      'shop_cart.quantity',
      'shop_items.item_name',
      'shop_items.is_hidden',
    ])
    .where('shop_cart.user_num', '=', userNum)
    .where('shop_cart.is_checked', '=', 1)
    .orderBy('shop_cart.seq')
    .forUpdate('shop_cart')
    .execute();
}

export async function deleteRows(db: Db, userNum: number, seqs: number[]): Promise<void> {
  if (seqs.length === 0) return;
  await db.deleteFrom('shop_cart').where('user_num', '=', userNum).where('seq', 'in', seqs).execute();
}
