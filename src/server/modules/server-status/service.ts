import { CACHE_MS } from '#shared/cache-times.ts';
import type { AdminServerStatus, ServerStatus } from '#shared/contracts/server-status.ts';
import type { ServerState } from '#shared/server-status.ts';
import type { Db } from '../../db/database.ts';
import type { GameBridge } from '../game/bridge.ts';
import { countOnline, type OnlineCount } from '../game/players-online.ts';
import type { LoginServerAddress } from '../game/settings.ts';
import { type MaintenanceNow, maintenanceNow, maintenanceView } from './maintenance.ts';
import { probeLoginServer } from './probe.ts';
import { refreshing } from './refreshing.ts';
import * as repo from './repository.ts';
import { SLOT_MS, simulatedPlayers, slotStart } from './simulated.ts';

/**
 * The game server's state and the players online, as players and operators see them
 * (docs/product/server-status.md). One per app (app.serverStatus): the probe, the count and the answer are
 * each read at most every 30 s per instance, one read at a time; the sampler keeps the history.
 */

/** An answer older than the 30 s but younger than this is still given at once while a new read runs. */
const KEEP_MS = 5 * 60_000;
/** How long the history keeps a slot: the console charts 30 days, and a day more covers the time zones. */
const HISTORY_DAYS = 31;
const DAY_MS = 24 * 60 * 60_000;
/** How often the sampler looks whether a new 5-minute slot has begun. */
const SAMPLER_TICK_MS = 60_000;
/** The simulated slots a start fills in go in statements of this many rows. */
const FILL_BATCH = 2000;

export interface ServerStatusDeps {
  db: Db;
  game: GameBridge | null;
  /** GAME_LOGIN_SERVER: probed for the state when set. */
  loginServer: LoginServerAddress | null;
  /** The bridge runs on the demo's stand-in (seed/game-demo.ts), where nobody plays. */
  demoGame: boolean;
  now: () => Date;
  log: (line: string) => void;
}

export interface ServerStatusSource {
  /** What every public page, /api/server-status and the launcher show. */
  current(): Promise<ServerStatus>;
  /**
   * The maintenance on at the app's clock, or null: what refuses players (plugins/maintenance.ts). The
   * window's row is read at most every 30 s (and again at once after a save, `forget`); whether it is on
   * is decided at each call, so a scheduled start or end takes effect to the second.
   */
  maintenance(): Promise<MaintenanceNow | null>;
  /** The console's Game page: the same, with the window as saved and where the state comes from. */
  forConsole(): Promise<AdminServerStatus>;
  /** The window changed (here or on another instance, through the cache bus): read it again. */
  forget(): void;
  /** Stores the sample of the slot holding `at`, unless it is there already; prunes the old ones. */
  sample(at?: Date): Promise<boolean>;
  /** While the figures are simulated: the slots of the last 30 days still without a sample, filled in. */
  fillSimulated(until?: Date): Promise<number>;
  /** Samples each slot from now on (main.ts, once the site serves). */
  start(): void;
  stop(): Promise<void>;
}

function addressText(address: LoginServerAddress): string {
  return address.host.includes(':') ? `[${address.host}]:${address.port}` : `${address.host}:${address.port}`;
}

export function createServerStatus(deps: ServerStatusDeps): ServerStatusSource {
  const { db, game, loginServer } = deps;
  const clock = () => deps.now().getTime();
  /** No game to count: the bridge is off, or it runs on the demo's stand-in. */
  const simulated = game === null || deps.demoGame;
  const stateSource: AdminServerStatus['stateSource'] = loginServer
    ? 'login-server'
    : game
      ? 'game-database'
      : 'assumed';
  const cacheOptions = {
    freshMs: CACHE_MS.serverStatus,
    keepMs: KEEP_MS,
    now: clock,
    onBackgroundError: (error: unknown) => deps.log(`server status: ${String(error)}`),
  };

  let lastCountError: string | null = null;
  const probe = loginServer ? refreshing(() => probeLoginServer(loginServer), cacheOptions) : null;
  const count = game
    ? refreshing(async (): Promise<OnlineCount> => {
        const answer = await countOnline(game);
        const error = 'error' in answer ? answer.error : null;
        // Once per change, not every 30 s: an outage is a line when it starts, not a flood.
        if (error && error !== lastCountError) deps.log(`players online: the game did not answer: ${error}`);
        lastCountError = error;
        return answer;
      }, cacheOptions)
    : null;

  async function gameIsUp(): Promise<boolean> {
    if (probe) return probe.get();
    if (count) return (await count.get()).reachable;
    return true;
  }

  /** `fresh` for a sample: a count kept from the last sample, 5 minutes ago, would be the last slot's. */
  async function playersNow(at: Date, fresh = false): Promise<number | null> {
    if (simulated) return simulatedPlayers(at);
    if (!count) return null;
    return (await (fresh ? count.getFresh() : count.get())).players;
  }

  /** The game's side, read at most every 30 s; the maintenance is laid over it at each call (current). */
  const measured = refreshing(async () => {
    const at = deps.now();
    const [up, players] = await Promise.all([gameIsUp(), playersNow(at)]);
    return { up, players, checkedAt: at.toISOString() };
  }, cacheOptions);
  // No answer kept past the 30 s: a window saved on an instance whose notice was lost still shows in time.
  const windowRow = refreshing(() => repo.readMaintenance(db), {
    ...cacheOptions,
    keepMs: CACHE_MS.serverStatus,
  });
  const maintenance = async () => maintenanceNow(await windowRow.get(), deps.now());

  async function current(): Promise<ServerStatus> {
    const [game, on] = await Promise.all([measured.get(), maintenance()]);
    const state: ServerState = on ? 'maintenance' : game.up ? 'online' : 'offline';
    return {
      state,
      playersOnline: game.players,
      simulated,
      checkedAt: game.checkedAt,
      maintenance: on && { until: on.until?.toISOString() ?? null, message: on.message },
    };
  }

  async function sample(at = deps.now()): Promise<boolean> {
    const slot = slotStart(at);
    const players = await playersNow(slot, true);
    // The game did not answer: no figure, a gap in the history rather than a made-up zero.
    if (players === null) return false;
    const stored = await repo.insertSample(db, { slot, players, simulated });
    await repo.pruneSamples(db, new Date(slot.getTime() - HISTORY_DAYS * DAY_MS));
    return stored;
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let lastSlot = 0;
  function tick() {
    if (running) return;
    const slot = slotStart(deps.now()).getTime();
    if (slot === lastSlot) return;
    running = (lastSlot === 0 ? fillSimulated().then(() => undefined) : Promise.resolve())
      .then(() => sample(new Date(slot)))
      .then(
        () => {
          lastSlot = slot;
        },
        (error: unknown) => deps.log(`players online: sampling failed: ${String(error)}`),
      )
      .finally(() => {
        running = null;
      });
  }

  async function fillSimulated(until = deps.now()): Promise<number> {
    if (!simulated) return 0;
    const last = slotStart(until).getTime();
    const rows: { slot: Date; players: number; simulated: boolean }[] = [];
    for (let slot = last - 30 * DAY_MS; slot < last; slot += SLOT_MS)
      rows.push({ slot: new Date(slot), players: simulatedPlayers(slot), simulated: true });
    let stored = 0;
    for (let i = 0; i < rows.length; i += FILL_BATCH)
      stored += await repo.insertSamples(db, rows.slice(i, i + FILL_BATCH));
    return stored;
  }

  return {
    current,
    maintenance,
    async forConsole() {
      // The row as stored now, not the kept copy: the form saves the version it loads.
      const [status, row] = await Promise.all([current(), repo.readMaintenance(db)]);
      return {
        shown: status,
        maintenance: maintenanceView(row, deps.now()),
        stateSource,
        loginServer: loginServer ? addressText(loginServer) : null,
      };
    },
    forget: () => windowRow.forget(),
    sample,
    fillSimulated,
    start() {
      if (timer) return;
      tick();
      timer = setInterval(tick, SAMPLER_TICK_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
