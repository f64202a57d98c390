import type { Balances } from '#shared/contracts/shop.ts';
import type { Currency } from '#shared/shop-rules.ts';
import { CURRENCY_LABEL, SHOP_MESSAGES } from '#shared/shop-rules.ts';
import type { Db } from '../../db/database.ts';
import type { LedgerSource } from '../../db/tables/shop.ts';
import { conflict, HttpError, notFound } from '../../http-error.ts';
import { type BalanceRow, changeBalanceWithLedger, findBalances } from './repository.ts';

export interface MoneyMove {
  userNum: number;
  currency: Currency;
  /** Whole units; negative = debit. */
  amount: number;
  source: LedgerSource;
  /** What caused it (order, voucher, purchase ...). Unique per source and currency: booked at most once. */
  reference: string;
}

export const toBalances = (row: BalanceRow): Balances => ({
  userPoints: row.user_point,
  userPoints2: row.user_point2,
});

export function insufficientFunds(currency: Currency): HttpError {
  return new HttpError(
    402,
    currency === 'rcoin' ? SHOP_MESSAGES.notEnoughRcoin : SHOP_MESSAGES.notEnoughMilleage,
  );
}

/** A credit that would take a balance over MAX_BALANCE: refused before anything moves. */
export function balanceCapReached(currency: Currency): HttpError {
  return conflict(currency === 'rcoin' ? SHOP_MESSAGES.balanceCapRcoin : SHOP_MESSAGES.balanceCapMilleage);
}

/**
 * The only way a balance changes: the conditional update and its ledger row, both inside the caller's
 * transaction (`trx`), so either both happen or neither does. Throws 402 when a debit is not covered and
 * 409 when a credit would take the balance over MAX_BALANCE; the caller's transaction then rolls back
 * whatever it did before (a claimed voucher, a cancelled purchase).
 */
export async function moveMoney(trx: Db, move: MoneyMove): Promise<Balances> {
  if (!Number.isSafeInteger(move.amount) || move.amount === 0) {
    throw new Error(`moveMoney: amount must be a non-zero safe integer, got ${move.amount}`);
  }
  const after = await changeBalanceWithLedger(trx, move);
  if (!after) {
    if (move.amount < 0) throw insufficientFunds(move.currency);
    if (await findBalances(trx, move.userNum)) throw balanceCapReached(move.currency);
    throw notFound('Account not found.');
  }
  return toBalances(after);
}

export async function getBalances(db: Db, userNum: number): Promise<Balances> {
  const row = await findBalances(db, userNum);
  if (!row) throw notFound('Account not found.');
  return toBalances(row);
}

export function describeAmount(amount: number, currency: Currency): string {
  return `${amount.toLocaleString('en-US')} ${CURRENCY_LABEL[currency]}`;
}
