import type { CartChangeResponse, CartEntry, CheckoutResponse } from '#shared/contracts/shop.ts';
import { type ExpectedPrice, itemImage, SHOP_MESSAGES } from '#shared/shop-rules.ts';
import type { Db } from '../../db/database.ts';
import type { IdempotencyClaim } from '../../db/idempotency-repository.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http-error.ts';
import { placeOrder } from '../purchases/service.ts';
import { findVisibleItems } from '../shop/service.ts';
import { type BalanceNotices, moneyTransaction } from '../wallet/service.ts';
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
    available: !r.is_hidden,
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

const nameList = (rows: Array<{ item_name: string }>) => rows.map((r) => r.item_name).join(', ');

/**
 * Buys the checked cart rows. Rows whose item the shop no longer lists (delisted after they were added) are
 * left out, stay in the cart, and are named in the answer (`unavailable`): the player pays only for what
 * they get. The rest is all or nothing (stock, balance). When nothing checked is still for sale the answer
 * is 409 naming the rows, and nothing changes.
 *
 * `items` (when sent) is what the page believed it was buying: every checked row still for sale must be in
 * it, and it may not name a row that is not checked; otherwise the cart changed under the player (409).
 * Prices are always the server's; bought rows leave the cart in the same transaction.
 *
 * `prices` (when sent) is the unit price and currency the page showed on each row it pays for: when the
 * price in force of a row to be bought is not that, nothing moves and the answer is 409 price_changed naming
 * the item and its new price (docs/product/shop-and-wallet.md, Cart). A price for a row that is not checked
 * is a changed cart (409); a row left out is not checked (an older page sends none at all).
 */
export async function checkout(
  db: Db,
  balances: BalanceNotices,
  userNum: number,
  items: number[] | undefined,
  idempotency?: IdempotencyClaim | null,
  toGame = false,
  prices: Array<{ seq: number } & ExpectedPrice> = [],
): Promise<CheckoutResponse> {
  return moneyTransaction(db, balances, idempotency, async (trx) => {
    const rows = await lockCheckedRows(trx, userNum);
    const forSale = rows.filter((r) => !r.is_hidden);
    if (items !== undefined) {
      if (items.length === 0) throw badRequest(SHOP_MESSAGES.cartEmpty);
      const checked = new Set(rows.map((r) => r.seq));
      const sent = new Set(items);
      if (!items.every((seq) => checked.has(seq)) || !forSale.every((r) => sent.has(r.seq))) {
        throw conflict(SHOP_MESSAGES.cartChanged);
      }
    }
    const shown = new Map(prices.map(({ seq, price, currency }) => [seq, { price, currency }]));
    if (shown.size > 0) {
      const checked = new Set(rows.map((r) => r.seq));
      if (![...shown.keys()].every((seq) => checked.has(seq))) throw conflict(SHOP_MESSAGES.cartChanged);
    }
    if (rows.length === 0) throw badRequest(SHOP_MESSAGES.cartEmpty);
    if (forSale.length === 0) throw conflict(nothingAvailable(rows));
    const placed = await placeOrder(
      trx,
      userNum,
      forSale.map((r) => ({
        productNum: r.product_num,
        quantity: r.quantity,
        expected: shown.get(r.seq),
        name: r.item_name,
      })),
      // Delisted between the lock and the order: left out like the others.
      { skipUnavailable: true, toGame },
    );
    const gone = new Set(placed.unavailable);
    const bought = forSale.filter((r) => !gone.has(r.product_num));
    const left = rows.filter((r) => !bought.includes(r));
    if (bought.length === 0) throw conflict(nothingAvailable(rows));
    await deleteRows(
      trx,
      userNum,
      bought.map((r) => r.seq),
    );
    const units = bought.reduce((sum, r) => sum + r.quantity, 0);
    const note =
      left.length === 0
        ? ''
        : ` Not bought, no longer available: ${nameList(left)}. You were not charged for ${left.length === 1 ? 'it' : 'them'}.`;
    return {
      message: `Purchase successful! ${units} item${units === 1 ? '' : 's'} sent to your item bank.${note}`,
      ...placed.balances,
      unavailable: left.map((r) => ({ seq: r.seq, ProductNum: r.product_num, ItemName: r.item_name })),
    };
  });
}

function nothingAvailable(rows: Array<{ item_name: string }>): string {
  return `No longer available: ${nameList(rows)}. Remove ${rows.length === 1 ? 'it' : 'them'} from your cart to continue.`;
}
