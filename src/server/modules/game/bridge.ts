import type { Db } from '../../db/database.ts';
import { CLAIMS_EVERY_MS, type ClaimsReport, type ClaimWatch, checkClaims } from './claims.ts';
import { type GameDatabase, GameUnreachableError, openGameDatabase } from './game-database.ts';
import type { GameBridgeSettings, GameProfile } from './settings.ts';
import { ping } from './statements.ts';
import { type CharacterSync, createCharacterSync } from './sync.ts';
import { createGameWorker, type Settlers, type WorkerDeps } from './worker.ts';

/**
 * The game bridge one app holds (`app.game`, app.ts), or null when no game database is configured and the
 * site keeps its own world. Callers add work for the game with `enqueue` (repository.ts) inside their own
 * transaction; the worker delivers it. A caller that holds something the outbox must never carry (a typed
 * password) writes it through `database` directly and lets a failure wait for the player's next sign-in.
 */
export interface GameBridge {
  profile: GameProfile;
  database: GameDatabase;
  worker: ReturnType<typeof createGameWorker>;
  /** The site's copy of the game's characters (sync.ts), kept in step once started. */
  characters: CharacterSync;
  /** One pass of the claims check (claims.ts); the bridge runs it every CLAIMS_EVERY_MS once started. */
  checkClaims(): Promise<void>;
  /** Whether the game answers, as the worker and the claims check last found it (/api/health, the console). */
  status(): BridgeStatus;
  /** Starts the worker, the claims check and the character sync (main.ts, once the site serves). */
  start(): void;
  /** Stops the worker and the claims check (waiting for what is under way), then closes the game's connections. */
  close(): Promise<void>;
}

interface BridgeStatus {
  /** False while the last delivery or check could not reach the game; null before the first contact. */
  reachable: boolean | null;
  lastContactAt: Date | null;
  lastError: string | null;
}

/**
 * The bridge's last word was that the game cannot be reached: a request does not wait on the game then (up
 * to the driver's connection timeout, each time) but takes the outage path at once. The worker's next
 * contact, on its back-off, or the bridge's next check ends it.
 */
export const inOutage = (bridge: GameBridge) => bridge.status().reachable === false;

/** Whether `a` happened and after `b` (or `b` never did). */
function isLater(a: Date | null, b: Date | null): boolean {
  return a !== null && (b === null || a.getTime() > b.getTime());
}

/** What the modules that send work add to the bridge (src/server/game-bridge.ts wires them). */
export interface BridgeParts {
  settle?: Settlers;
  claims?: ClaimWatch | null;
  transaction?: WorkerDeps['transaction'];
}

export function openGameBridge(
  db: Db,
  settings: GameBridgeSettings,
  log: (line: string) => void,
  { settle = {}, claims = null, transaction }: BridgeParts = {},
): GameBridge {
  const database = openGameDatabase(settings);
  const worker = createGameWorker({
    db,
    game: database,
    profile: settings.profile,
    log,
    settle,
    ...(transaction && { transaction }),
  });
  const characters = createCharacterSync({ db, game: database, profile: settings.profile, log });
  /** What the bridge's own checks last found (the worker keeps its own, from deliveries). */
  const checks = {
    lastContactAt: null as Date | null,
    lastOutageAt: null as Date | null,
    lastError: null as string | null,
  };

  /** The claims check, or without one a ping: either way the bridge learns whether the game answers. */
  async function runClaims() {
    try {
      let report: ClaimsReport | null = null;
      if (claims) report = await checkClaims(db, database, settings.profile, claims);
      else await database.run(ping());
      if (isLater(checks.lastOutageAt, checks.lastContactAt)) log('game database reachable again');
      checks.lastContactAt = new Date();
      // The game answers again: the worker delivers now rather than when its back-off (up to 10 min) ends.
      if (worker.status().reachable === false) worker.wake();
      if (report && report.claimed > 0) log(`game claims: ${report.claimed} item(s) taken in game`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (!(error instanceof GameUnreachableError)) log(`game claims check failed: ${message}`);
      else {
        if (!isLater(checks.lastOutageAt, checks.lastContactAt)) log(`game database unreachable: ${message}`);
        checks.lastOutageAt = new Date();
        checks.lastError = message;
      }
    }
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = true;
  function schedule(delayMs: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runClaims().finally(() => schedule(CLAIMS_EVERY_MS));
    }, delayMs);
    timer.unref();
  }

  return {
    profile: settings.profile,
    database,
    worker,
    characters,
    checkClaims: runClaims,
    status() {
      // The latest word wins, the worker's (a delivery) or the checks' (every 30 s): a game back after an
      // outage shows as reachable at the next check, even while the worker still waits out its back-off.
      const delivery = worker.status();
      const newest = (...dates: (Date | null)[]) =>
        dates.reduce<Date | null>((a, b) => (isLater(b, a) ? b : a), null);
      const lastContactAt = newest(delivery.lastContactAt, checks.lastContactAt);
      const lastOutageAt = newest(delivery.lastOutageAt, checks.lastOutageAt);
      const down = isLater(lastOutageAt, lastContactAt);
      const error = lastOutageAt === checks.lastOutageAt ? checks.lastError : delivery.lastError;
      return {
        reachable: down ? false : lastContactAt === null ? null : true,
        lastContactAt,
        lastError: down ? error : null,
      };
    },
    start() {
      worker.start();
      characters.start();
      stopped = false;
      schedule(0);
    },
    async close() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      await characters.stop();
      await worker.stop();
      await database.close();
    },
  };
}
