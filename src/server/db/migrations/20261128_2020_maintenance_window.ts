import { type Kysely, sql } from 'kysely';

/**
 * The operator's maintenance window (docs/product/server-status.md, Maintenance), in place of the
 * on/off switch site_settings.server_maintenance: one row, on from `starts_at` (null: off) until before
 * `ends_at` (null: until turned off), with a note to players. A table of its own rather than columns of
 * site_settings so it has a version of its own: a maintenance save must not make an open site-settings
 * form stale, nor the other way round (db/versions.ts). A switch that was on becomes a window started
 * now with no end.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table server_maintenance (
    id boolean primary key default true check (id),
    starts_at timestamptz,
    ends_at timestamptz,
    message text check (char_length(message) <= 300),
    updated_at timestamptz not null default now(),
    version integer not null default 1,
    check (ends_at is null or (starts_at is not null and ends_at > starts_at)),
    check (message is null or starts_at is not null)
  )`.execute(db);
  await sql`insert into server_maintenance (starts_at)
    select case when server_maintenance then now() end from site_settings`.execute(db);
  // A database without its settings row yet (the seed writes it) still gets the window's one row.
  await sql`insert into server_maintenance default values on conflict do nothing`.execute(db);
  await db.schema.alterTable('site_settings').dropColumn('server_maintenance').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('site_settings')
    .addColumn('server_maintenance', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await sql`update site_settings set server_maintenance = exists (select 1 from server_maintenance
    where starts_at <= now() and (ends_at is null or ends_at > now()))`.execute(db);
  await db.schema.dropTable('server_maintenance').execute();
}
