import { type Kysely, sql } from 'kysely';

/**
 * Staff roles and the audit log's shape (docs/decisions/0007-staff-roles-and-audit.md).
 * - staff_grants: support staff. Administrators stay what the spec says they are (user type 11 or more),
 *   so the table only names the second, smaller role.
 * - audit_log: the record a change touched is split into type and id (filterable), the changed fields are
 *   kept as [{field, old, new}], and a trigger refuses UPDATE, DELETE and TRUNCATE: the log is append-only
 *   for every client of the database, not only for the site's code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_grants')
    .addColumn('user_num', 'integer', (c) => c.primaryKey().references('users.user_num').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('support')`))
    .addColumn('granted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('granted_by', 'integer', (c) => c.references('users.user_num').onDelete('set null'))
    .execute();

  await db.schema
    .alterTable('audit_log')
    .addColumn('record_type', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('record_id', 'text')
    .addColumn('changes', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  // Rows written before this migration named their record as 'type:id' in `target`.
  await sql`update audit_log set record_type = split_part(coalesce(target, ''), ':', 1),
    record_id = nullif(substr(coalesce(target, ''), length(split_part(coalesce(target, ''), ':', 1)) + 2), '')`.execute(
    db,
  );
  await db.schema.alterTable('audit_log').dropColumn('target').dropColumn('details').execute();
  await db.schema.createIndex('audit_log_created_at').on('audit_log').columns(['created_at', 'id']).execute();
  await db.schema
    .createIndex('audit_log_record')
    .on('audit_log')
    .columns(['record_type', 'record_id'])
    .execute();

  await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_log is append-only: % refused', tg_op using errcode = 'insufficient_privilege';
    end $$`.execute(db);
  await sql`create trigger audit_log_no_change before update or delete on audit_log
    for each row execute function audit_log_append_only()`.execute(db);
  await sql`create trigger audit_log_no_truncate before truncate on audit_log
    for each statement execute function audit_log_append_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists audit_log_no_truncate on audit_log`.execute(db);
  await sql`drop trigger if exists audit_log_no_change on audit_log`.execute(db);
  await sql`drop function if exists audit_log_append_only()`.execute(db);
  await db.schema.dropIndex('audit_log_record').ifExists().execute();
  await db.schema.dropIndex('audit_log_created_at').ifExists().execute();
  await db.schema
    .alterTable('audit_log')
    .addColumn('target', 'text')
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await sql`update audit_log set target = case when record_id is null then nullif(record_type, '')
    else record_type || ':' || record_id end`.execute(db);
  await db.schema
    .alterTable('audit_log')
    .dropColumn('record_type')
    .dropColumn('record_id')
    .dropColumn('changes')
    .execute();
  await db.schema.dropTable('staff_grants').execute();
}
