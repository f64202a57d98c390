import { sql } from 'kysely';
import type { Config } from '../config.ts';
import type { OpenDatabase } from '../db/connect.ts';
import { openGameDatabase } from '../modules/game/game-database.ts';
import { GAME_PROFILES, type GameBridgeSettings } from '../modules/game/settings.ts';
import { createStandIn } from '../modules/game/standin.ts';

/**
 * The demo's game (docs/product/game-bridge.md, "Trying it"): `npm start` on the embedded PostgreSQL, with
 * no game database configured, runs the bridge against a stand-in of the game's tables in a database of
 * its own beside the site's, so a newcomer sees purchases arrive in the game's item bank and can mark one
 * taken (`npm run game -- claim <purKey>`). Never in production, never beside an operator's own database.
 */
const DEMO_GAME_DATABASE = 'ran_game_demo';

export function wantsDemoGame(
  config: Pick<Config, 'NODE_ENV' | 'SEED_DEMO' | 'GAME_DATABASE_URL'>,
  database: OpenDatabase,
): boolean {
  return (
    database.embedded !== null &&
    config.NODE_ENV !== 'production' &&
    config.SEED_DEMO !== 'never' &&
    !config.GAME_DATABASE_URL
  );
}

/** The stand-in's address on the same embedded server as the site's database. */
export function demoGameUrl(siteUrl: string): string {
  const url = new URL(siteUrl);
  url.pathname = `/${DEMO_GAME_DATABASE}`;
  return url.toString();
}

/** Creates the stand-in's database and tables when missing (under the startup lock) and answers its settings. */
export async function prepareDemoGame(database: OpenDatabase): Promise<GameBridgeSettings> {
  const { rows } = await sql`select 1 from pg_database where datname = ${DEMO_GAME_DATABASE}`.execute(
    database.db,
  );
  if (rows.length === 0) await sql`create database ${sql.id(DEMO_GAME_DATABASE)}`.execute(database.db);
  const settings: GameBridgeSettings = {
    url: demoGameUrl(database.url),
    dialect: 'postgres',
    profile: GAME_PROFILES['md5-19'],
  };
  const game = openGameDatabase(settings);
  try {
    await createStandIn(game, settings.profile);
  } finally {
    await game.close();
  }
  return settings;
}
