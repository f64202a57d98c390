// Plain constants only (no zod): the top-up pages read them without loading a schema library.
/**
 * Top-up by payment (docs/product/payments.md). Prices are whole centavos (PHP x 100), as the payment
 * provider counts them; R-Coin is credited through the ledger with source 'payment'.
 */
import { formatWhole } from './numbers.ts';

export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_PROVIDERS = ['paymongo', 'fake'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * The payment methods PayMongo's Checkout Sessions take (`payment_method_types`), by PayMongo's names, with
 * what the console shows. An account takes QR Ph from the start; each other method needs PayMongo to
 * activate it first, and a checkout that names a method the account lacks is refused. The operator picks
 * the list in the console (docs/product/payments.md); QR Ph alone is the default because it works on every
 * account and every Philippine bank and e-wallet app (GCash and Maya included) can pay a QR Ph code.
 * The migration 20261127_1200_payment_attention_and_methods checks the same names.
 */
export const PAYMENT_METHODS = {
  qrph: 'QR Ph',
  gcash: 'GCash',
  paymaya: 'Maya',
  card: 'Cards (Visa, Mastercard)',
  grab_pay: 'GrabPay',
  shopee_pay: 'ShopeePay',
  billease: 'BillEase',
  dob: 'BPI online banking',
  dob_ubp: 'UnionBank online banking',
  brankas_bdo: 'BDO online banking (Brankas)',
  brankas_landbank: 'Landbank online banking (Brankas)',
  brankas_metrobank: 'Metrobank online banking (Brankas)',
} as const;
export type PaymentMethod = keyof typeof PAYMENT_METHODS;
export const PAYMENT_METHOD_NAMES = Object.keys(PAYMENT_METHODS) as PaymentMethod[];

/** Why a verified webhook event changed nothing and waits for the operator (the console's payments page). */
export const ATTENTION_REASONS = ['unknown_order', 'mismatch', 'mode_mismatch', 'unreadable'] as const;
export type AttentionReason = (typeof ATTENTION_REASONS)[number];

/** A package costs ₱20 to ₱100,000: the provider's own lower bound for a checkout, and a sane ceiling. */
export const MIN_PACKAGE_CENTAVOS = 2_000;
export const MAX_PACKAGE_CENTAVOS = 10_000_000;
export const PACKAGE_NAME_MAX = 40;

/** An order's reference as the server makes it: 'TU-' and 20 hex digits. */
export const ORDER_REFERENCE = /^TU-[0-9a-f]{20}$/;

/** How often /topup/success asks for its order while it waits for the payment's confirmation. */
export const ORDER_POLL_MS = 2_000;

/** R-Coin as a whole number, '1,250' (prices keep their decimals; coins bought have none). */
export const formatCoins = formatWhole;

/**
 * '₱1,234.50' from centavos, as en-PH writes pesos. Whole centavos are split into pesos and centavos as
 * integers, never divided into a fraction of a peso, so a sum of any size is written to the centavo (a
 * fraction of a centavo, which no amount has, would be rounded).
 */
export function formatPhp(centavos: number): string {
  const size = Math.abs(Math.round(centavos));
  const cents = String(size % 100).padStart(2, '0');
  return `${centavos < 0 && size > 0 ? '-' : ''}₱${formatWhole((size - (size % 100)) / 100)}.${cents}`;
}

export const PAYMENT_MESSAGES = {
  unavailable: 'Top-up by payment is not available right now. You can still redeem a voucher code.',
  noPackage: 'This top-up package is not available.',
  noOrder: 'There is no such order.',
  providerDown: 'The payment provider could not be reached. Nothing was charged; please try again.',
  noCheckout: 'There is no such checkout.',
  notYourCheckout: 'This checkout belongs to another player’s order. Sign in as that player to pay it.',
} as const;
