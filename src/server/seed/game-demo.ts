import { sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import type { OpenDatabase } from '../db/connect.ts';
import type { Db } from '../db/database.ts';
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
    await copyCharactersToDemoGame(database.db, database.url, settings.profile);
  } finally {
    await game.close();
  }
  return settings;
}

/**
 * The demo's characters live in its game too: with the bridge on, the site's characters are the game's
 * (the sync removes any the game lacks). The site's characters the stand-in does not have yet (above its
 * highest ChaNum) go in under their own numbers, with a login for each owner (and one GM login for the
 * seed's game masters), so the sync finds them as they are and the monthly figures seeded for them stay
 * theirs. In pages, so `npm run seed:large`'s million goes too; each owner then owns its login
 * (ownDemoLogins). Answers how many were copied.
 */
export async function copyCharactersToDemoGame(
  db: Db,
  siteUrl: string,
  profile: GameProfile,
): Promise<number> {
  const stand = new pg.Client({ connectionString: demoGameUrl(siteUrl) });
  await stand.connect();
  try {
    const q = (name: string) => `"${name}"`;
    const cha = `${q(profile.databases.game)}.${q(profile.tables.character)}`;
    const users = `${q(profile.databases.user)}.${q(profile.tables.user)}`;
    const { rows: top } = await stand.query(`SELECT coalesce(max("ChaNum"), 0) AS max FROM ${cha}`);
    let after = Number(top[0]?.max ?? 0);
    let copied = 0;
    for (;;) {
      const { rows: page } = await sql<DemoCharacter>`
        select c.cha_num, c.cha_name, c.cha_class, c.cha_school, c.cha_level, c.cha_money::text as cha_money,
               c.cha_pk_score, c.cha_pk_death, case when c.is_gm then ${DEMO_GM_LOGIN} else u.user_id end as owner
        from characters c left join users u using (user_num)
        where c.cha_num > ${after} order by c.cha_num limit ${COPY_PAGE}`.execute(db);
      if (page.length === 0) break;
      const owners = [...new Set(page.map((c) => c.owner).filter((id): id is string => id !== null))];
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
         LEFT JOIN ${users} u ON u."UserID" = c.owner
         ON CONFLICT DO NOTHING`,
        [JSON.stringify(page)],
      );
      await stand.query(
        `SELECT setval(pg_get_serial_sequence('${cha}', 'ChaNum'), (SELECT max("ChaNum") FROM ${cha}))`,
      );
      await stand.query('COMMIT');
      copied += page.length;
      after = page[page.length - 1]?.cha_num ?? after;
    }
    await ownDemoLogins(db, stand, users);
    return copied;
  } finally {
    await stand.end();
  }
}

/**
 * The demo's logins are its players' own, as if a legacy sign-in had brought each account over
 * (game_user_num): the sync attaches a character only to the account that owns its login, and items go
 * only to such a login (docs/decisions/0080-game-login-ownership.md). Every start, in pages by account,
 * for the accounts that own none yet and have a login the copy above made ('*demo').
 */
async function ownDemoLogins(db: Db, stand: pg.Client, users: string): Promise<void> {
  for (let after = 0; ; ) {
    const page = await db
      .selectFrom('users')
      .select(['user_num', 'user_id'])
      .where('game_user_num', 'is', null)
      .where('user_num', '>', after)
      .orderBy('user_num')
      .limit(COPY_PAGE)
      .execute();
    if (page.length === 0) return;
    const { rows } = await stand.query<{ UserID: string; UserNum: number }>(
      `SELECT "UserID", "UserNum" FROM ${users} WHERE "UserPass" = '*demo' AND "UserID" = ANY($1::text[])`,
      [page.map((u) => u.user_id)],
    );
    if (rows.length > 0) {
      await sql`
        update users set game_user_num = l.num
        from jsonb_to_recordset(${JSON.stringify(rows.map((r) => ({ user_id: r.UserID, num: r.UserNum })))}::jsonb)
          as l(user_id text, num int)
        where users.user_id = l.user_id and users.game_user_num is null`.execute(db);
    }
    after = page[page.length - 1]?.user_num ?? after;
  }
}

interface DemoCharacter {
  cha_num: number;
  cha_name: string;
  cha_class: number;
  cha_school: number;
  cha_level: number;
  cha_money: string;
  cha_pk_score: number;
  cha_pk_death: number;
  owner: string | null;
}

const COPY_PAGE = 5000;

/** Whether the demo's game database exists on the server at `siteUrl` (seed:large copies into it then). */
export async function hasDemoGame(db: Db): Promise<boolean> {
  const { rows } = await sql`select 1 from pg_database where datname = ${DEMO_GAME_DATABASE}`.execute(db);
  return rows.length > 0;
}

/** The login the demo's game masters belong to in its game (UserType 30: a GM). */
const DEMO_GM_LOGIN = 'demo_gm';
