// Plain constants and pure rules only (no zod): the layout's side panels may import these.
import { formatTwoDecimals, formatWhole } from './numbers.ts';

/** docs/product/shop-and-wallet.md: section 2 = priced in Milleage (UserPoint2), anything else = R-Coin. */
export const MILLEAGE_SECTION = 2;
/** The two balances: R-Coin (UserPoint) and Milleage (UserPoint2). */
export const CURRENCIES = ['rcoin', 'milleage'] as const;
/** The ribbons an item card can wear (its corner badge). */
export const SHOP_RIBBONS = ['new', 'hot', 'sale'] as const;
export type Currency = (typeof CURRENCIES)[number];

export function currencyOfSection(section: number): Currency {
  return section === MILLEAGE_SECTION ? 'milleage' : 'rcoin';
}

export const CURRENCY_LABEL: Record<Currency, string> = { rcoin: 'R-Coin', milleage: 'Milleage' };

/**
 * The price and currency a player saw and confirmed, sent with an order (buy now, a character service).
 * Optional on the wire: an API client that sends neither pays the price in force, as it always did.
 */
export interface ExpectedPrice {
  price?: number | undefined;
  currency?: Currency | undefined;
}

/**
 * Whether an order's expected price no longer holds: the price differs, or, for a price above 0, the
 * currency does (a free order costs nothing in either). Such an order is refused before any money moves
 * (docs/product/shop-and-wallet.md, Prices), with priceChangedMessage.
 */
export function priceDiffers(expected: ExpectedPrice, price: number, currency: Currency): boolean {
  if (expected.price !== undefined && expected.price !== price) return true;
  return expected.currency !== undefined && price > 0 && expected.currency !== currency;
}

/**
 * The refusal of an order whose price changed since the player saw it: it names the new price, and the item
 * when the order has several (a cart checkout), so the player knows which line to look at.
 */
export function priceChangedMessage(price: number, currency: Currency, itemName?: string): string {
  if (itemName === undefined) {
    return price === 0
      ? 'The price changed: it is now free. Check it and confirm again.'
      : `The price changed to ${formatWhole(price)} ${CURRENCY_LABEL[currency]}. Check it and confirm again.`;
  }
  return price === 0
    ? `The price of ${itemName} changed: it is now free. Check it and confirm again.`
    : `The price of ${itemName} changed to ${formatWhole(price)} ${CURRENCY_LABEL[currency]}. Check it and confirm again.`;
}

/** Name cuts (docs/product/shop-and-wallet.md): 10 characters in lists, 14 in side panels. */
export const NAME_CUT_LIST = 10;
export const NAME_CUT_SIDE = 14;

export function truncateName(name: string, max: number): string {
  return name.length > max ? `${name.slice(0, max)}...` : name;
}

/** Prices and totals always show two decimals (0.00 when empty). */
export function formatPrice(value: number): string {
  return formatTwoDecimals(value);
}

export const SHOP_PAGE_SIZE = 12;
export const HISTORY_PAGE_SIZE = 10;
export const CART_MAX_QUANTITY = 99;
export const TOP_SALES_COUNT = 10;
/** Cards in the shop's Premium Sellers area. */
export const PREMIUM_SELLERS_COUNT = 4;

/**
 * Money bounds (docs/decisions/0020-wallet-and-shop.md, "Money bounds"), enforced by the database's CHECK
 * constraints and by the contracts. A balance (R-Coin or Milleage) stays within 0..MAX_BALANCE; an item
 * price or a voucher value within 1..MAX_PRICE. A cart (99 units of at most 200 rows) then totals at most
 * 1.98e11, and every number stays an exact JavaScript integer (2^53 is about 9e15).
 */
export const MAX_BALANCE = 1_000_000_000;
export const MAX_PRICE = 10_000_000;
/** Vouchers share the price bound (one CHECK limit in the database); named for what it bounds. @alias */
export const MAX_VOUCHER_VALUE = MAX_PRICE;

const SHOP_IMAGE_DIR = '/img/shop/items/';
export const DEFAULT_ITEM_IMAGE = '/img/shop/default-item.svg';

/** The slot image of an item: its icon under the slot images folder, or the default image. */
export function itemImage(icon: string | null | undefined): string {
  if (!icon) return DEFAULT_ITEM_IMAGE;
  // An icon uploaded in the console is stored as its address ('/media/...'); older ones as a file name.
  return icon.startsWith('/') ? icon : `${SHOP_IMAGE_DIR}${icon}`;
}

/** Item bank delivery flags (docs/product/shop-and-wallet.md, Item bank). */
export const PUR_FLAG = { waiting: 0, claimed: 1, cancelRequested: 2, refunded: 3 } as const;
export const PUR_FLAG_LABEL: Record<number, string> = {
  0: 'Waiting in item bank',
  1: 'Claimed in game',
  /** A cancel on its way to the game's item bank (docs/product/game-bridge.md). */
  2: 'Cancelling…',
  3: 'Cancelled and refunded',
};

export const SHOP_MESSAGES = {
  voucherRequired: 'Voucher Code is required.',
  confirmBuy: 'Are you sure you want to buy this item?',
  categoriesFailed: 'failed to fetch shop categories',
  itemsFailed: 'failed to fetch shop items',
  historyFailed: 'Failed to fetch purchase history',
  noData: 'No Data',
  voucherInvalid: 'Invalid voucher code. Please check the code and try again.',
  voucherUsed: 'This voucher code has already been used.',
  voucherExpired: 'This voucher code has expired.',
  voucherRevoked: 'This voucher code is no longer valid.',
  unknownProduct: 'This item is not available in the shop.',
  soldOut: 'This item is sold out.',
  notEnoughRcoin: 'Not enough R-Coin for this purchase.',
  notEnoughMilleage: 'Not enough Milleage for this purchase.',
  cartEmpty: 'Please select at least one item in your cart.',
  cartChanged: 'Your cart has changed. Please review it and try again.',
  cartRowUnknown: 'That cart item was not found.',
  notYourCart: 'You can only view your own cart.',
  purchaseUnknown: 'That purchase was not found.',
  notCancellable: 'Only items still waiting in the item bank can be cancelled.',
  cancelling: 'Cancelling: the price comes back once the game confirms the item is still in your item bank.',
  notLinkedToGame:
    'Your account is not linked to a game login, so items cannot reach the game. Sign in with the password you use in the game, or ask the staff for help.',
  balanceCapRcoin: `This would take your R-Coin balance over the limit of ${formatWhole(MAX_BALANCE)}. Nothing was changed.`,
  balanceCapMilleage: `This would take your Milleage balance over the limit of ${formatWhole(MAX_BALANCE)}. Nothing was changed.`,
  idempotencyMismatch: 'This Idempotency-Key was already used for a different request.',
  idempotencyRunning: 'A request with this Idempotency-Key is still being processed.',
} as const;
