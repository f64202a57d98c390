import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Currency, LedgerSource } from '../../db/tables/shop.ts';

export interface BalanceRow {
  user_point: number;
  user_point2: number;
}

/**
 * Adds `delta` (negative = debit) to one balance in a single conditional statement: a debit only happens
 * when the balance covers it (`where user_point >= price`), so concurrent debits can never overspend.
 * Returns the new balances, or null when the user does not exist or the balance is too low.
 */
export async function changeBalance(
  db: Db,
  userNum: number,
  currency: Currency,
  delta: number,
): Promise<BalanceRow | null> {
  const column = currency === 'rcoin' ? 'user_point' : 'user_point2';
  const update = db.updateTable('users');
  const set =
    column === 'user_point'
      ? update.set({ user_point: sql<number>`user_point + ${delta}` })
      : update.set({ user_point2: sql<number>`user_point2 + ${delta}` });
  const row = await set
    .where('user_num', '=', userNum)
    .where(column, '>=', delta < 0 ? -delta : 0)
    .returning(['user_point', 'user_point2'])
    .executeTakeFirst();
  return row ?? null;
}

export async function insertLedgerRow(
  db: Db,
  row: {
    userNum: number;
    currency: Currency;
    amount: number;
    balanceAfter: number;
    source: LedgerSource;
    reference: string;
  },
): Promise<void> {
  await db
    .insertInto('wallet_ledger')
    .values({
      user_num: row.userNum,
      currency: row.currency,
      amount: row.amount,
      balance_after: row.balanceAfter,
      source: row.source,
      reference: row.reference,
    })
    .execute();
}

export async function findBalances(db: Db, userNum: number): Promise<BalanceRow | undefined> {
  return db
    .selectFrom('users')
    .select(['user_point', 'user_point2'])
    .where('user_num', '=', userNum)
    .executeTakeFirst();
}

export async function ledgerReferenceExists(
  db: Db,
  source: LedgerSource,
  reference: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('wallet_ledger')
    .select('id')
    .where('source', '=', source)
    .where('reference', '=', reference)
    .executeTakeFirst();
  return row !== undefined;
}
