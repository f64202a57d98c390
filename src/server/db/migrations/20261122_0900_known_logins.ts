import { type Kysely, sql } from 'kysely';

/**
 * Browsers and addresses an account has signed in from successfully. Sign-in attempts from them get a
 * rate-limit bucket of their own, so strangers' wrong guesses cannot lock the owner out
 * (docs/decisions/0011-sign-in-lockout.md). Devices are stored as the SHA-256 of their cookie token.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('known_logins')
    .addColumn('user_num', 'integer', (c) => c.notNull().references('users.user_num').onDelete('cascade'))
    .addColumn('kind', 'varchar(8)', (c) => c.notNull().check(sql`kind in ('device', 'address')`))
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('last_success_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('known_logins_pk', ['user_num', 'kind', 'value'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('known_logins').execute();
}
