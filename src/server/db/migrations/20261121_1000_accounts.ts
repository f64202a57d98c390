import { type Kysely, sql } from 'kysely';

/**
 * Accounts: single-use e-mail link tokens (verification, password reset), the game-login IP whitelist, and
 * the moment a session last proved its secret answer (a password change needs that proof).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('account_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_num', 'integer', (c) => c.notNull().references('users.user_num').onDelete('cascade'))
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull().check(sql`purpose in ('verify', 'reset')`))
    .addColumn('email', 'varchar(60)', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('account_tokens_user_purpose')
    .on('account_tokens')
    .columns(['user_num', 'purpose'])
    .execute();

  await db.schema
    .createTable('ip_whitelist')
    .addColumn('user_num', 'integer', (c) => c.notNull().references('users.user_num').onDelete('cascade'))
    .addColumn('ip', 'varchar(45)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('ip_whitelist_pk', ['user_num', 'ip'])
    .execute();

  await db.schema.alterTable('sessions').addColumn('secret_verified_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('secret_verified_at').execute();
  await db.schema.dropTable('ip_whitelist').execute();
  await db.schema.dropTable('account_tokens').execute();
}
