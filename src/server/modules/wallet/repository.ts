import { sql } from 'kysely';
import type { Currency } from '#shared/shop-rules.ts';
import { MAX_BALANCE } from '#shared/shop-rules.ts';
import type { Db } from '../../db/database.ts';
import type { LedgerSource } from '../../db/tables/shop.ts';

export interface BalanceRow {
  user_point: number;
  user_point2: number;
}

/**
 * The conditional balance change and its ledger row in ONE statement (a data-modifying CTE): the ledger row
 * exists exactly when the update happened, and the pair costs one round trip. Returns the new balances, or
 * null when nothing changed (user unknown, a debit the balance does not cover, or a credit that would take
 * the balance over MAX_BALANCE — checked here so the CHECK constraint is never what refuses it).
 */
export async function changeBalanceWithLedger(
  db: Db,
  move: {
    userNum: number;
    currency: Currency;
    amount: number;
    source: LedgerSource;
    reference: string;
  },
): Promise<BalanceRow | null> {
  const column = sql.ref(move.currency === 'rcoin' ? 'user_point' : 'user_point2');
  const after = sql.ref(move.currency === 'rcoin' ? 'changed.user_point' : 'changed.user_point2');
  const covered = move.amount < 0 ? -move.amount : 0;
  const result = await sql<BalanceRow>`
    with changed as (
      update users set ${column} = ${column} + ${move.amount}
      where user_num = ${move.userNum} and ${column} >= ${covered}
        and ${column} + ${move.amount} <= ${MAX_BALANCE}
      returning user_point, user_point2
    ), booked as (
      insert into wallet_ledger (user_num, currency, amount, balance_after, source, reference)
      select ${move.userNum}, ${move.currency}, ${move.amount}, ${after}, ${move.source}, ${move.reference}
      from changed
      returning id
    )
    select changed.user_point, changed.user_point2 from changed cross join booked`.execute(db);
  return result.rows[0] ?? null;
}

export async function findBalances(db: Db, userNum: number): Promise<BalanceRow | undefined> {
  return db
    .selectFrom('users')
    .select(['user_point', 'user_point2'])
    .where('user_num', '=', userNum)
    .executeTakeFirst();
}
