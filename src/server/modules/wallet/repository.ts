import { type RawBuilder, sql } from 'kysely';
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

/**
 * The conditional debit and its ledger row as two CTEs, `changed` and `booked`, for a caller that does a
 * whole money move in ONE statement (purchases' buy-now: docs/decisions/0073-buy-now-one-statement.md).
 * The amount and currency come from the caller's CTE `cost` (at most one row: currency, amount > 0); the
 * balance column follows the currency. `onlyIf` is a further condition on the buyer's row (`users`), read
 * under its row lock as the rest of the WHERE is, so a change committed meanwhile (a ban) is seen.
 * `changed` returns the new balances with the currency and amount; nothing when the debit is not covered,
 * the account is unknown, `cost` is empty or `onlyIf` fails, and then `booked` writes nothing either.
 */
export function debitFromCostCtes(move: {
  userNum: number;
  source: LedgerSource;
  reference: string;
  onlyIf: RawBuilder<boolean>;
}): RawBuilder<unknown> {
  return sql`changed as (
      update users set
        user_point = users.user_point - case when cost.currency = 'rcoin' then cost.amount else 0 end,
        user_point2 = users.user_point2 - case when cost.currency = 'milleage' then cost.amount else 0 end
      from cost
      where users.user_num = ${move.userNum} and cost.amount > 0
        and case when cost.currency = 'rcoin' then users.user_point else users.user_point2 end >= cost.amount
        and ${move.onlyIf}
      returning users.user_point, users.user_point2, cost.currency, cost.amount
    ), booked as (
      insert into wallet_ledger (user_num, currency, amount, balance_after, source, reference)
      select ${move.userNum}, changed.currency, -changed.amount,
        case when changed.currency = 'rcoin' then changed.user_point else changed.user_point2 end,
        ${move.source}, ${move.reference}
      from changed
      returning id
    )`;
}
