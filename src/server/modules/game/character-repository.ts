import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { GameCharacter } from './game-repository.ts';

/**
 * The site's copy of the game's characters, as the sync (sync.ts) writes it: its state row, the page
 * writes and the deletions. With the bridge on, the site's `characters` rows are the game's, by ChaNum.
 */

/** One key for the sync across every instance: a step holds it for its transaction. */
const SYNC_LOCK = 61_032;

export interface SyncState {
  fullAfter: number | null;
  fullStartedAt: Date | null;
  fullFinishedAt: Date | null;
  maxSeen: number;
  activeAt: Date | null;
}

/** The state, locked for this transaction, or null while another instance's step holds the sync. */
export async function lockSync(trx: Db): Promise<SyncState | null> {
  const { rows } = await sql<{
    locked: boolean;
  }>`select pg_try_advisory_xact_lock(${SYNC_LOCK}) as locked`.execute(trx);
  if (!rows[0]?.locked) return null;
  const row = await trx.selectFrom('game_character_sync').selectAll().forUpdate().executeTakeFirstOrThrow();
  return {
    fullAfter: row.full_after,
    fullStartedAt: row.full_started_at,
    fullFinishedAt: row.full_finished_at,
    maxSeen: row.max_seen,
    activeAt: row.active_at,
  };
}

export async function saveSyncState(trx: Db, state: Partial<SyncState>): Promise<void> {
  await trx
    .updateTable('game_character_sync')
    .set({
      ...(state.fullAfter !== undefined && { full_after: state.fullAfter }),
      ...(state.fullStartedAt !== undefined && { full_started_at: state.fullStartedAt }),
      ...(state.fullFinishedAt !== undefined && { full_finished_at: state.fullFinishedAt }),
      ...(state.maxSeen !== undefined && { max_seen: state.maxSeen }),
      ...(state.activeAt !== undefined && { active_at: state.activeAt }),
    })
    .execute();
}

const INT_MAX = 2_147_483_647;
const clampInt = (n: number) => Math.max(-INT_MAX, Math.min(INT_MAX, n));

/** What the site's columns can hold: a school outside 0-2 or an over-long name is not the site's to show. */
export function storable(character: GameCharacter): boolean {
  return (
    character.school >= 0 &&
    character.school <= 2 &&
    character.name.length > 0 &&
    character.name.length <= 33 &&
    (character.userId === null || character.userId.length <= 20)
  );
}

/** The incoming rows as one jsonb parameter (one statement per page, whatever its size). */
function incoming(characters: readonly GameCharacter[]) {
  return JSON.stringify(
    characters.map((c) => ({
      cha_num: c.chaNum,
      cha_name: c.name,
      cha_class: clampInt(c.classCode),
      cha_school: c.school,
      cha_level: clampInt(c.level),
      cha_reborn: clampInt(c.reborn),
      cha_money: Math.max(0, Math.min(Number.MAX_SAFE_INTEGER, c.money)),
      cha_online: c.online,
      kills: clampInt(c.kills),
      deaths: clampInt(c.deaths),
      is_gm: c.isGm,
      guild_name: c.guildName?.slice(0, 33) ?? null,
      game_user_id: c.userId,
      game_user_num: c.userNum,
    })),
  );
}

/**
 * Writes a page of the game's characters. Three statements in the caller's transaction:
 * 1. names the game has moved to another character are freed first (the site's names are unique, and a
 *    rename in game can hand a name on), the old holder showing `#ChaNum` until its own row comes;
 * 2. kills and deaths the game added since the last read go to this month's figures (the game keeps only
 *    running totals; the monthly rankings count what grew in the month);
 * 3. the upsert, touching only rows that changed; a level that rose is dated now, for the rankings' tie.
 *    The owner is the site account of the same name only when that account owns the login
 *    (decision 0080): a legacy sign-in or a linking brought it over (game_user_num is the login's UserNum),
 *    or the site's own create_login made it (answered by the game: a parked one, a name taken in game, is
 *    someone else's login). Anyone else's namesake gets nothing: the character stays unowned. The
 *    create_login question is one probe of the partial index game_outbox_created_logins per row.
 *    Rows equal to the site's are left out before the insert: ON CONFLICT DO UPDATE locks every row it
 *    meets, even one its WHERE then skips, and a full pass that locked the whole table would dirty every
 *    page of it (and write each to the WAL) every 15 minutes for no change.
 * Answers how many rows were inserted or changed.
 */
export async function writeCharacters(
  trx: Db,
  characters: readonly GameCharacter[],
  at: Date,
  month: string,
): Promise<number> {
  if (characters.length === 0) return 0;
  const rows = incoming(characters);
  const source = sql`jsonb_to_recordset(${rows}::jsonb) as i(
    cha_num int, cha_name text, cha_class int, cha_school int, cha_level int, cha_reborn int, cha_money bigint,
    cha_online boolean, kills int, deaths int, is_gm boolean, guild_name text, game_user_id text,
    game_user_num int)`;
  await sql`
    update characters c set cha_name = left('#' || c.cha_num, 33)
    from ${source}
    where c.cha_name = i.cha_name and c.cha_num <> i.cha_num`.execute(trx);
  await sql`
    insert into character_month_stats (month, cha_num, cha_class, cha_school, is_gm, mmr, kills, deaths)
    select ${month}::date, c.cha_num, i.cha_class, i.cha_school, i.is_gm, 0,
           greatest(i.kills - c.cha_pk_score, 0), greatest(i.deaths - c.cha_pk_death, 0)
    from ${source} join characters c on c.cha_num = i.cha_num
    where i.kills > c.cha_pk_score or i.deaths > c.cha_pk_death
    on conflict (month, cha_num) do update set
      kills = character_month_stats.kills + excluded.kills,
      deaths = character_month_stats.deaths + excluded.deaths`.execute(trx);
  const { rows: written } = await sql<{ cha_num: number }>`
    insert into characters (cha_num, user_num, cha_name, cha_class, cha_school, cha_level, cha_reborn, cha_money,
                            cha_online, cha_pk_score, cha_pk_death, is_gm, guild_name, game_user_id)
    overriding system value
    select i.cha_num, u.user_num, i.cha_name, i.cha_class, i.cha_school, i.cha_level, i.cha_reborn, i.cha_money,
           i.cha_online, i.kills, i.deaths, i.is_gm, i.guild_name, i.game_user_id
    from ${source} left join users u on i.game_user_id is not null and lower(u.user_id) = lower(i.game_user_id)
      and (u.game_user_num = i.game_user_num
           or exists (select 1 from game_outbox o
                      where o.kind = 'create_login' and o.delivered_at is not null and o.game_user_id = u.user_id))
    where not exists (
      select 1 from characters c where c.cha_num = i.cha_num
        and (c.user_num, c.cha_name, c.cha_class, c.cha_school, c.cha_level, c.cha_reborn, c.cha_money,
             c.cha_online, c.cha_pk_score, c.cha_pk_death, c.is_gm, c.guild_name, c.game_user_id)
        is not distinct from
            (u.user_num, i.cha_name, i.cha_class, i.cha_school, i.cha_level, i.cha_reborn, i.cha_money,
             i.cha_online, i.kills, i.deaths, i.is_gm, i.guild_name, i.game_user_id))
    on conflict (cha_num) do update set
      user_num = excluded.user_num, cha_name = excluded.cha_name, cha_class = excluded.cha_class,
      cha_school = excluded.cha_school, cha_level = excluded.cha_level, cha_reborn = excluded.cha_reborn,
      cha_money = excluded.cha_money, cha_online = excluded.cha_online, cha_pk_score = excluded.cha_pk_score,
      cha_pk_death = excluded.cha_pk_death, is_gm = excluded.is_gm, guild_name = excluded.guild_name,
      game_user_id = excluded.game_user_id,
      cha_level_up_date = case when excluded.cha_level > characters.cha_level then ${at}::timestamptz
                               else characters.cha_level_up_date end
    where (characters.user_num, characters.cha_name, characters.cha_class, characters.cha_school,
           characters.cha_level, characters.cha_reborn, characters.cha_money, characters.cha_online,
           characters.cha_pk_score, characters.cha_pk_death, characters.is_gm, characters.guild_name,
           characters.game_user_id)
      is distinct from
          (excluded.user_num, excluded.cha_name, excluded.cha_class, excluded.cha_school, excluded.cha_level,
           excluded.cha_reborn, excluded.cha_money, excluded.cha_online, excluded.cha_pk_score,
           excluded.cha_pk_death, excluded.is_gm, excluded.guild_name, excluded.game_user_id)
    returning cha_num`.execute(trx);
  return written.length;
}

/**
 * Removes the site's characters in (after, upTo] (upTo null = no end) that a full page of the game did
 * not answer: deleted in game, or never the game's. Answers how many went.
 */
export async function deleteMissing(
  trx: Db,
  after: number,
  upTo: number | null,
  present: readonly number[],
): Promise<number> {
  const { numDeletedRows } = await trx
    .deleteFrom('characters')
    .where('cha_num', '>', after)
    .$if(upTo !== null, (q) => q.where('cha_num', '<=', upTo as number))
    .where(sql<boolean>`cha_num <> all(${sql.val(present)}::int[])`)
    .executeTakeFirst();
  return Number(numDeletedRows ?? 0);
}

export async function deleteCharacters(trx: Db, chaNums: readonly number[]): Promise<number> {
  if (chaNums.length === 0) return 0;
  const { numDeletedRows } = await trx
    .deleteFrom('characters')
    .where('cha_num', 'in', [...chaNums])
    .executeTakeFirst();
  return Number(numDeletedRows ?? 0);
}

/** The characters the site last saw in game. */
export async function onlineCharacterNums(trx: Db): Promise<number[]> {
  const rows = await trx.selectFrom('characters').select('cha_num').where('cha_online', '=', true).execute();
  return rows.map((row) => row.cha_num);
}

/** Fresh planner statistics for the characters and their month figures (after the first full pass). */
export async function analyzeCharacters(trx: Db): Promise<void> {
  await sql`analyze characters, character_month_stats`.execute(trx);
}
