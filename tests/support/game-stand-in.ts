import { type GameDatabase, openGameDatabase } from '../../src/server/modules/game/game-database.ts';
import { GAME_PROFILES, type GameProfile } from '../../src/server/modules/game/settings.ts';
import { createStandIn } from '../../src/server/modules/game/standin.ts';
import { createTestDatabase } from './test-db.ts';

export interface GameStandIn {
  /** The stand-in's address (what GAME_DATABASE_URL would say). */
  url: string;
  game: GameDatabase;
  profile: GameProfile;
  /** Plain SQL on the stand-in, for what the game server itself would do (flip PurFlag, add a login). */
  query<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

/**
 * A fresh PostgreSQL database of its own holding the game's tables (empty), as `npm run game:standin`
 * makes them; `bare` leaves it without tables, as an operator's database before anything is set up.
 */
export async function createGameStandIn(
  options: { profile?: GameProfile; bare?: boolean } = {},
): Promise<GameStandIn> {
  const profile = options.profile ?? GAME_PROFILES['md5-19'];
  const database = await createTestDatabase({ empty: true, max: 2 });
  const game = openGameDatabase({ url: database.url, dialect: 'postgres' });
  if (!options.bare) await createStandIn(game, profile);
  return {
    url: database.url,
    game,
    profile,
    async query<T>(text: string, values: unknown[] = []) {
      return (await database.pool.query(text, values)).rows as T[];
    },
    async drop() {
      await game.close();
      await database.drop();
    },
  };
}
