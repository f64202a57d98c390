import type { GameBridge } from './bridge.ts';
import { GameUnreachableError } from './game-database.ts';
import { countPlayersOnline } from './game-repository.ts';

/** What the game's database said when asked for the players online (docs/product/server-status.md). */
export type OnlineCount =
  | { reachable: true; players: number }
  /** It answered, but not with a count (a table or column the profile names is missing). */
  | { reachable: true; players: null; error: string }
  | { reachable: false; players: null; error: string };

/**
 * The characters online now, as the game marks them (ChaOnline = 1). Never throws: an outage is an answer
 * here (the server status shows the game as offline), not a failure of the page that asked.
 */
export async function countOnline(bridge: GameBridge): Promise<OnlineCount> {
  try {
    return { reachable: true, players: await countPlayersOnline(bridge.database, bridge.profile) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return error instanceof GameUnreachableError
      ? { reachable: false, players: null, error: message }
      : { reachable: true, players: null, error: message };
  }
}
