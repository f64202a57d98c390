import { type Kysely, sql } from 'kysely';

/**
 * Voucher batches (docs/product/vouchers.md): every code belongs to a batch made in one go (name, value,
 * currency, count, prefix, expiry, who made it), and a batch or a single code can be revoked.
 * - Existing codes are put into batches of their own: one per distinct label, value, currency and expiry
 *   (what one `npm run vouchers` run made), named by the label or 'Earlier codes', made by nobody (a command).
 * - vouchers.batch_id stays nullable so a row inserted by hand is still a valid voucher; the service always
 *   sets it. vouchers.batch (the old free-text label) keeps the batch's name for the old readers.
 * - A revoked code keeps its row (revoked_at): it can never be redeemed, and a lookup still finds it.
 * - The index on (batch_id) carries the three state columns, so the list's counts per batch are read from
 *   the index alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('voucher_batches')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    .addColumn('value', 'bigint', (c) => c.notNull().check(sql`value > 0 and value <= 10000000`))
    .addColumn('currency', 'text', (c) => c.notNull().check(sql`currency in ('rcoin', 'milleage')`))
    .addColumn('count', 'integer', (c) => c.notNull().check(sql`count >= 0`))
    .addColumn('prefix', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('created_by', 'integer', (c) => c.references('users.user_num').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('revoked_by', 'integer', (c) => c.references('users.user_num').onDelete('set null'))
    .execute();

  await db.schema
    .alterTable('vouchers')
    .addColumn('batch_id', 'bigint', (c) => c.references('voucher_batches.id').onDelete('restrict'))
    .addColumn('revoked_at', 'timestamptz')
    .execute();

  // Existing codes: one batch per run that made them. A temporary key column maps each group to its batch.
  await sql`alter table voucher_batches add column legacy_key text`.execute(db);
  await sql`
    insert into voucher_batches (name, value, currency, count, expires_at, created_at, legacy_key)
    select coalesce(nullif(batch, ''), 'Earlier codes'), value, currency, count(*), expires_at, min(created_at),
      concat_ws('|', batch, value, currency, expires_at)
    from vouchers
    group by batch, value, currency, expires_at
    order by min(created_at), min(id)`.execute(db);
  await sql`
    update vouchers v set batch_id = b.id
    from voucher_batches b
    where b.legacy_key = concat_ws('|', v.batch, v.value, v.currency, v.expires_at)`.execute(db);
  await sql`alter table voucher_batches drop column legacy_key`.execute(db);

  await sql`create index vouchers_batch on vouchers (batch_id) include (redeemed_at, revoked_at, expires_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // A revoked code must stay unusable once the column is gone: it keeps its row, expired at its revocation.
  await sql`update vouchers set expires_at = revoked_at
    where revoked_at is not null and redeemed_at is null and (expires_at is null or expires_at > revoked_at)`.execute(
    db,
  );
  await sql`drop index if exists vouchers_batch`.execute(db);
  await db.schema.alterTable('vouchers').dropColumn('batch_id').dropColumn('revoked_at').execute();
  await db.schema.dropTable('voucher_batches').execute();
}
