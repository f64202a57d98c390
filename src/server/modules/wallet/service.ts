import type { Balances } from '#shared/contracts/shop.ts';
import type { Currency } from '#shared/shop-rules.ts';
import { CURRENCY_LABEL, SHOP_MESSAGES } from '#shared/shop-rules.ts';
import type { Db } from '../../db/database.ts';
import {
  type IdempotencyClaim,
  IdempotencyKeyTaken,
  isKeyTaken,
  storeAnswer,
} from '../../db/idempotency-repository.ts';
import type { LedgerSource } from '../../db/tables/shop.ts';
import { conflict, HttpError, notFound } from '../../http-error.ts';
import type { BalanceCache } from './balance-cache.ts';
import { type BalanceRow, changeBalanceWithLedger, debitFromCostCtes, findBalances } from './repository.ts';

export interface MoneyMove {
  userNum: number;
  currency: Currency;
  /** Whole units; negative = debit. */
  amount: number;
  source: LedgerSource;
  /** What caused it (order, voucher, purchase ...). Unique per source and currency: booked at most once. */
  reference: string;
}

const toBalances = (row: BalanceRow): Balances => ({
  userPoints: row.user_point,
  userPoints2: row.user_point2,
});

function insufficientFunds(currency: Currency): HttpError {
  return new HttpError(
    402,
    currency === 'rcoin' ? SHOP_MESSAGES.notEnoughRcoin : SHOP_MESSAGES.notEnoughMilleage,
  );
}

/** A credit that would take a balance over MAX_BALANCE: refused before anything moves. */
function balanceCapReached(currency: Currency): HttpError {
  return conflict(currency === 'rcoin' ? SHOP_MESSAGES.balanceCapRcoin : SHOP_MESSAGES.balanceCapMilleage);
}

/** What a money transaction tells once it ends: the app's balance cache (`app.balances`). */
export type BalanceNotices = Pick<BalanceCache, 'changed'>;

/**
 * Runs a money-moving unit of work in one transaction and, when the request carries an Idempotency-Key
 * (plugins/idempotency.ts), stores its answer as that transaction's last statement: the money and "this key
 * is answered" commit together. If another request with the same key answered first, this one fails with
 * 409 and its transaction (its money) rolls back. `balances` is the app's balance cache, told about every
 * balance the transaction touched once it ends.
 */
export async function moneyTransaction<T>(
  db: Db,
  balances: BalanceNotices,
  idempotency: IdempotencyClaim | null | undefined,
  work: (trx: Db) => Promise<T>,
): Promise<T> {
  const moved = new Set<number>();
  try {
    const result = await db.transaction().execute(async (trx) => {
      movedIn.set(trx, moved);
      const answer = await work(trx);
      if (idempotency && !(await storeAnswer(trx, idempotency, 200, answer))) {
        // A key not read before the handler is answered from what is stored (plugins/idempotency.ts).
        if (idempotency.deferred) throw new IdempotencyKeyTaken();
        throw conflict(SHOP_MESSAGES.idempotencyRunning, 'idempotency_in_progress');
      }
      return answer;
    });
    if (idempotency) idempotency.recorded = true;
    return result;
  } finally {
    // Committed or not, the balances it touched are read afresh from now on (balance-cache.ts).
    for (const userNum of moved) balances.changed(userNum);
  }
}

/**
 * The one-statement form of moneyTransaction, for a money move that a single statement does whole (buy-now:
 * docs/decisions/0073-buy-now-one-statement.md). `run` executes that statement, built with the wallet's
 * debit CTEs (`debitInStatement`) and, with an Idempotency-Key, the answer's insert
 * (db/idempotency-repository.ts, answerInsert), and returns null when the statement did nothing. One
 * statement is its own transaction: the money, the ledger row, what caused them and the stored answer
 * commit together or not at all. A key found taken is IdempotencyKeyTaken (the plugin answers it). The
 * buyer's cached balances are forgotten unless nothing moved.
 */
export async function moneyStatement<T>(
  balances: BalanceNotices,
  userNum: number,
  idempotency: IdempotencyClaim | null | undefined,
  run: () => Promise<T | null>,
): Promise<T | null> {
  let result: T | null = null;
  let failed = true;
  try {
    result = await run();
    failed = false;
    if (result !== null && idempotency) idempotency.recorded = true;
    return result;
  } catch (error) {
    if (isKeyTaken(error)) {
      failed = false;
      throw new IdempotencyKeyTaken();
    }
    throw error;
  } finally {
    // A failure other than a taken key may have come after the commit (a lost connection): forget anyway.
    if (failed || result !== null) balances.changed(userNum);
  }
}

/** The wallet's debit with its ledger row as CTEs of a caller's one statement (see moneyStatement). */
export const debitInStatement = debitFromCostCtes;

/** The players whose money each open moneyTransaction moved, announced when it ends. */
const movedIn = new WeakMap<Db, Set<number>>();

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
  // Outside a moneyTransaction (the seed, a test's fixture) no app hears of the change: its cache shows it
  // once its entry expires, as for a change made by hand (balance-cache.ts).
  if (after) movedIn.get(trx)?.add(move.userNum);
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
