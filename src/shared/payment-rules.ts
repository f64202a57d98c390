// Plain constants only (no zod): the top-up pages read them without loading a schema library.
/**
 * Top-up by payment (docs/product/payments.md). Prices are whole centavos (PHP x 100), as the payment
 * provider counts them; R-Coin is credited through the ledger with source 'payment'.
 */
import { formatTwoDecimals, formatWhole } from './numbers.ts';

export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_PROVIDERS = ['paymongo', 'fake'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

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

/** '₱1,234.50' from centavos. */
export function formatPhp(centavos: number): string {
  return `₱${formatTwoDecimals(centavos / 100)}`;
}

export const PAYMENT_MESSAGES = {
  unavailable: 'Top-up by payment is not available right now. You can still redeem a voucher code.',
  noPackage: 'This top-up package is not available.',
  noOrder: 'There is no such order.',
  providerDown: 'The payment provider could not be reached. Nothing was charged; please try again.',
} as const;
