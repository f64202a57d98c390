import { randomBytes, randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../src/server/db/database.ts';
import type { GameStandIn } from './game-stand-in.ts';

/**
 * Characters for the character services' tests: a row in the site's copy (characters) and the same
 * character in the game's stand-in (ChaInfo, the same ChaNum), owned by the player's game login.
 */

export interface CharacterSeed {
  name?: string;
  level?: number;
  school?: number;
  online?: boolean;
  guild?: number | null;
  deleted?: boolean;
  /** Where the game last saved it: ChaStartMap, ChaStartGate and a position away from 0. */
  startMap?: number;
  startGate?: number;
}

/** The player's game login on the stand-in, as create_login makes it; its UserNum. */
export async function gameLoginOf(stand: GameStandIn, userId: string): Promise<number> {
  const [row] = await stand.query<{ UserNum: number }>(
    `insert into "RanUser"."UserInfo" ("UserName", "UserID", "UserPass") values ($1, $1, 'x')
     on conflict ("UserID") do update set "UserName" = excluded."UserName" returning "UserNum"`,
    [userId],
  );
  if (!row) throw new Error('no login');
  return row.UserNum;
}

/** A fresh name the game takes: 4 to 16 characters of the allowed ones. */
export const freshName = (prefix = 'Hero') => `${prefix}${randomBytes(4).toString('hex')}`.slice(0, 16);

/** Inserts the character in the game only (ChaNum given), e.g. another login's or a deleted one. */
export async function gameOnlyCharacter(
  stand: GameStandIn,
  userNum: number,
  chaNum: number,
  seed: CharacterSeed = {},
): Promise<string> {
  const name = seed.name ?? freshName();
  await stand.query(
    `insert into "RanGame1"."ChaInfo" ("ChaNum", "UserNum", "ChaName", "ChaClass", "ChaSchool", "ChaLevel",
       "ChaOnline", "ChaDeleted", "GuNum", "ChaStartMap", "ChaStartGate", "ChaPosX", "ChaPosY", "ChaPosZ")
     values ($1, $2, $3, 1, $4, $5, $6, $7, $8, $9, $10, 512.5, 3, -240.25)`,
    [
      chaNum,
      userNum,
      name,
      seed.school ?? 0,
      seed.level ?? 50,
      seed.online ? 1 : 0,
      seed.deleted ? 1 : 0,
      seed.guild === undefined ? 0 : seed.guild,
      seed.startMap ?? 21,
      seed.startGate ?? 3,
    ],
  );
  return name;
}

/**
 * ChaNums this process gives its characters: the game's numbers, which the site's copy takes as they are
 * (the sync's rule), drawn from a random start so two test processes on one stand-in never meet.
 */
let nextChaNum = 1_000_000 + randomInt(1_000_000_000);

/** A character of the player's in both the site's copy and the game, with the same ChaNum. */
export async function createCharacter(
  db: Db,
  stand: GameStandIn,
  player: { user_num: number; user_id: string },
  seed: CharacterSeed = {},
): Promise<{ chaNum: number; name: string }> {
  const name = seed.name ?? freshName();
  const chaNum = nextChaNum++;
  const userNum = await gameLoginOf(stand, player.user_id);
  await gameOnlyCharacter(stand, userNum, chaNum, { ...seed, name });
  // The copy keeps the game's ChaNum (OVERRIDING: the column may generate its own where no game is).
  await sql`insert into characters (cha_num, user_num, cha_name, cha_level, cha_class, cha_school)
    overriding system value
    values (${chaNum}, ${player.user_num}, ${name}, ${seed.level ?? 50}, 1, ${seed.school ?? 0})`.execute(db);
  return { chaNum, name };
}

export interface GameRow {
  ChaName: string;
  ChaSchool: number;
  ChaOnline: number;
  ChaStartMap: number;
  ChaStartGate: number;
  ChaPosX: number;
  ChaPosY: number;
  ChaPosZ: number;
}

export async function gameRowOf(stand: GameStandIn, chaNum: number): Promise<GameRow> {
  const [row] = await stand.query<GameRow>(
    `select "ChaName", "ChaSchool", "ChaOnline", "ChaStartMap", "ChaStartGate", "ChaPosX", "ChaPosY", "ChaPosZ"
     from "RanGame1"."ChaInfo" where "ChaNum" = $1`,
    [chaNum],
  );
  if (!row) throw new Error(`no character ${chaNum} in the stand-in`);
  return row;
}

/** The operator's settings, as the console would save them (a test's own values over the defaults). */
export async function offerServices(
  db: Db,
  values: Partial<{
    unstuck_enabled: boolean;
    unstuck_price: number;
    unstuck_currency: 'rcoin' | 'milleage';
    unstuck_cooldown_minutes: number;
    school_enabled: boolean;
    school_price: number;
    school_currency: 'rcoin' | 'milleage';
    school_cooldown_minutes: number;
    school_min_level: number;
    rename_enabled: boolean;
    rename_price: number;
    rename_currency: 'rcoin' | 'milleage';
    rename_cooldown_minutes: number;
    start_phx_main: number;
    start_phx_sub: number;
    start_phx_gate: number;
  }>,
): Promise<void> {
  await db.updateTable('character_service_settings').set(values).execute();
}
