import { type Kysely, sql } from 'kysely';

/**
 * Upper bounds on money (docs/decisions/0020-wallet-and-shop.md, "Money bounds"). Balances, ledger amounts
 * and running balances stay within 1,000,000,000; item prices, bought prices and voucher values within
 * 10,000,000. Both are far below 2^53, so every sum the site makes stays an exact JavaScript number.
 * The numbers are written out here (not imported) so this migration means the same thing forever; the
 * constants in src/shared/shop-rules.ts must match them (tests/integration/shop-money-bounds.test.ts).
 * Adding a constraint checks the existing rows: a database already holding a larger value refuses to
 * migrate until the operator has corrected it, rather than keeping an account that cannot be read.
 */
const MAX_BALANCE = 1_000_000_000;
const MAX_PRICE = 10_000_000;

const CHECKS: Array<[table: string, name: string, rule: string]> = [
  ['users', 'users_user_point_max', `user_point <= ${MAX_BALANCE}`],
  ['users', 'users_user_point2_max', `user_point2 <= ${MAX_BALANCE}`],
  ['wallet_ledger', 'wallet_ledger_amount_max', `amount between ${-MAX_BALANCE} and ${MAX_BALANCE}`],
  ['wallet_ledger', 'wallet_ledger_balance_after_max', `balance_after <= ${MAX_BALANCE}`],
  ['shop_items', 'shop_items_price_max', `price <= ${MAX_PRICE}`],
  ['shop_purchases', 'shop_purchases_pur_price_max', `pur_price <= ${MAX_PRICE}`],
  ['vouchers', 'vouchers_value_max', `value <= ${MAX_PRICE}`],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, name, rule] of CHECKS) {
    await sql`alter table ${sql.table(table)} add constraint ${sql.ref(name)} check (${sql.raw(rule)})`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, name] of [...CHECKS].reverse()) {
    await sql`alter table ${sql.table(table)} drop constraint if exists ${sql.ref(name)}`.execute(db);
  }
}
