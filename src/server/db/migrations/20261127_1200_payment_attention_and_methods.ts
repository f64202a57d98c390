import { type Kysely, sql } from 'kysely';

/**
 * What PayMongo sends that the site cannot apply, and the payment methods the checkout offers
 * (docs/product/payments.md, docs/decisions/0021-payment-provider-and-crediting.md, addendum):
 * - payment_attention: a webhook event whose signature verified but which changed nothing: a checkout the
 *   site never made (unknown_order, e.g. a Payment Link on the same account), a paid amount or currency
 *   that differs from the order (mismatch), or an event of the other mode, live against a test key or the
 *   reverse (mode_mismatch), or a signed body the site cannot read as the event it claims to be
 *   (unreadable: PayMongo changed a field the site reads, say). The event id is unique, so a repeated delivery adds no second row. An
 *   operator marks a row resolved (who and when); nothing deletes one.
 * - payment_settings: exactly one row (its key is the constant true). `methods` is what a new checkout
 *   offers; the default is QR Ph alone, the one method PayMongo lets every account take without
 *   activation (a site upgraded after taking PayMongo payments keeps the seven it offered until now). The check keeps the list to PayMongo's documented names and never empty.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_attention')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('event_id', 'text', (c) => c.notNull().unique())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) =>
      c.notNull().check(sql`reason in ('unknown_order', 'mismatch', 'mode_mismatch', 'unreadable')`),
    )
    .addColumn('livemode', 'boolean', (c) => c.notNull())
    .addColumn('provider_ref', 'text')
    .addColumn('order_id', 'bigint', (c) => c.references('payment_orders.id').onDelete('restrict'))
    .addColumn('paid_amount_centavos', 'integer')
    .addColumn('paid_currency', 'text')
    .addColumn('expected_amount_centavos', 'integer')
    .addColumn('expected_currency', 'text')
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('resolved_by', 'integer', (c) => c.references('users.user_num').onDelete('restrict'))
    .addCheckConstraint('payment_attention_resolved', sql`(resolved_at is null) = (resolved_by is null)`)
    .execute();
  // The console's count and list: only what is still open, newest first.
  await sql`create index payment_attention_open on payment_attention (received_at desc) where resolved_at is null`.execute(
    db,
  );

  await db.schema
    .createTable('payment_settings')
    .addColumn('id', 'boolean', (c) => c.primaryKey().defaultTo(true).check(sql`id`))
    .addColumn('methods', sql`text[]`, (c) =>
      c
        .notNull()
        .defaultTo(sql`'{qrph}'`)
        .check(
          sql`cardinality(methods) between 1 and 12 and methods <@ array['qrph', 'gcash', 'paymaya', 'card',
            'grab_pay', 'shopee_pay', 'billease', 'dob', 'dob_ubp', 'brankas_bdo', 'brankas_landbank',
            'brankas_metrobank']::text[]`,
        ),
    )
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // The console's edit carries the version it was loaded at (db/versions.ts).
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // A site that has already made PayMongo checkouts offered the list that was fixed in code until now, and
  // PayMongo accepted it, so its methods are active: it keeps them rather than losing all but QR Ph.
  await sql`insert into payment_settings (id, methods)
    select true, case when exists (
      select 1 from payment_orders where provider = 'paymongo' and provider_ref is not null
    ) then array['gcash', 'paymaya', 'card', 'grab_pay', 'qrph', 'dob', 'billease']::text[]
      else array['qrph']::text[] end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_settings').execute();
  await db.schema.dropTable('payment_attention').execute();
}
