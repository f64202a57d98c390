import pg from 'pg';
import type { GameSession } from '../../src/server/modules/game/game-database.ts';
import type { GameProfile } from '../../src/server/modules/game/settings.ts';
import { createStandIn } from '../../src/server/modules/game/standin.ts';
import type { Statement } from '../../src/server/modules/game/statements.ts';
import { CLASSES } from '../../src/shared/classes.ts';

/**
 * A large game for `npm run bench:game-sync`: the stand-in's tables (statements.ts standInSchema) filled
 * inside PostgreSQL with generate_series, and what the game server does to them while the site syncs
 * (levels gained, characters deleted, players logging in and out). Every figure is a function of ChaNum,
 * so a second run finds the same game: `reset` undoes what the previous run's moves changed.
 *
 * - one login per 10 characters, every 5,000th a GM (UserType 30); 300 guilds, a third of characters in none;
 * - 1% deleted (ChaNum % 100 = 50), dated an hour to a year ago: outside the frequent pass's window;
 * - about 2,000 online (ChaNum % onlineEvery = 1).
 */
export interface LargeGame {
  characters: number;
  logins: number;
  guilds: number;
  onlineEvery: number;
}

export function largeGame(characters: number): LargeGame {
  return {
    characters,
    logins: Math.max(1, Math.round(characters / 10)),
    guilds: 300,
    onlineEvery: Math.max(2, Math.floor(characters / 2000)),
  };
}

const CHA = '"RanGame1"."ChaInfo"';
const USERS = '"RanUser"."UserInfo"';
const GUILDS = '"RanGame1"."GuildInfo"';
const DELETED = `"ChaNum" % 100 = 50`;
const onlineBy = (shape: LargeGame, n: string) => `${n} % ${shape.onlineEvery} = 1 AND ${n} % 100 <> 50`;

async function rows<T>(pool: pg.Pool, text: string, values: unknown[] = []): Promise<T[]> {
  return (await pool.query(text, values)).rows as T[];
}

/** Whether the game already holds this shape (a previous run's fill). */
async function filled(pool: pg.Pool, shape: LargeGame): Promise<boolean> {
  const [count] = await rows<{ characters: number; logins: number }>(
    pool,
    `SELECT (SELECT count(*) FROM ${CHA})::int AS characters, (SELECT count(*) FROM ${USERS})::int AS logins`,
  );
  return count?.characters === shape.characters && count.logins === shape.logins;
}

/** Fills the game unless it holds this shape already; answers whether it filled. */
export async function fillLargeGame(
  url: string,
  game: GameSession,
  profile: GameProfile,
  shape: LargeGame,
): Promise<boolean> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    await createStandIn(game, profile);
    if (await filled(pool, shape)) return false;
    await pool.query('SET statement_timeout = 0');
    await pool.query('SET synchronous_commit = off');
    await pool.query(`TRUNCATE ${CHA}, ${USERS}, ${GUILDS}`);
    // Secondary indexes are built once after the insert (createStandIn makes them again).
    await pool.query('DROP INDEX IF EXISTS "RanGame1"."IX_ChaInfo", "RanGame1"."IX_ChaInfo_UserNum"');
    await pool.query(
      `INSERT INTO ${USERS} ("UserNum", "UserName", "UserID", "UserPass", "UserType")
       SELECT n, 'Player ' || n, 'player' || n, 'x', CASE WHEN n % 5000 = 0 THEN 30 ELSE 1 END
       FROM generate_series(1, $1::int) n`,
      [shape.logins],
    );
    await pool.query(
      `INSERT INTO ${GUILDS} ("GuNum", "GuName") SELECT g, 'Guild' || g FROM generate_series(1, $1::int) g`,
      [shape.guilds],
    );
    const codes = CLASSES.flatMap((c) => c.codes);
    await pool.query(
      `INSERT INTO ${CHA} ("ChaNum", "UserNum", "ChaName", "ChaClass", "ChaSchool", "ChaLevel", "ChaReborn",
         "ChaMoney", "ChaOnline", "ChaDeleted", "ChaDeletedDate", "GuNum", "ChaPKScore", "ChaPKDeath")
       SELECT n, 1 + n % $2, 'C' || n, ($3::int[])[1 + (n * 7919) % ${codes.length}], (n * 31) % 3, lvl, (n * 11) % 4,
              lvl::bigint * lvl * 1000 * (1 + (n * 13) % 97), (${onlineBy(shape, 'n')})::int, (n % 100 = 50)::int,
              CASE WHEN n % 100 = 50 THEN LOCALTIMESTAMP - make_interval(secs => 3600 + (n * 104729) % 31536000) END,
              CASE WHEN n % 3 = 0 THEN 0 ELSE 1 + n % $4 END, (n * 23) % 500, (n * 29) % 400
       FROM generate_series(1::bigint, $1::bigint) n
       CROSS JOIN LATERAL (SELECT (1 + ((n * 2654435761) % 1000003) % 255)::int AS lvl) l`,
      [shape.characters, shape.logins, codes, shape.guilds],
    );
    await createStandIn(game, profile);
    for (const table of [CHA, USERS, GUILDS]) await pool.query(`VACUUM (ANALYZE) ${table}`);
    return true;
  } finally {
    await pool.end();
  }
}

/** What the game server does while the site syncs, on the large game. */
export function gameMoves(url: string, shape: LargeGame) {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const nums = async (text: string, values: unknown[] = []) =>
    (await rows<{ ChaNum: number }>(pool, text, values)).map((r) => r.ChaNum);
  return {
    /** Back to the generated game: the previous run's deletions and logins undone (levels only grow). */
    async reset() {
      await pool.query(
        `UPDATE ${CHA} SET "ChaDeleted" = 0, "ChaDeletedDate" = NULL WHERE "ChaDeleted" = 1 AND NOT (${DELETED})`,
      );
      await pool.query(
        `UPDATE ${CHA} SET "ChaOnline" = 0 WHERE "ChaOnline" = 1 AND NOT (${onlineBy(shape, '"ChaNum"')})`,
      );
      await pool.query(
        `UPDATE ${CHA} SET "ChaOnline" = 1 WHERE "ChaOnline" = 0 AND ${onlineBy(shape, '"ChaNum"')}
           AND "ChaNum" IN (SELECT generate_series(1, $1::int, $2::int))`,
        [shape.characters, shape.onlineEvery],
      );
    },
    /** `count` online characters gain a level; answers their ChaNum and new level. */
    async levelUp(count: number) {
      return rows<{ ChaNum: number; ChaLevel: number }>(
        pool,
        `UPDATE ${CHA} SET "ChaLevel" = "ChaLevel" + 1 WHERE "ChaNum" IN
           (SELECT "ChaNum" FROM ${CHA} WHERE "ChaOnline" = 1 ORDER BY "ChaNum" LIMIT $1)
         RETURNING "ChaNum", "ChaLevel"`,
        [count],
      );
    },
    /** The game's own deletion of `count` offline characters: ChaDeleted 1, dated now by its clock. */
    async deleteSome(count: number) {
      return nums(
        `UPDATE ${CHA} SET "ChaDeleted" = 1, "ChaDeletedDate" = LOCALTIMESTAMP WHERE "ChaNum" IN
           (SELECT "ChaNum" FROM ${CHA} WHERE "ChaDeleted" = 0 AND "ChaOnline" = 0
            ORDER BY ("ChaNum"::bigint * 7919) % 1000003 LIMIT $1)
         RETURNING "ChaNum"`,
        [count],
      );
    },
    /** `count` characters, spread over the table, see their money change (a while of play). */
    async play(count: number) {
      await pool.query(
        `UPDATE ${CHA} SET "ChaMoney" = "ChaMoney" + 1 WHERE "ChaNum" IN
           (SELECT "ChaNum" FROM ${CHA} WHERE "ChaDeleted" = 0 ORDER BY ("ChaNum"::bigint * 104729) % 1000003 LIMIT $1)`,
        [count],
      );
    },
    /** `count` players leave and `count` others come in. */
    async churn(count: number) {
      await pool.query(
        `UPDATE ${CHA} SET "ChaOnline" = 0 WHERE "ChaNum" IN
           (SELECT "ChaNum" FROM ${CHA} WHERE "ChaOnline" = 1 ORDER BY "ChaNum" LIMIT $1)`,
        [count],
      );
      await pool.query(
        `UPDATE ${CHA} SET "ChaOnline" = 1 WHERE "ChaNum" IN
           (SELECT "ChaNum" FROM ${CHA} WHERE "ChaNum" % 100 = 52 AND "ChaOnline" = 0 AND "ChaDeleted" = 0
            ORDER BY "ChaNum" LIMIT $1)`,
        [count],
      );
    },
    online: () => nums(`SELECT "ChaNum" FROM ${CHA} WHERE "ChaOnline" = 1 ORDER BY "ChaNum"`),
    /** The plan PostgreSQL runs a sync statement with: its nodes (and indexes) in one line, and its time. */
    async explain(statement: Statement): Promise<string> {
      const [row] = await rows<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }>(
        pool,
        `EXPLAIN (ANALYZE, FORMAT JSON) ${statement.text}`,
        statement.params.map((p) => p.value),
      );
      const plan = row!['QUERY PLAN'][0];
      return `${planNodes(plan.Plan)} (${plan['Execution Time'].toFixed(1)} ms)`;
    },
    close: () => pool.end(),
  };
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function planNodes(node: PlanNode): string {
  const on = node['Index Name'] ?? node['Relation Name'];
  const name = on ? `${node['Node Type']} ${on}` : node['Node Type'];
  return node.Plans?.length ? `${name}(${node.Plans.map(planNodes).join(', ')})` : name;
}
