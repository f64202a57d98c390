import { sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import type { OpenDatabase } from '../db/connect.ts';
import { openGameDatabase } from '../modules/game/game-database.ts';
import { GAME_PROFILES, type GameBridgeSettings, type GameProfile } from '../modules/game/settings.ts';
import { createStandIn } from '../modules/game/standin.ts';

/**
 * The demo's game (docs/product/game-bridge.md, "Trying it"): `npm start` on the embedded PostgreSQL, with
 * no game database configured, runs the bridge against a stand-in of the game's tables in a database of
 * its own beside the site's, so a newcomer sees purchases arrive in the game's item bank and can mark one
 * taken (`npm run game -- claim <purKey>`). Never in production, never beside an operator's own database.
 */
const DEMO_GAME_DATABASE = 'ran_game_demo';

export function wantsDemoGame(
  config: Pick<Config, 'NODE_ENV' | 'SEED_DEMO' | 'GAME_DATABASE_URL'>,
  database: OpenDatabase,
): boolean {
  return (
    database.embedded !== null &&
    config.NODE_ENV !== 'production' &&
    config.SEED_DEMO !== 'never' &&
    !config.GAME_DATABASE_URL
  );
}

/** The stand-in's address on the same embedded server as the site's database. */
export function demoGameUrl(siteUrl: string): string {
  const url = new URL(siteUrl);
  url.pathname = `/${DEMO_GAME_DATABASE}`;
  return url.toString();
}

/** Creates the stand-in's database and tables when missing (under the startup lock) and answers its settings. */
export async function prepareDemoGame(database: OpenDatabase): Promise<GameBridgeSettings> {
  const { rows } = await sql`select 1 from pg_database where datname = ${DEMO_GAME_DATABASE}`.execute(
    database.db,
  );
  if (rows.length === 0) await sql`create database ${sql.id(DEMO_GAME_DATABASE)}`.execute(database.db);
  const settings: GameBridgeSettings = {
    url: demoGameUrl(database.url),
    dialect: 'postgres',
    profile: GAME_PROFILES['md5-19'],
  };
  const game = openGameDatabase(settings);
  try {
    await createStandIn(game, settings.profile);
    await copyDemoCharacters(database, settings.profile);
  } finally {
    await game.close();
  }
  return settings;
}

/**
 * The demo's characters live in its game too: with the bridge on, the site's characters are the game's
 * (the sync removes any the game lacks). On a stand-in without characters, the site's seeded ones go in
 * under their own numbers, with a login for each owner (and one GM login for the seed's game masters), so
 * the first sync finds them as they are and the monthly figures seeded for them stay theirs.
 */
async function copyDemoCharacters(database: OpenDatabase, profile: GameProfile): Promise<void> {
  const stand = new pg.Client({ connectionString: demoGameUrl(database.url) });
  await stand.connect();
  try {
    const q = (name: string) => `"${name}"`;
    const cha = `${q(profile.databases.game)}.${q(profile.tables.character)}`;
    const users = `${q(profile.databases.user)}.${q(profile.tables.user)}`;
    const { rows } = await stand.query(`SELECT 1 FROM ${cha} LIMIT 1`);
    if (rows.length > 0) return;
    const characters = await sql<{
      cha_num: number;
      cha_name: string;
      cha_class: number;
      cha_school: number;
      cha_level: number;
      cha_money: string;
      cha_pk_score: number;
      cha_pk_death: number;
      is_gm: boolean;
      user_id: string | null;
    }>`select c.cha_num, c.cha_name, c.cha_class, c.cha_school, c.cha_level, c.cha_money::text,
              c.cha_pk_score, c.cha_pk_death, c.is_gm, u.user_id
       from characters c left join users u using (user_num)`.execute(database.db);
    if (characters.rows.length === 0) return;
    const owners = [...new Set(characters.rows.map((c) => (c.is_gm ? DEMO_GM_LOGIN : c.user_id)))].filter(
      (id): id is string => id !== null,
    );
    await stand.query('BEGIN');
    // Logins the site did not create: it never writes to them (docs/product/game-bridge.md).
    await stand.query(
      `INSERT INTO ${users} ("UserName", "UserID", "UserPass", "UserType")
       SELECT id, id, '*demo', CASE WHEN id = $2 THEN 30 ELSE 1 END FROM unnest($1::text[]) AS id
       ON CONFLICT ("UserID") DO NOTHING`,
      [owners, DEMO_GM_LOGIN],
    );
    await stand.query(
      `INSERT INTO ${cha} ("ChaNum", "UserNum", "ChaName", "ChaClass", "ChaSchool", "ChaLevel", "ChaMoney",
                           "ChaPKScore", "ChaPKDeath")
       SELECT c.cha_num, coalesce(u."UserNum", 0), c.cha_name, c.cha_class, c.cha_school, c.cha_level,
              c.cha_money::numeric, c.cha_pk_score, c.cha_pk_death
       FROM jsonb_to_recordset($1::jsonb) AS c(cha_num int, cha_name text, cha_class int, cha_school int,
            cha_level int, cha_money text, cha_pk_score int, cha_pk_death int, owner text)
       LEFT JOIN ${users} u ON u."UserID" = c.owner`,
      [JSON.stringify(characters.rows.map((c) => ({ ...c, owner: c.is_gm ? DEMO_GM_LOGIN : c.user_id })))],
    );
    await stand.query(
      `SELECT setval(pg_get_serial_sequence('${cha}', 'ChaNum'), (SELECT max("ChaNum") FROM ${cha}))`,
    );
    await stand.query('COMMIT');
  } finally {
    await stand.end();
  }
}

/** The login the demo's game masters belong to in its game (UserType 30: a GM). */
const DEMO_GM_LOGIN = 'demo_gm';
