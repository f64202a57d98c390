import type { Db } from '../../db/database.ts';
import { type GameDatabase, openGameDatabase } from './game-database.ts';
import type { GameBridgeSettings, GameProfile } from './settings.ts';
import { createGameWorker, type Settlers } from './worker.ts';

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
  /** Stops the worker (waiting for a delivery under way), then closes the game's connections. */
  close(): Promise<void>;
}

export function openGameBridge(
  db: Db,
  settings: GameBridgeSettings,
  log: (line: string) => void,
  settle: Settlers = {},
): GameBridge {
  const database = openGameDatabase(settings);
  const worker = createGameWorker({ db, game: database, profile: settings.profile, log, settle });
  return {
    profile: settings.profile,
    database,
    worker,
    async close() {
      await worker.stop();
      await database.close();
    },
  };
}
