import { type Kysely, sql } from 'kysely';

/**
 * Character services (docs/product/character-services.md): unstuck, change school and rename, ordered by a
 * player on the account page, paid through the ledger and carried out by the game bridge.
 * - character_service_settings: one row (key true), the operator's prices, cooldowns, the school change's
 *   minimum level and each school's start point; versioned like every console form (db/versions.ts).
 * - character_orders: one row per order. Its debit and refund are ledger rows with the reference
 *   character_order:<id> (sources purchase and refund), and the outbox row carrying it is outbox_id. A
 *   refused order names why; a waiting one has no settled_at.
 * - character_name_history: each name a rename replaced, with the order that did it.
 * - game_outbox gains the kind character_service; audit_log says who acted: staff (as before, a null
 *   actor being a server command), a player (an order), or the site itself (the game's answer to it).
 */
const KINDS = `'create_login', 'set_ban', 'deliver_items', 'cancel_item'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const price = (column: string) =>
    sql.raw(`${column} integer not null default 0 check (${column} between 0 and 10000000)`);
  const currency = (column: string) =>
    sql.raw(`${column} text not null default 'rcoin' check (${column} in ('rcoin', 'milleage'))`);
  const cooldown = (column: string) =>
    sql.raw(`${column} integer not null default 60 check (${column} between 0 and 525600)`);
  const point = (column: string, fallback: number, max: number) =>
    sql.raw(`${column} integer not null default ${fallback} check (${column} between 0 and ${max})`);
  await sql`create table character_service_settings (
    id boolean primary key default true check (id),
    unstuck_enabled boolean not null default false,
    ${price('unstuck_price')}, ${currency('unstuck_currency')}, ${cooldown('unstuck_cooldown_minutes')},
    school_enabled boolean not null default false,
    ${price('school_price')}, ${currency('school_currency')}, ${cooldown('school_cooldown_minutes')},
    school_min_level integer not null default 1 check (school_min_level between 1 and 1000),
    rename_enabled boolean not null default false,
    ${price('rename_price')}, ${currency('rename_currency')}, ${cooldown('rename_cooldown_minutes')},
    ${point('start_sg_main', 0, 65535)}, ${point('start_sg_sub', 0, 32767)}, ${point('start_sg_gate', 0, 65535)},
    ${point('start_mp_main', 4, 65535)}, ${point('start_mp_sub', 0, 32767)}, ${point('start_mp_gate', 0, 65535)},
    ${point('start_phx_main', 7, 65535)}, ${point('start_phx_sub', 0, 32767)}, ${point('start_phx_gate', 0, 65535)},
    updated_at timestamptz not null default now(),
    version integer not null default 1 check (version > 0)
  )`.execute(db);
  await sql`insert into character_service_settings (id) values (true)`.execute(db);

  await sql`create table character_orders (
    id integer generated always as identity primary key,
    user_num integer not null references users (user_num),
    cha_num integer not null,
    cha_name varchar(33) not null,
    service text not null check (service in ('unstuck', 'school', 'rename')),
    new_school smallint check (new_school between 0 and 2),
    new_name varchar(33),
    price integer not null check (price between 0 and 10000000),
    currency text check (currency in ('rcoin', 'milleage')),
    status text not null default 'waiting' check (status in ('waiting', 'done', 'refused')),
    reason text check (reason in ('online', 'in_guild', 'level', 'name_taken', 'same_school', 'gone')),
    outbox_id bigint,
    created_at timestamptz not null,
    settled_at timestamptz,
    constraint character_orders_school check ((service = 'school') = (new_school is not null)),
    constraint character_orders_name check ((service = 'rename') = (new_name is not null)),
    constraint character_orders_paid check ((price = 0) = (currency is null)),
    constraint character_orders_reason check ((status = 'refused') = (reason is not null)),
    constraint character_orders_settled check ((status = 'waiting') = (settled_at is null))
  )`.execute(db);
  // The cooldown's read: a character's newest order of a service that was not refused.
  await sql`create index character_orders_cooldown on character_orders (cha_num, service, created_at desc)
    where status <> 'refused'`.execute(db);
  await sql`create index character_orders_player on character_orders (user_num, id desc)`.execute(db);
  await sql`create index character_orders_waiting on character_orders (id) where status = 'waiting'`.execute(
    db,
  );

  await sql`create table character_name_history (
    id integer generated always as identity primary key,
    cha_num integer not null,
    user_num integer not null references users (user_num),
    old_name varchar(33) not null,
    new_name varchar(33) not null,
    order_id integer not null unique references character_orders (id),
    changed_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index character_name_history_cha on character_name_history (cha_num, id)`.execute(db);

  await sql`alter table game_outbox drop constraint game_outbox_kind_check,
    add constraint game_outbox_kind_check check (kind in (${sql.raw(KINDS)}, 'character_service'))`.execute(
    db,
  );

  await sql`alter table audit_log add column actor_kind text not null default 'staff'
    check (actor_kind in ('staff', 'player', 'site'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table audit_log drop column actor_kind`.execute(db);
  await sql`drop table character_name_history`.execute(db);
  await sql`drop table character_orders`.execute(db);
  await sql`drop table character_service_settings`.execute(db);
  await sql`delete from game_outbox where kind = 'character_service'`.execute(db);
  await sql`alter table game_outbox drop constraint game_outbox_kind_check,
    add constraint game_outbox_kind_check check (kind in (${sql.raw(KINDS)}))`.execute(db);
}
