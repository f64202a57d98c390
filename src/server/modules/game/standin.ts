import type { GameSession } from './game-database.ts';
import type { GameProfile } from './settings.ts';
import { standInSchema } from './statements.ts';

/**
 * `npm run game:standin`: the game's tables in a PostgreSQL database, empty, for tests and the demo
 * (docs/product/game-bridge.md). Safe to run again: it creates only what is missing and fills nothing.
 */
export async function createStandIn(game: GameSession, profile: GameProfile): Promise<void> {
  if (game.dialect !== 'postgres')
    throw new Error('The stand-in is PostgreSQL only; GAME_DATABASE_URL is SQL Server.');
  for (const statement of standInSchema(profile)) await game.run(statement);
}
