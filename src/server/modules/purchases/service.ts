import { randomUUID } from 'node:crypto';
import { ACCOUNT_MESSAGES } from '#shared/contracts/accounts.ts';
import type { Balances, MoneyResponse, PurchaseHistoryResponse } from '#shared/contracts/shop.ts';
import { pageFields } from '#shared/pager.ts';
import {
  type Currency,
  currencyOfSection,
  type ExpectedPrice,
  HISTORY_PAGE_SIZE,
  itemImage,
  priceChangedMessage,
  priceDiffers,
  SHOP_MESSAGES,
} from '#shared/shop-rules.ts';
import type { Db } from '../../db/database.ts';
import type { IdempotencyClaim } from '../../db/idempotency-repository.ts';
import { conflict, forbidden, notFound } from '../../http-error.ts';
import { itemsReachGame, queueCancel, queueItems } from '../game/items-service.ts';
import {
  type BalanceNotices,
  debitInStatement,
  getBalances,
  moneyStatement,
  moneyTransaction,
  moveMoney,
} from '../wallet/service.ts';
import {
  buyInOneStatement,
  countPurchases,
  findItemsForOrder,
  findPurchase,
  gameLoginOf,
  insertPurchasesUnlessBlocked,
  listPurchases,
  markCancelling,
  markRefunded,
  type PurchaseRow,
  returnStock,
  takeStock,
} from './repository.ts';

export interface OrderLine {
  productNum: number;
  quantity: number;
  /** The unit price and currency the player confirmed; absent, the price in force is paid. */
  expected?: ExpectedPrice | undefined;
  /** The item's name, for an order of several lines (the cart): a changed price's refusal names it. */
  name?: string;
}

export interface PlacedOrder {
  balances: Balances;
  /** Products skipped because the shop no longer lists them (only with `skipUnavailable`). */
  unavailable: number[];
}

/**
 * Buys `lines` for a player inside the caller's transaction, all or nothing: the server's own prices,
 * limited stock taken by conditional updates (in product order, so concurrent orders cannot deadlock),
 * each currency debited by a conditional update with its ledger row, and one item-bank row per unit.
 * A product the shop no longer lists is a 404, or, with `skipUnavailable` (cart checkout), left out of
 * the order and reported: the player is never charged for it.
 */
export async function placeOrder(
  trx: Db,
  userNum: number,
  lines: OrderLine[],
  options: { skipUnavailable?: boolean; toGame?: boolean } = {},
): Promise<PlacedOrder> {
  // With the bridge on, the items must have a login of the account's own to go to, checked before any
  // stock or money moves: else they would reach a stranger's login of the same name, or never leave.
  const gameLogin = options.toGame ? await gameLoginOf(trx, userNum) : null;
  if (gameLogin && !(await itemsReachGame(trx, gameLogin))) throw conflict(SHOP_MESSAGES.notLinkedToGame);
  const sorted = [...lines].sort((a, b) => a.productNum - b.productNum);
  const items = await findItemsForOrder(
    trx,
    sorted.map((l) => l.productNum),
  );
  const byNum = new Map(items.map((i) => [i.product_num, i]));
  const unavailable = sorted.filter((l) => !byNum.has(l.productNum)).map((l) => l.productNum);
  if (unavailable.length > 0 && !options.skipUnavailable) throw notFound(SHOP_MESSAGES.unknownProduct);
  // A price that changed since the player confirmed it is refused before any stock or money moves: they
  // are told the new price (and which item, in a cart) and confirm again knowingly. A sold-out item is left
  // to the stock check below, which refuses it as it always did: no price makes it buyable.
  for (const line of sorted) {
    const item = byNum.get(line.productNum);
    if (!item || item.stock === 0 || !line.expected) continue;
    const currency = currencyOfSection(item.section);
    if (priceDiffers(line.expected, item.price, currency))
      throw conflict(priceChangedMessage(item.price, currency, line.name), 'price_changed');
  }
  const totals: Record<Currency, number> = { rcoin: 0, milleage: 0 };
  const orderRef = randomUUID();
  const rows: PurchaseRow[] = [];
  for (const line of sorted) {
    const item = byNum.get(line.productNum);
    if (!item) continue;
    if (item.stock !== null && !(await takeStock(trx, item.product_num, line.quantity))) {
      throw conflict(item.stock === 0 ? SHOP_MESSAGES.soldOut : `Only ${item.stock} left in stock.`);
    }
    const currency = currencyOfSection(item.section);
    totals[currency] += item.price * line.quantity;
    for (let n = 0; n < line.quantity; n++) {
      rows.push({
        orderRef,
        userNum,
        productNum: item.product_num,
        itemMain: item.item_main,
        itemSub: item.item_sub,
        price: item.price,
        currency,
        gameDeliveryKey: null,
        gameSeq: null,
      });
    }
  }
  let balances: Balances | null = null;
  for (const currency of ['rcoin', 'milleage'] as const) {
    if (totals[currency] === 0) continue;
    balances = await moveMoney(trx, {
      userNum,
      currency,
      amount: -totals[currency],
      source: 'purchase',
      reference: `order:${orderRef}`,
    });
  }
  // With the bridge on, the items go to the game's item bank too, through the outbox, in this transaction:
  // it commits exactly when the order does.
  if (gameLogin && rows.length > 0) {
    const queued = await queueItems(
      trx,
      gameLogin.userId,
      rows.map((row) => ({ productNum: row.productNum, price: row.price })),
    );
    for (const [i, row] of rows.entries()) {
      row.gameDeliveryKey = queued[i]?.deliveryKey ?? null;
      row.gameSeq = queued[i]?.seq ?? null;
    }
  }
  // A ban that committed after this request passed its session check still stops the order: the item-bank
  // rows are written only for a buyer not banned, read after the debit above locked the account row
  // (docs/product/players-console.md, Actions). The transaction then rolls the debit back.
  if (!(await insertPurchasesUnlessBlocked(trx, userNum, rows, new Date()))) {
    throw forbidden(ACCOUNT_MESSAGES.loginBlocked);
  }
  return { balances: balances ?? (await getBalances(trx, userNum)), unavailable };
}

const BOUGHT = 'Purchase successful! The item is waiting in your item bank.';

/**
 * POST /buyitem: one product now. The common case, a product without limited stock bought with the bridge
 * off, is ONE statement: the debit with its ledger row, the item-bank rows and the stored answer commit
 * together (docs/decisions/0073-buy-now-one-statement.md). Anything else, and any case that statement
 * leaves undone (limited stock, a price that is not the one the player confirmed, not covered, banned,
 * unknown product, a claim to take over), is the order
 * in a money transaction as a cart checkout places it, which says exactly why when it fails.
 */
export async function buyNow(
  db: Db,
  balances: BalanceNotices,
  userNum: number,
  line: OrderLine,
  idempotency?: IdempotencyClaim | null,
  toGame = false,
): Promise<MoneyResponse> {
  if (!toGame && !idempotency?.takeOver) {
    const orderRef = randomUUID();
    const bought = await moneyStatement(balances, userNum, idempotency, () =>
      buyInOneStatement(db, {
        userNum,
        productNum: line.productNum,
        quantity: line.quantity,
        expected: line.expected ?? {},
        orderRef,
        now: new Date(),
        debit: (onlyIf) =>
          debitInStatement({ userNum, source: 'purchase', reference: `order:${orderRef}`, onlyIf }),
        answer: idempotency ?? null,
        message: BOUGHT,
      }),
    );
    if (bought) return { message: BOUGHT, userPoints: bought.user_point, userPoints2: bought.user_point2 };
  }
  return moneyTransaction(db, balances, idempotency, async (trx) => ({
    message: BOUGHT,
    ...(await placeOrder(trx, userNum, [line], { toGame })).balances,
  }));
}

/**
 * Inside the caller's transaction: flips a waiting purchase of `userNum` to cancelled-and-refunded, returns
 * its limited stock and books the refund. Null (nothing done) when the row is not waiting or not theirs.
 * Used by the player's cancel below and the operator's cancel (modules/players).
 */
export async function refundWaitingPurchase(trx: Db, userNum: number, purNum: number) {
  const row = await markRefunded(trx, userNum, purNum);
  if (!row) return null;
  return refund(trx, userNum, row);
}

/**
 * The refund of a purchase already flagged refunded in this transaction: its limited stock back and its
 * price as a refund ledger row (reference purchase:<n>, unique per currency: never twice).
 */
export async function refund(
  trx: Db,
  userNum: number,
  row: { pur_num: number; product_num: number; pur_price: number; currency: Currency },
) {
  await returnStock(trx, row.product_num, 1);
  const balances = await moveMoney(trx, {
    userNum,
    currency: row.currency,
    amount: row.pur_price,
    source: 'refund',
    reference: `purchase:${row.pur_num}`,
  });
  return { purNum: row.pur_num, price: row.pur_price, currency: row.currency, balances };
}

/**
 * Cancels a purchase still waiting in the item bank: the flag goes 0 -> 3 in a conditional update (so a
 * game server claiming it at the same moment wins or loses cleanly), the price comes back as a refund
 * ledger row (reference purchase:<n>, unique: never twice) and limited stock is returned.
 *
 * A purchase sent to the game's item bank is the game's to give back: it goes 0 -> 2 ("Cancelling…") and a
 * cancel_item joins the outbox behind its delivery; the refund comes when the game answers that the item
 * was still there (purchases/game-items.ts), and never if the player took it first.
 */
/**
 * Cancels a waiting purchase, for the player or an operator alike: refunded at once when it never went to
 * the game; when it did, it goes to "Cancelling…" and its cancel is queued for the game, whose answer
 * refunds it or not (game-items.ts: never both the item and the refund). Null when it is not waiting.
 */
export async function cancelWaitingPurchase(
  trx: Db,
  userNum: number,
  purNum: number,
): Promise<
  { refunded: NonNullable<Awaited<ReturnType<typeof refundWaitingPurchase>>> } | { cancelling: true } | null
> {
  const refunded = await refundWaitingPurchase(trx, userNum, purNum);
  if (refunded) return { refunded };
  const cancelling = await markCancelling(trx, userNum, purNum);
  if (!cancelling?.game_delivery_key || cancelling.game_seq === null) return null;
  await queueCancel(trx, cancelling.user_id, {
    purNum: cancelling.pur_num,
    purKey: cancelling.game_pur_key,
    deliveryKey: cancelling.game_delivery_key,
    seq: cancelling.game_seq,
  });
  return { cancelling: true };
}

export async function cancelPurchase(
  db: Db,
  balances: BalanceNotices,
  userNum: number,
  purNum: number,
  idempotency?: IdempotencyClaim | null,
): Promise<MoneyResponse> {
  try {
    return await moneyTransaction(db, balances, idempotency, async (trx) => {
      const cancelled = await cancelWaitingPurchase(trx, userNum, purNum);
      if (!cancelled) throw new NotCancellable();
      if ('refunded' in cancelled)
        return { message: 'The item was cancelled and its price refunded.', ...cancelled.refunded.balances };
      return { message: SHOP_MESSAGES.cancelling, ...(await getBalances(trx, userNum)) };
    });
  } catch (error) {
    if (!(error instanceof NotCancellable)) throw error;
    const found = await findPurchase(db, userNum, purNum);
    if (!found) throw notFound(SHOP_MESSAGES.purchaseUnknown);
    throw conflict(SHOP_MESSAGES.notCancellable);
  }
}

class NotCancellable extends Error {}

export async function purchaseHistory(
  db: Db,
  userNum: number,
  page: number,
): Promise<PurchaseHistoryResponse> {
  const total = await countPurchases(db, userNum);
  const rows = await listPurchases(db, userNum, HISTORY_PAGE_SIZE, (page - 1) * HISTORY_PAGE_SIZE);
  return {
    purchasehistory: rows.map((r) => ({
      PurNum: r.pur_num,
      shopitem: {
        ProductNum: r.product_num,
        ItemName: r.item_name,
        image_url: itemImage(r.icon),
        section: r.section,
      },
      quantity: 1,
      price: r.pur_price,
      PurDate: r.pur_date.toISOString(),
      PurFlag: r.pur_flag,
    })),
    ...pageFields(page, total, HISTORY_PAGE_SIZE),
  };
}
