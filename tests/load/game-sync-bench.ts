import { loadavg } from 'node:os';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { measureRankings, type Spread } from '../../scripts/rankings-measure.ts';
import { loadConfig } from '../../src/server/config.ts';
import { connectDatabase } from '../../src/server/db/connect.ts';
import { createDatabase, type DatabaseHandle, type Db } from '../../src/server/db/database.ts';
import { migrateToLatest } from '../../src/server/db/migrator.ts';
import type { Database } from '../../src/server/db/schema.ts';
import { type GameSession, openGameDatabase } from '../../src/server/modules/game/game-database.ts';
import { GAME_PROFILES } from '../../src/server/modules/game/settings.ts';
import * as statements from '../../src/server/modules/game/statements.ts';
import {
  ACTIVE_EVERY_MS,
  type CharacterSync,
  createCharacterSync,
  FULL_EVERY_MS,
  FULL_PAUSE_MS,
  type SyncReport,
} from '../../src/server/modules/game/sync.ts';
import { fillLargeGame, gameMoves, largeGame } from './game-stand-in-large.ts';

/**
 * `npm run bench:game-sync`: the character sync (src/server/modules/game/sync.ts) against a game of a
 * million characters (LARGE_CHARACTERS for fewer). On TEST_DATABASE_URL's server, else DATABASE_URL's,
 * else the embedded one, it keeps two databases of its own: the game (a stand-in, filled once and reused)
 * and an empty site, made afresh each run and dropped at the end. It times the first full pass, the
 * frequent pass in step (and that a level gained, a deletion and logins show after one), a second full
 * pass, then works out what the schedule costs the game per minute, and measures the rankings on the
 * synced site as `npm run seed:large` does (COMPARE_DATABASE_URL: a seed:large database measured
 * alternately in the same run). The load average stands beside the figures: the machine may be busy.
 */
const CHARACTERS = Number(process.env.LARGE_CHARACTERS ?? 1_000_000);
if (!Number.isInteger(CHARACTERS) || CHARACTERS < 100 || CHARACTERS > 9_999_999) {
  console.error('LARGE_CHARACTERS must be a whole number from 100 to 9999999.');
  process.exit(1);
}
const GAME_DB = 'ran_bench_game_sync_game';
const SITE_DB = 'ran_bench_game_sync_site';
const profile = GAME_PROFILES['md5-19'];

const load = () =>
  `load ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`;
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const n = (value: number) => Math.round(value).toLocaleString('en-US');
const yes = (ok: boolean, otherwise = '') => (ok ? 'yes' : `NO ${otherwise}`.trim());

/** The site's statements by what they do, from their text: the cost of each kind per pass. */
function kindOf(text: string): string {
  const t = text.trim().toLowerCase();
  if (t.startsWith('update characters c set cha_name')) return 'names freed';
  if (t.startsWith('insert into character_month_stats')) return 'month stats';
  if (t.startsWith('insert into characters')) return 'upsert';
  if (t.startsWith('delete from "characters"')) return 'deletes';
  return 'lock, state, online list';
}

const siteTime = new Map<string, { calls: number; ms: number }>();
let gameMs = 0;

/** The sync as the site runs it, on the real game interface, with every statement timed on its way. */
function timedSync(site: DatabaseHandle, game: GameSession): CharacterSync {
  const timedGame: GameSession = {
    dialect: game.dialect,
    async run(statement) {
      const at = performance.now();
      try {
        return await game.run(statement);
      } finally {
        gameMs += performance.now() - at;
      }
    },
  };
  const db: Db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: site.pool }),
    log(event) {
      if (event.level !== 'query') return;
      const kind = kindOf(event.query.sql);
      const entry = siteTime.get(kind) ?? { calls: 0, ms: 0 };
      entry.calls++;
      entry.ms += event.queryDurationMillis;
      siteTime.set(kind, entry);
    },
  });
  return createCharacterSync({ db, game: timedGame, profile, pauseMs: 0, log: console.log });
}

async function phase(label: string, work: () => Promise<SyncReport | 'busy'>) {
  siteTime.clear();
  gameMs = 0;
  const start = performance.now();
  const report = await work();
  if (report === 'busy') throw new Error(`${label}: another sync holds the lock`);
  const ms = performance.now() - start;
  const siteMs = [...siteTime.values()].reduce((sum, s) => sum + s.ms, 0);
  console.log(
    `${label}: ${secs(ms)} (game reads ${secs(gameMs)}, site statements ${secs(siteMs)}), ` +
      `${report.queries} queries, ${n(report.read)} read, ${n(report.written)} written, ` +
      `${report.deleted} deleted; ${load()}`,
  );
  return { ...report, ms };
}

/** Each kind of site statement of the last phase: calls, time, and the game's rows handled per second. */
function printSiteStatements(rows: number) {
  for (const [kind, s] of siteTime)
    console.log(
      `  ${kind}: ${s.calls} calls, ${secs(s.ms)}, ${(s.ms / s.calls).toFixed(1)} ms each, ` +
        `${n(rows / (s.ms / 1000))} rows/s`,
    );
}

type Moves = ReturnType<typeof gameMoves>;

/** Frequent passes with the site in step; answers the quiet one, the schedule's every-minute cost. */
async function frequentPasses(sync: CharacterSync, moves: Moves, site: Db) {
  const quiet = await phase('frequent pass, nothing changed', () => sync.runActive());
  const raised = await moves.levelUp(500);
  await phase('frequent pass after 500 online characters gained a level', () => sync.runActive());
  const seen = await site
    .selectFrom('characters')
    .select(['cha_num', 'cha_level'])
    .where(
      'cha_num',
      'in',
      raised.map((r) => r.ChaNum),
    )
    .execute();
  const levels = new Map(seen.map((r) => [r.cha_num, r.cha_level]));
  const visible = raised.length === 500 && raised.every((r) => levels.get(r.ChaNum) === r.ChaLevel);
  console.log(`level change visible after one frequent pass: ${yes(visible)}`);

  const deleted = await moves.deleteSome(50);
  await phase('frequent pass after the game deleted 50 characters', () => sync.runActive());
  const left = await site
    .selectFrom('characters')
    .select('cha_num')
    .where('cha_num', 'in', deleted)
    .execute();
  const gone = deleted.length === 50 && left.length === 0;
  console.log(`deletions gone after one frequent pass: ${yes(gone, `(${left.length} left)`)}`);

  await moves.churn(100);
  await phase('frequent pass after 100 players left and 100 came', () => sync.runActive());
  const online = await site
    .selectFrom('characters')
    .select('cha_num')
    .where('cha_online', '=', true)
    .orderBy('cha_num')
    .execute();
  const same = JSON.stringify(online.map((r) => r.cha_num)) === JSON.stringify(await moves.online());
  console.log(`who is online matches the game after one frequent pass: ${yes(same)}`);
  return { quiet, deleted };
}

function printSchedule(quiet: SyncReport, full: SyncReport & { ms: number }) {
  const fullEvery = FULL_EVERY_MS / 60_000;
  const activePerMinute = 60_000 / ACTIVE_EVERY_MS;
  console.log(
    `queries per minute: ${(quiet.queries * activePerMinute + full.queries / fullEvery).toFixed(1)} ` +
      `(frequent ${quiet.queries} x ${activePerMinute}/min + full ${full.queries} / ${fullEvery} min)`,
  );
  console.log(
    `rows read per minute: ${n(quiet.read * activePerMinute + full.read / fullEvery)} ` +
      `(frequent ${n(quiet.read)} x ${activePerMinute}/min + full ${n(full.read)} / ${fullEvery} min)`,
  );
  const pauses = (full.queries - 1) * FULL_PAUSE_MS;
  console.log(
    `full pass on the real schedule: ${secs(full.ms + pauses)} (${full.queries} pages: ` +
      `${secs(full.ms)} of work + ${secs(pauses)} of ${FULL_PAUSE_MS} ms pauses); ${load()}`,
  );
}

/** The rankings, as seed:large measures them; beside a seed:large database's when one is named. */
async function rankings(label: string, site: Db, other: Db | null, rounds: number) {
  const runs: { where: string; figures: { anyList: Spread; oneTab: Spread } }[] = [];
  for (let round = 1; round <= rounds; round++) {
    console.log(`${label}, round ${round}; ${load()}`);
    runs.push({ where: label, figures: await measureRankings(site) });
    if (!other) continue;
    console.log(`seed:large database, round ${round}; ${load()}`);
    runs.push({ where: 'seed:large database', figures: await measureRankings(other) });
  }
  return runs;
}

async function main() {
  const config = loadConfig();
  const server = await connectDatabase(
    { DATABASE_URL: process.env.TEST_DATABASE_URL || config.DATABASE_URL, DATA_DIR: config.DATA_DIR },
    { role: 'command', label: 'npm run bench:game-sync', max: 1 },
  );
  const urlOf = (name: string) => {
    const url = new URL(server.url);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const hasGame = await sql`select 1 from pg_database where datname = ${GAME_DB}`.execute(server.db);
  if (hasGame.rows.length === 0) await sql`create database ${sql.id(GAME_DB)}`.execute(server.db);
  await sql`drop database if exists ${sql.id(SITE_DB)} with (force)`.execute(server.db);
  await sql`create database ${sql.id(SITE_DB)}`.execute(server.db);

  const shape = largeGame(CHARACTERS);
  const game = openGameDatabase({ url: urlOf(GAME_DB), dialect: 'postgres' });
  const moves = gameMoves(urlOf(GAME_DB), shape);
  const site = createDatabase({ connectionString: urlOf(SITE_DB), max: 4 });
  const compare = process.env.COMPARE_DATABASE_URL;
  const other = compare ? createDatabase({ connectionString: compare }) : null;
  try {
    const autovacuum = await sql<{ autovacuum: string }>`show autovacuum`.execute(server.db);
    console.log(
      `Character sync bench: ${n(CHARACTERS)} characters; autovacuum ${autovacuum.rows[0]?.autovacuum}; ${load()}`,
    );
    const start = performance.now();
    const filledNow = await fillLargeGame(urlOf(GAME_DB), game, profile, shape);
    console.log(`game ${GAME_DB}: ${filledNow ? `filled in ${secs(performance.now() - start)}` : 'reused'}`);
    await moves.reset();
    await migrateToLatest(site.db);
    const sync = timedSync(site, game);

    console.log('\n1. First full pass into an empty site');
    const first = await phase('first full pass', () => sync.runFullPass());
    printSiteStatements(first.read);
    console.log(`  peak memory of this process: ${n(process.resourceUsage().maxRSS / 1024)} MB`);

    console.log('\n2. Frequent passes, the site in step');
    const { quiet, deleted } = await frequentPasses(sync, moves, site.db);

    console.log('\n3. Second full pass, the site in step');
    const second = await phase('second full pass', () => sync.runFullPass());
    printSiteStatements(second.read);
    // A row ON CONFLICT DO UPDATE leaves unchanged is still locked: its xmax set, its page dirtied.
    const locked = await sql<{ count: number }>`
      select count(*)::int as count from characters where xmax::text <> '0'`.execute(site.db);
    console.log(`  site rows locked (xmax set) by the second full pass: ${n(locked.rows[0]?.count ?? 0)}`);

    console.log('\n4. What the schedule costs the game');
    printSchedule(quiet, second);

    console.log('\n5. Plans of the game reads (stand-in, EXPLAIN ANALYZE)');
    const plans: [string, statements.Statement][] = [
      ['online', statements.onlineCharacters('postgres', profile, 0, statements.MAX_CHARACTER_PAGE)],
      ['recently deleted', statements.recentlyDeletedCharacters('postgres', profile, 30, 2000)],
      [
        'full page',
        statements.characterPage('postgres', profile, CHARACTERS / 2, statements.MAX_CHARACTER_PAGE),
      ],
      ['by number (50)', statements.charactersByNum('postgres', profile, deleted)],
    ];
    for (const [name, statement] of plans) console.log(`  ${name}: ${await moves.explain(statement)}`);

    console.log('\n6. Rankings on the synced site (uncached, every filter)');
    // What autovacuum does soon after the first pass on a server that has it on: analyze, then vacuum
    // (the visibility map the rankings' index-only scans need). Each step measured on its own.
    const runs = await rankings('synced site as the sync left it', site.db, null, 1);
    for (const step of ['analyze', 'vacuum'] as const) {
      const at = performance.now();
      await sql`${sql.raw(step)} characters`.execute(site.db);
      console.log(`${step} characters: ${secs(performance.now() - at)}`);
      if (step === 'analyze') runs.push(...(await rankings('synced site, analyzed', site.db, null, 1)));
    }
    runs.push(...(await rankings('synced site, analyzed and vacuumed', site.db, other?.db ?? null, 2)));
    // A while of play changes characters all over the table; autovacuum waits for 20% of them.
    const played = Math.round(CHARACTERS / 50);
    await moves.play(played);
    const changed = await phase(`full pass after ${n(played)} characters changed in game`, () =>
      sync.runFullPass(),
    );
    printSiteStatements(changed.read);
    runs.push(...(await rankings(`synced site, ${n(played)} changed since its vacuum`, site.db, null, 1)));
    console.log('\nuncached ranking query, any list and filter / one tab:');
    for (const run of runs) {
      const { anyList, oneTab } = run.figures;
      console.log(
        `  ${run.where}: p50 ${anyList.p50.toFixed(1)} ms, p99 ${anyList.p99.toFixed(1)} ms / ` +
          `p50 ${oneTab.p50.toFixed(1)} ms, p99 ${oneTab.p99.toFixed(1)} ms`,
      );
    }
    console.log(load());
  } finally {
    await other?.close();
    await moves.close();
    await site.close();
    await game.close();
    await sql`drop database if exists ${sql.id(SITE_DB)} with (force)`.execute(server.db);
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
