import { manilaMonthKey } from '#shared/manila-time.ts';
import type { Db } from '../../db/database.ts';
import * as site from './character-repository.ts';
import { type GameSession, GameUnreachableError } from './game-database.ts';
import { type GameCharacter, readCharacters, recentlyDeletedCharacters } from './game-repository.ts';
import type { GameProfile } from './settings.ts';
import * as statements from './statements.ts';

/**
 * The character sync (docs/product/game-bridge.md, "Characters"): the site's `characters` are a copy of
 * the game's ChaInfo, read in two passes so that the game's database carries little and bounded load.
 *
 * - The frequent pass (every minute): the characters in game now (a level, money or guild changes only
 *   there), the ones the site last saw in game (read once more for how they left), characters newer than
 *   any read before (ChaNum only grows), and the ones the game deleted lately. A handful of small reads
 *   on the primary key and two filtered indexes; none scans ChaInfo.
 * - The full pass (at most every FULL_EVERY_MS, counted from the last start, which the database keeps):
 *   every character in keyset pages, a pause between pages, for what changes out of game (a GM's edit,
 *   an account's type, a deletion the frequent pass missed) and characters the site holds but the game
 *   does not.
 *
 * Each step runs in one site transaction under the sync's lock (character-repository.ts): one instance
 * steps at a time, and the game is read inside the step that writes what it read, so no step can write
 * older figures over newer ones, nor count a kill twice.
 */

/** How often the frequent pass runs: a level gained shows on the site within about this long. */
export const ACTIVE_EVERY_MS = 60_000;
/** The least time between the starts of two full reads of ChaInfo. */
export const FULL_EVERY_MS = 15 * 60_000;
/** Rows per page of the full pass. */
const FULL_PAGE = statements.MAX_CHARACTER_PAGE;
/** The pause between two pages of the full pass. */
export const FULL_PAUSE_MS = 500;
/** Deletions looked for, back from the game's clock: a few frequent passes may fail and none is missed. */
const DELETED_WINDOW_MINUTES = 30;
/** New characters or online ones one frequent pass takes at most; more wait for the next minute. */
const ACTIVE_LIMIT = 2000;

export interface SyncReport {
  /** Statements sent to the game. */
  queries: number;
  read: number;
  written: number;
  deleted: number;
}

export interface SyncDeps {
  db: Db;
  game: GameSession;
  profile: GameProfile;
  now?: () => Date;
  log?: (line: string) => void;
  fullEveryMs?: number;
  fullPage?: number;
  pauseMs?: number;
  activeEveryMs?: number;
}

export type CharacterSync = ReturnType<typeof createCharacterSync>;

export function createCharacterSync(deps: SyncDeps) {
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? (() => {});
  const fullEveryMs = deps.fullEveryMs ?? FULL_EVERY_MS;
  const fullPage = deps.fullPage ?? FULL_PAGE;
  const pauseMs = deps.pauseMs ?? FULL_PAUSE_MS;
  const activeEveryMs = deps.activeEveryMs ?? ACTIVE_EVERY_MS;
  let totalQueries = 0;

  /** A report, and the game as this step sees it: every statement it sends is counted. */
  function counted() {
    const report: SyncReport = { queries: 0, read: 0, written: 0, deleted: 0 };
    /** One statement sent to the game, whatever it reads. */
    const sent = <T>(answer: Promise<T>) => {
      report.queries++;
      totalQueries++;
      return answer;
    };
    const read = async (statement: statements.Statement) => {
      const rows = await sent(readCharacters(deps.game, deps.profile, statement));
      report.read += rows.length;
      return rows;
    };
    return { report, read, sent };
  }

  /** Runs one step under the sync's lock; 'busy' while another instance's step holds it. */
  async function locked<T>(work: (trx: Db, state: site.SyncState) => Promise<T>): Promise<T | 'busy'> {
    return deps.db.transaction().execute(async (trx) => {
      const state = await site.lockSync(trx);
      if (!state) return 'busy' as const;
      return work(trx, state);
    });
  }

  /** Writes what the game answered: storable rows upserted, deleted ones removed. */
  async function apply(trx: Db, report: SyncReport, read: GameCharacter[], at: Date) {
    // One row per character (a new one may also be online): an upsert may touch a row only once.
    const characters = [...new Map(read.map((c) => [c.chaNum, c])).values()];
    const kept = characters.filter((c) => !c.deleted && site.storable(c));
    const gone = characters.filter((c) => c.deleted).map((c) => c.chaNum);
    if (kept.length < characters.length - gone.length)
      log(
        `character sync: ${characters.length - gone.length - kept.length} character(s) the site cannot hold`,
      );
    report.written += await site.writeCharacters(trx, kept, at, `${manilaMonthKey(at)}-01`);
    report.deleted += await site.deleteCharacters(trx, gone);
  }

  /** The frequent pass: in game now, just left, new, and lately deleted. */
  async function runActive(): Promise<SyncReport | 'busy'> {
    return locked(async (trx, state) => {
      const at = now();
      const { report, read, sent } = counted();
      const dialect = deps.game.dialect;
      const online: GameCharacter[] = [];
      for (let after = 0; ; ) {
        const page = await read(statements.onlineCharacters(dialect, deps.profile, after, fullPage));
        online.push(...page);
        if (page.length < fullPage || online.length >= ACTIVE_LIMIT) break;
        after = page[page.length - 1]?.chaNum ?? after;
      }
      const inGame = new Set(online.map((c) => c.chaNum));
      const left = (await site.onlineCharacterNums(trx)).filter((num) => !inGame.has(num));
      const leaving: GameCharacter[] = [];
      for (let i = 0; i < left.length; i += statements.MAX_CHARACTER_NUMS) {
        const nums = left.slice(i, i + statements.MAX_CHARACTER_NUMS);
        const found = await read(statements.charactersByNum(dialect, deps.profile, nums));
        leaving.push(...found);
        // Gone from the table altogether (a build that deletes rows): gone from the site too.
        const answered = new Set(found.map((c) => c.chaNum));
        report.deleted += await site.deleteCharacters(
          trx,
          nums.filter((num) => !answered.has(num)),
        );
      }
      const fresh = await read(
        statements.characterPage(dialect, deps.profile, state.maxSeen, Math.min(fullPage, ACTIVE_LIMIT)),
      );
      await apply(trx, report, [...online, ...leaving, ...fresh], at);
      const deleted = await sent(
        recentlyDeletedCharacters(deps.game, deps.profile, DELETED_WINDOW_MINUTES, ACTIVE_LIMIT),
      );
      report.deleted += await site.deleteCharacters(trx, deleted);
      // Only the new characters' read moves the mark: an online one above it does not mean those between
      // were read.
      const maxSeen = Math.max(state.maxSeen, ...fresh.map((c) => c.chaNum));
      await site.saveSyncState(trx, { activeAt: at, maxSeen });
      return report;
    });
  }

  /** Whether a full pass is under way or due now. */
  function fullDue(state: site.SyncState, at: Date): boolean {
    if (state.fullAfter !== null) return true;
    return state.fullStartedAt === null || at.getTime() - state.fullStartedAt.getTime() >= fullEveryMs;
  }

  /**
   * One page of the full pass, starting a pass when one is due: 'idle' when none is, 'page' when more
   * pages follow, 'finished' after the last. The page's range (after its predecessor, up to its last
   * ChaNum; the last page has no end) loses the site's characters the game did not answer.
   */
  async function runFullPage(): Promise<{ step: 'idle' | 'page' | 'finished'; report: SyncReport } | 'busy'> {
    return locked(async (trx, state) => {
      const at = now();
      const { report, read } = counted();
      if (!fullDue(state, at)) return { step: 'idle' as const, report };
      const after = state.fullAfter ?? 0;
      if (state.fullAfter === null) await site.saveSyncState(trx, { fullAfter: 0, fullStartedAt: at });
      const page = await read(statements.characterPage(deps.game.dialect, deps.profile, after, fullPage));
      await apply(trx, report, page, at);
      const last = page.length < fullPage;
      const upTo = last ? null : (page[page.length - 1]?.chaNum ?? after);
      report.deleted += await site.deleteMissing(
        trx,
        after,
        upTo,
        page.map((c) => c.chaNum),
      );
      const maxSeen = Math.max(state.maxSeen, ...page.map((c) => c.chaNum));
      if (last) await site.saveSyncState(trx, { fullAfter: null, fullFinishedAt: at, maxSeen });
      // The first pass fills the table at once: its statistics are taken now, not when autovacuum next
      // looks (or never, where it is off), so the rankings' plans see a million rows from the start.
      if (last && state.fullFinishedAt === null) await site.analyzeCharacters(trx);
      else await site.saveSyncState(trx, { fullAfter: upTo, maxSeen });
      return { step: last ? ('finished' as const) : ('page' as const), report };
    });
  }

  /** A whole full pass now, whatever its schedule (tests, the bench): pages until the last. */
  async function runFullPass(): Promise<SyncReport> {
    const total: SyncReport = { queries: 0, read: 0, written: 0, deleted: 0 };
    await locked(async (trx) => site.saveSyncState(trx, { fullAfter: null, fullStartedAt: null }));
    for (;;) {
      const outcome = await runFullPage();
      if (outcome === 'busy') continue;
      for (const key of Object.keys(total) as (keyof SyncReport)[]) total[key] += outcome.report[key];
      if (outcome.step !== 'page') return total;
    }
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = true;
  let nextActiveAt = 0;
  let lastError: string | null = null;

  /**
   * One tick: the frequent pass when due, then a page of the full pass when one is due or under way.
   * Answers the wait before the next tick: the pause between pages, else until the frequent pass is due.
   */
  async function tick(): Promise<number> {
    try {
      if (Date.now() >= nextActiveAt) {
        nextActiveAt = Date.now() + activeEveryMs;
        await runActive();
      }
      const outcome = await runFullPage();
      if (lastError) log('character sync: the game answers again');
      lastError = null;
      if (outcome !== 'busy' && outcome.step === 'page') return pauseMs;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (message !== lastError)
        log(
          `character sync ${error instanceof GameUnreachableError ? 'waits: game unreachable' : 'failed'}: ${message}`,
        );
      lastError = message;
      return activeEveryMs;
    }
    return Math.max(pauseMs, nextActiveAt - Date.now());
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick().then(schedule);
    }, delayMs);
    timer.unref();
  }

  return {
    runActive,
    runFullPage,
    runFullPass,
    /** Statements sent to the game since the app started (the bench's queries per minute). */
    queries: () => totalQueries,
    start() {
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
