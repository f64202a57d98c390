import { ConfigError, loadConfig } from '#server/config.ts';
import { openGameDatabase } from '#server/modules/game/game-database.ts';
import { gameBridgeOf } from '#server/modules/game/settings.ts';
import { createStandIn } from '#server/modules/game/standin.ts';

/**
 * `npm run game:standin`: creates the game's tables, empty, in the PostgreSQL database GAME_DATABASE_URL
 * names (schemas RanUser, RanGame1, RanShop with the profile's table names), for tests and the demo.
 * Refuses a SQL Server address: the bridge never creates tables in a real game database.
 */
async function main() {
  const bridge = gameBridgeOf(loadConfig());
  if (!bridge) throw new Error('Set GAME_DATABASE_URL (postgres://...) and GAME_PROFILE first.');
  if (bridge.dialect !== 'postgres')
    throw new Error(
      'game:standin only writes to a PostgreSQL stand-in; GAME_DATABASE_URL is a SQL Server address.',
    );
  const game = openGameDatabase(bridge);
  try {
    await createStandIn(game, bridge.profile);
    const { databases: d, tables: t } = bridge.profile;
    console.log(
      `Stand-in ready: ${d.user}.${t.user}, ${d.shop}.${t.purchase}, ${d.shop}.${t.itemMap}, ${d.shop}.${t.delivery}, ${d.game}.${t.character} (empty).`,
    );
  } finally {
    await game.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
