import { type Kysely, sql } from 'kysely';

/**
 * Discord announcements (docs/product/discord.md, docs/decisions/0071-discord-outbox.md):
 * - `discord_webhooks`: the operator's webhooks (the id and token Discord's address carries, never shown
 *   back whole), what each receives, and until when Discord asked the site to wait (a 429).
 * - `discord_outbox`: one row per message for one webhook, written in the transaction of what caused it and
 *   delivered by the worker (modules/discord/worker.ts): waiting, then sent or parked.
 * - `news.announced_at`: when the article's announcement was claimed, so a published or scheduled article is
 *   announced once across instances. Articles players already see count as announced, so the upgrade
 *   announces nothing old; a scheduled one is announced when its time comes.
 * - `server_maintenance.announced_on`: whether Discord was last told the maintenance is on, so each start
 *   and end is announced once. Set to where the window stands now, so the upgrade announces nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table discord_webhooks (
    id integer primary key generated always as identity,
    name text not null check (char_length(name) between 1 and 60),
    webhook_id text not null check (webhook_id ~ '^[0-9]{15,25}$'),
    token text not null check (token ~ '^[A-Za-z0-9_-]{20,200}$'),
    news boolean not null default false,
    maintenance boolean not null default false,
    staff_log boolean not null default false,
    rate_limited_until timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    version integer not null default 1
  )`.execute(db);
  await sql`create table discord_outbox (
    id integer primary key generated always as identity,
    webhook_id integer not null references discord_webhooks (id) on delete cascade,
    event text not null check (event in ('news', 'maintenance_started', 'maintenance_ended', 'staff_log')),
    payload jsonb not null,
    created_at timestamptz not null default now(),
    next_attempt_at timestamptz not null default now(),
    attempts integer not null default 0 check (attempts >= 0),
    failures integer not null default 0 check (failures >= 0),
    last_attempt_at timestamptz,
    last_status integer,
    last_answer text check (char_length(last_answer) <= 500),
    sent_at timestamptz,
    parked_at timestamptz,
    message_id text,
    check (sent_at is null or parked_at is null)
  )`.execute(db);
  await sql`create index discord_outbox_due on discord_outbox (next_attempt_at, id)
    where sent_at is null and parked_at is null`.execute(db);
  await sql`create index discord_outbox_webhook on discord_outbox (webhook_id, id)`.execute(db);

  await sql`alter table news add column announced_at timestamptz`.execute(db);
  await sql`update news set announced_at = publish_at
    where status = 'published' and publish_at <= now()`.execute(db);
  await sql`create index news_unannounced on news (publish_at)
    where announced_at is null and status = 'published'`.execute(db);

  await sql`alter table server_maintenance add column announced_on boolean not null default false`.execute(
    db,
  );
  await sql`update server_maintenance set announced_on =
    (starts_at is not null and starts_at <= now() and (ends_at is null or ends_at > now()))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table server_maintenance drop column announced_on`.execute(db);
  await sql`drop index news_unannounced`.execute(db);
  await sql`alter table news drop column announced_at`.execute(db);
  await sql`drop table discord_outbox`.execute(db);
  await sql`drop table discord_webhooks`.execute(db);
}
