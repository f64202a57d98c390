import { type Kysely, sql } from 'kysely';

/**
 * A character order may be refused because the game holds a school outside 0–2 for the character
 * (src/server/modules/game/character-game.ts, refusalOf): its own reason, where it used to be told as "in
 * the game".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table character_orders drop constraint character_orders_reason_check,
    add constraint character_orders_reason_check check (reason in
      ('online', 'in_guild', 'level', 'name_taken', 'same_school', 'gone', 'school_unknown'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update character_orders set reason = 'online' where reason = 'school_unknown'`.execute(db);
  await sql`alter table character_orders drop constraint character_orders_reason_check,
    add constraint character_orders_reason_check check (reason in
      ('online', 'in_guild', 'level', 'name_taken', 'same_school', 'gone'))`.execute(db);
}
