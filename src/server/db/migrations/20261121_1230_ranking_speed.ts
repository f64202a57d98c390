import { type Kysely, sql } from 'kysely';

/**
 * Fast uncached rankings on a million characters. The monthly stats carry a copy of the character's class,
 * school and GM flag (kept in step by a trigger), and every ranking order has a covering index, so the top
 * 100 for any filter is picked by an index-only scan and only those 100 rows touch the characters table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table character_month_stats
    add column cha_class integer not null default 0,
    add column cha_school smallint not null default 0,
    add column is_gm boolean not null default false`.execute(db);
  await sql`update character_month_stats s set cha_class = c.cha_class, cha_school = c.cha_school, is_gm = c.is_gm
    from characters c where c.cha_num = s.cha_num`.execute(db);

  await sql`create function character_month_stats_sync() returns trigger language plpgsql as $$
    begin
      update character_month_stats
         set cha_class = new.cha_class, cha_school = new.cha_school, is_gm = new.is_gm
       where cha_num = new.cha_num;
      return new;
    end $$`.execute(db);
  await sql`create trigger characters_month_stats_sync
    after update of cha_class, cha_school, is_gm on characters
    for each row when (old.cha_class is distinct from new.cha_class or old.cha_school is distinct from new.cha_school
                       or old.is_gm is distinct from new.is_gm)
    execute function character_month_stats_sync()`.execute(db);

  await sql`drop index character_month_stats_mmr`.execute(db);
  await sql`drop index character_month_stats_kills`.execute(db);
  await sql`create index character_month_stats_rank_mmr on character_month_stats
    (month, mmr desc, cha_num) include (cha_class, cha_school, kills, deaths) where not is_gm and mmr > 0`.execute(
    db,
  );
  await sql`create index character_month_stats_rank_kills on character_month_stats
    (month, kills desc, deaths, cha_num) include (cha_class, cha_school, mmr) where not is_gm and kills > 0`.execute(
    db,
  );
  await sql`create index characters_rank_school_money on characters
    (cha_school, cha_money desc, cha_num) include (cha_class) where not is_gm`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index characters_rank_school_money`.execute(db);
  await sql`drop index character_month_stats_rank_kills`.execute(db);
  await sql`drop index character_month_stats_rank_mmr`.execute(db);
  await sql`create index character_month_stats_mmr on character_month_stats (month, mmr desc, cha_num)`.execute(
    db,
  );
  await sql`create index character_month_stats_kills on character_month_stats (month, kills desc, deaths, cha_num)`.execute(
    db,
  );
  await sql`drop trigger characters_month_stats_sync on characters`.execute(db);
  await sql`drop function character_month_stats_sync()`.execute(db);
  await sql`alter table character_month_stats drop column cha_class, drop column cha_school, drop column is_gm`.execute(
    db,
  );
}
