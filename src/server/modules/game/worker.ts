import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { changeCharacterOnce } from './character-game.ts';
import { type GameDatabase, GameUnreachableError } from './game-database.ts';
import * as game from './game-repository.ts';
import * as outbox from './repository.ts';
import type { GameProfile } from './settings.ts';

/**
 * Delivers the outbox to the game's database (docs/decisions/0061-game-bridge.md). One row per site
 * transaction, under an advisory lock so only one deliverer runs across instances: the row is locked,
 * sent to the game (a game-side transaction that writes the ledger with the change), then marked
 * delivered. Dying between the two commits leaves the row pending; its next run finds the ledger and
 * only marks it, so the game gets each delivery once.
 *
 * Failures: an unreachable game leaves every row as it is and the whole worker waits, doubling up to the
 * cap; any other error counts against its row, which backs off the same way and is parked with its error
 * after maxAttempts, holding up later rows of that login only.
 */

interface Backoff {
  baseMs: number;
  capMs: number;
  maxAttempts: number;
}

const DEFAULT_BACKOFF: Backoff = { baseMs: 5000, capMs: 10 * 60_000, maxAttempts: 8 };
/** How often an idle worker looks for new rows. */
const IDLE_POLL_MS = 5000;
/** Rows one run delivers before it lets the timer schedule the next. */
const BATCH = 50;

const startPoint = z.object({ map: z.number().int().min(0), gate: z.number().int().min(0) });

function backoffDelay(backoff: Backoff, failures: number): number {
  return Math.min(backoff.capMs, backoff.baseMs * 2 ** Math.max(0, failures - 1));
}

const payloads = {
  create_login: z.object({ userName: z.string().min(1), email: z.string() }),
  set_ban: z.object({ blocked: z.boolean(), until: z.iso.datetime().nullable() }),
  deliver_items: z.object({
    items: z
      .array(z.object({ productNum: z.number().int().positive(), price: z.number().int().min(0) }))
      .min(1)
      .max(100),
  }),
  /**
   * One delivered item, by its PurKey, or by its delivery and place when the site queued the cancel before
   * it knew the PurKey (the delivery goes first: rows of a login go in order). purNum is the site's.
   */
  cancel_item: z.union([
    z.object({ purNum: z.number().int().positive().optional(), purKey: z.number().int().positive() }),
    z.object({
      purNum: z.number().int().positive().optional(),
      deliveryKey: z.string().min(1),
      seq: z.number().int().min(0),
    }),
  ]),
  /** One order of a character service (docs/product/character-services.md); orderId is the site's. */
  character_service: z.object({
    orderId: z.number().int().positive(),
    chaNum: z.number().int().positive(),
    change: z.discriminatedUnion('service', [
      z.object({ service: z.literal('unstuck'), starts: z.tuple([startPoint, startPoint, startPoint]) }),
      z.object({
        service: z.literal('school'),
        school: z.number().int().min(0).max(2),
        start: startPoint,
        minLevel: z.number().int().min(1),
      }),
      z.object({ service: z.literal('rename'), name: z.string().min(1).max(33) }),
    ]),
  }),
};

/**
 * A login the outbox creates has no password yet: the site never keeps one to send. This one matches no
 * typed password under md5-19 (its '*' is no hex digit) and cannot be guessed under plain; the real one
 * is written the next time the player signs in on the site (docs/product/game-bridge.md).
 */
function unusablePassword(): string {
  return `*${randomBytes(9).toString('hex')}`;
}

async function purKeyOf(gameDb: GameDatabase, profile: GameProfile, deliveryKey: string, seq: number) {
  const purKey = await game.deliveredPurKey(gameDb, profile, deliveryKey, seq);
  if (purKey === null) throw new Error(`Item ${seq} of delivery ${deliveryKey} is not in the game's ledger`);
  return purKey;
}

async function deliver(
  gameDb: GameDatabase,
  profile: GameProfile,
  row: outbox.DueRow,
  now: Date,
): Promise<Record<string, unknown>> {
  const userId = row.game_user_id;
  switch (row.kind) {
    case 'create_login': {
      const p = payloads.create_login.parse(row.payload);
      const outcome = await game.createLoginOnce(gameDb, profile, row.delivery_key, {
        userId,
        userName: p.userName,
        email: p.email,
        storedPassword: unusablePassword(),
      });
      return { outcome, passwordPending: true };
    }
    case 'set_ban': {
      const p = payloads.set_ban.parse(row.payload);
      const ban = !p.blocked
        ? ({ blocked: false } as const)
        : ({
            blocked: true,
            seconds: p.until === null ? null : Math.max(0, (Date.parse(p.until) - now.getTime()) / 1000),
          } as const);
      if (!(await game.setBan(gameDb, profile, userId, ban))) throw new Error(`No game login ${userId}`);
      return { blocked: p.blocked };
    }
    case 'deliver_items': {
      const p = payloads.deliver_items.parse(row.payload);
      return { purKeys: await game.deliverItemsOnce(gameDb, profile, row.delivery_key, userId, p.items) };
    }
    case 'cancel_item': {
      const p = payloads.cancel_item.parse(row.payload);
      const purKey = 'purKey' in p ? p.purKey : await purKeyOf(gameDb, profile, p.deliveryKey, p.seq);
      const outcome = await game.cancelPurchase(gameDb, profile, userId, purKey);
      // Neither waiting nor taken nor cancelled (deleted, or another login's): an operator looks at it.
      if (outcome === 'missing') throw new Error(`No item ${purKey} of ${userId} in the game's item bank`);
      return { outcome };
    }
    case 'character_service': {
      // A refusal (online, in a guild, a name taken) is an answer, not a failure: the settler refunds it.
      const p = payloads.character_service.parse(row.payload);
      return changeCharacterOnce(gameDb, profile, row.delivery_key, { userId, chaNum: p.chaNum }, p.change);
    }
  }
}

/**
 * What the site records, per kind, once the game has done a row's work: run in the same site transaction
 * that marks the row delivered, so it happens exactly once with it (a cancel's refund, a delivery's PurKeys).
 */
export type Settlers = Partial<
  Record<
    outbox.DueRow['kind'],
    (trx: Db, row: outbox.DueRow, result: Record<string, unknown>) => Promise<void>
  >
>;

/** A settler threw: carried out of the rolled-back transaction so the row can count the failure. */
class SettleFailed extends Error {
  readonly row: outbox.DueRow;
  readonly at: Date;
  constructor(row: outbox.DueRow, at: Date, cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.row = row;
    this.at = at;
  }
}

export interface WorkerDeps {
  db: Db;
  /**
   * How each delivery's site transaction runs: a plain one unless the site says otherwise (its money
   * transaction, so a settler's refund is announced to the balance caches once it commits).
   */
  transaction?: <T>(work: (trx: Db) => Promise<T>) => Promise<T>;
  settle?: Settlers;
  game: GameDatabase;
  profile: GameProfile;
  now?: () => Date;
  backoff?: Backoff;
  log?: (line: string) => void;
  /** Tests only: runs between the game's commit and the site's, where a crash would fall. */
  afterGameWrite?: (trx: Db, row: outbox.DueRow) => Promise<void>;
}

export interface RunReport {
  delivered: number;
  failed: number;
  parked: number;
  /** The game could not be reached: the run stopped at the first row. */
  unreachable: boolean;
}

export interface WorkerStatus {
  reachable: boolean | null;
  lastContactAt: Date | null;
  /** When the game last could not be reached (the bridge weighs it against its own checks). */
  lastOutageAt: Date | null;
  lastError: string | null;
  consecutiveOutages: number;
}

type Step = 'idle' | 'busy' | 'delivered' | 'failed' | 'parked' | 'unreachable';

export function createGameWorker(deps: WorkerDeps) {
  const now = deps.now ?? (() => new Date());
  const backoff = deps.backoff ?? DEFAULT_BACKOFF;
  const log = deps.log ?? (() => {});
  const transaction =
    deps.transaction ?? (<T>(work: (trx: Db) => Promise<T>) => deps.db.transaction().execute(work));
  const status: WorkerStatus = {
    reachable: null,
    lastContactAt: null,
    lastOutageAt: null,
    lastError: null,
    consecutiveOutages: 0,
  };

  /** Counts a failure against its row: it waits, doubling, and is parked after maxAttempts. */
  async function countFailure(trx: Db, row: outbox.DueRow, message: string, at: Date): Promise<Step> {
    const attempts = row.attempts + 1;
    const parked = attempts >= backoff.maxAttempts;
    await outbox.markFailed(trx, row.id, {
      attempts,
      error: message.slice(0, 2000),
      nextAttemptAt: new Date(at.getTime() + backoffDelay(backoff, attempts)),
      parkedAt: parked ? at : null,
    });
    log(`game outbox row ${row.id} (${row.kind}) ${parked ? 'parked' : 'failed'}: ${message}`);
    return parked ? 'parked' : 'failed';
  }

  async function step(login?: string): Promise<Step> {
    try {
      return await transaction(async (trx) => {
        if (!(await outbox.tryDelivererLock(trx))) return 'busy';
        const at = now();
        const row = await outbox.nextDueRow(trx, at, login);
        if (!row) return 'idle';
        let result: Record<string, unknown>;
        try {
          result = await deliver(deps.game, deps.profile, row, at);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          if (error instanceof GameUnreachableError) {
            status.reachable = false;
            status.lastOutageAt = at;
            status.lastError = message;
            return 'unreachable';
          }
          status.reachable = true;
          status.lastContactAt = at;
          return countFailure(trx, row, message, at);
        }
        status.reachable = true;
        status.lastContactAt = at;
        status.lastError = null;
        await deps.afterGameWrite?.(trx, row);
        try {
          await deps.settle?.[row.kind]?.(trx, row, result);
        } catch (error) {
          throw new SettleFailed(row, at, error);
        }
        await outbox.markDelivered(trx, row.id, at, result);
        return 'delivered';
      });
    } catch (error) {
      if (!(error instanceof SettleFailed)) throw error;
      // The site could not record the game's answer (its transaction rolled back, the row is pending): the
      // row counts a failure like any other, so one bad row cannot stall the worker. Its retry is safe:
      // the game's side is done once (the ledger, a cancel already made) and answers the same again.
      return transaction(async (trx) => {
        if (!(await outbox.tryDelivererLock(trx))) return 'busy';
        return countFailure(trx, error.row, `settling: ${error.message}`, error.at);
      });
    }
  }

  /** Delivers what is due, BATCH rows at most; with `login`, only that login's rows (a request's own). */
  async function runOnce(login?: string): Promise<RunReport> {
    const report: RunReport = { delivered: 0, failed: 0, parked: 0, unreachable: false };
    for (let i = 0; i < BATCH; i++) {
      const outcome = await step(login);
      if (outcome === 'delivered') report.delivered++;
      else if (outcome === 'failed') report.failed++;
      else if (outcome === 'parked') report.parked++;
      else {
        report.unreachable = outcome === 'unreachable';
        break;
      }
    }
    status.consecutiveOutages = report.unreachable ? status.consecutiveOutages + 1 : 0;
    return report;
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = true;
  let busy = false;

  function schedule(delayMs: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      busy = true;
      running = runOnce()
        .finally(() => {
          busy = false;
        })
        .then((report) => {
          const outage = status.consecutiveOutages;
          if (outage === 1) log(`game database unreachable: ${status.lastError}`);
          schedule(
            report.unreachable ? backoffDelay(backoff, outage) : report.delivered > 0 ? 0 : IDLE_POLL_MS,
          );
        })
        .catch((error: unknown) => {
          // The site's own database failed (503s elsewhere); try again after the usual pause.
          log(`game outbox run failed: ${error instanceof Error ? error.message : String(error)}`);
          schedule(IDLE_POLL_MS);
        });
    }, delayMs);
    timer.unref();
  }

  return {
    runOnce,
    status: (): WorkerStatus => ({ ...status }),
    start() {
      stopped = false;
      schedule(0);
    },
    /** Looks for due rows now rather than at the next poll (an operator's retry); a run under way goes on. */
    wake() {
      if (stopped || busy) return;
      if (timer) clearTimeout(timer);
      schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => {});
    },
  };
}
