import { type Kysely, sql } from 'kysely';

/**
 * The staff second factor (docs/product/staff-security.md, docs/decisions/0012-staff-second-factor.md):
 * - second_factors: one TOTP secret per account (base32). enabled_at is null while enrolment waits for its
 *   first code; last_step is the newest 30-second step a code was accepted for, so a code works once.
 * - factor_recovery_codes: ten one-time codes per enrolment, stored as SHA-256; used_at consumes one.
 * - factor_challenges: the short-lived token a password step hands out when a code must follow (hash only).
 * - sessions.factor_verified_at: when this session last proved the factor (sign-in or step-up).
 * - site_settings.require_staff_factor: the operator's "require a second factor for staff".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('second_factors')
    .addColumn('user_num', 'integer', (c) => c.primaryKey().references('users.user_num').onDelete('cascade'))
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('enabled_at', 'timestamptz')
    .addColumn('last_step', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('factor_recovery_codes')
    .addColumn('user_num', 'integer', (c) => c.notNull().references('users.user_num').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addPrimaryKeyConstraint('factor_recovery_codes_pk', ['user_num', 'code_hash'])
    .execute();
  await db.schema
    .createTable('factor_challenges')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_num', 'integer', (c) => c.notNull().references('users.user_num').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.alterTable('sessions').addColumn('factor_verified_at', 'timestamptz').execute();
  await db.schema
    .alterTable('site_settings')
    .addColumn('require_staff_factor', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('site_settings').dropColumn('require_staff_factor').execute();
  await db.schema.alterTable('sessions').dropColumn('factor_verified_at').execute();
  await db.schema.dropTable('factor_challenges').execute();
  await db.schema.dropTable('factor_recovery_codes').execute();
  await db.schema.dropTable('second_factors').execute();
}
