import { type Kysely, sql } from 'kysely';

/**
 * The site's characters as a copy of the game's (docs/product/game-bridge.md, "Characters"): with the
 * bridge on, cha_num is the game's ChaNum and the sync (modules/game/sync.ts) writes them.
 * - cha_reborn, guild_name, cha_online: what the account page and the rankings show besides level;
 *   cha_online also tells the sync which characters to read once more after they leave the game.
 * - game_user_id: the owner's game login, so an account made later (a legacy sign-in) finds its characters.
 * - game_character_sync: the sync's one state row, shared by every instance: where the full pass stands
 *   and when it last started, so a restart never brings the next full read of the game's table forward.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('characters')
    .addColumn('cha_reborn', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('guild_name', 'varchar(33)')
    .addColumn('cha_online', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('game_user_id', 'varchar(20)')
    .execute();
  await sql`create index characters_online on characters (cha_num) where cha_online`.execute(db);
  await sql`create index characters_game_user_id on characters (lower(game_user_id)) where game_user_id is not null`.execute(
    db,
  );
  await db.schema
    .createTable('game_character_sync')
    .addColumn('id', 'boolean', (c) => c.primaryKey().defaultTo(true).check(sql`id`))
    .addColumn('full_after', 'integer')
    .addColumn('full_started_at', 'timestamptz')
    .addColumn('full_finished_at', 'timestamptz')
    .addColumn('max_seen', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active_at', 'timestamptz')
    .execute();
  await sql`insert into game_character_sync (id) values (true)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('game_character_sync').execute();
  await sql`drop index characters_game_user_id`.execute(db);
  await sql`drop index characters_online`.execute(db);
  await db.schema
    .alterTable('characters')
    .dropColumn('game_user_id')
    .dropColumn('cha_online')
    .dropColumn('guild_name')
    .dropColumn('cha_reborn')
    .execute();
}
