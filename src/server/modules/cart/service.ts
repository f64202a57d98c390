import type { CartChangeResponse, CartEntry, MoneyResponse } from '#shared/contracts/shop.ts';
import { itemImage, SHOP_MESSAGES } from '#shared/shop-rules.ts';
import type { Db } from '../../db/database.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http-error.ts';
import { type IdempotencyHandle, moneyTransaction } from '../../plugins/idempotency.ts';
import { placeOrder } from '../purchases/service.ts';
import { findVisibleItems } from '../shop/repository.ts';
import {
  addOne,
  changeQuantity,
  deleteRows,
  listCart,
  lockCheckedRows,
  removeRow,
  toggleCheck,
} from './repository.ts';

export async function cartOf(db: Db, userNum: number, askedFor: number | undefined): Promise<CartEntry[]> {
  if (askedFor !== undefined && askedFor !== userNum) throw forbidden(SHOP_MESSAGES.notYourCart);
  const rows = await listCart(db, userNum);
  return rows.map((r) => ({
    seq: r.seq,
    quantity: r.quantity,
    isChecked: r.is_checked,
    productnum: r.product_num,
    shopitem: {
      ProductNum: r.product_num,
      ItemName: r.item_name,
      price: r.price,
      image_url: itemImage(r.icon),
      section: r.section,
      stock: r.stock,
    },
  }));
}

type Changed = { seq: number; quantity: number; is_checked: number } | undefined;

function answer(message: string, row: Changed): CartChangeResponse {
  if (!row) throw notFound(SHOP_MESSAGES.cartRowUnknown);
  return { message, seq: row.seq, quantity: row.quantity, isChecked: row.is_checked };
}

export async function addToCart(db: Db, userNum: number, productNum: number): Promise<CartChangeResponse> {
  const [item] = await findVisibleItems(db, [productNum]);
  if (!item) throw notFound(SHOP_MESSAGES.unknownProduct);
  return answer('Item added to your cart.', await addOne(db, userNum, productNum));
}

export async function updateQuantity(
  db: Db,
  userNum: number,
  input: { seq: number; ProductNum: number; quantityChange: 1 | -1 },
): Promise<CartChangeResponse> {
  const row = await changeQuantity(db, userNum, input.seq, input.ProductNum, input.quantityChange);
  return answer('Quantity updated.', row);
}

export async function updateCheck(
  db: Db,
  userNum: number,
  input: { seq: number; ProductNum: number },
): Promise<CartChangeResponse> {
  return answer('Selection updated.', await toggleCheck(db, userNum, input.seq, input.ProductNum));
}

export async function removeFromCart(
  db: Db,
  userNum: number,
  input: { seq: number; ProductNum: number },
): Promise<CartChangeResponse> {
  return answer('Item removed from your cart.', await removeRow(db, userNum, input.seq, input.ProductNum));
}

/**
 * Buys every checked cart row or none. `items` (when sent) is what the page believed was checked: it
 * must match the locked checked rows exactly, otherwise the cart changed under the player (409).
 * Prices are always the server's; bought rows leave the cart in the same transaction.
 */
export async function checkout(
  db: Db,
  userNum: number,
  items: number[] | undefined,
  idempotency?: IdempotencyHandle | null,
): Promise<MoneyResponse> {
  return moneyTransaction(db, idempotency, async (trx) => {
    const rows = await lockCheckedRows(trx, userNum);
    if (items !== undefined) {
      const checked = new Set(rows.map((r) => r.seq));
      if (items.length === 0) throw badRequest(SHOP_MESSAGES.cartEmpty);
      if (items.length !== checked.size || !items.every((seq) => checked.has(seq))) {
        throw conflict(SHOP_MESSAGES.cartChanged);
      }
    }
    if (rows.length === 0) throw badRequest(SHOP_MESSAGES.cartEmpty);
    const balances = await placeOrder(
      trx,
      userNum,
      rows.map((r) => ({ productNum: r.product_num, quantity: r.quantity })),
    );
    await deleteRows(
      trx,
      userNum,
      rows.map((r) => r.seq),
    );
    const units = rows.reduce((sum, r) => sum + r.quantity, 0);
    return {
      message: `Purchase successful! ${units} item${units === 1 ? '' : 's'} sent to your item bank.`,
      ...balances,
    };
  });
}
