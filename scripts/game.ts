import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '#server/config.ts';
import { connectDatabase } from '#server/db/connect.ts';
import { openGameDatabase } from '#server/modules/game/game-database.ts';
import { GAME_PROFILES, type GameBridgeSettings, gameBridgeOf } from '#server/modules/game/settings.ts';
import { standInClaim, standInRecentPurchases } from '#server/modules/game/statements.ts';
import { demoGameUrl } from '#server/seed/game-demo.ts';

/**
 * `npm run game -- list` and `npm run game -- claim <PurKey>`: the demo's game server, by hand. `list`
 * prints the stand-in's newest item-bank rows; `claim` does what the game does when a player takes an
 * item (PurFlag 0 -> 1), so the purchase history shows it claimed within a minute. Only on a PostgreSQL
 * stand-in (GAME_DATABASE_URL, or the demo's beside the embedded site database); safe beside a running
 * site, whose embedded PostgreSQL it uses as it is.
 */
const USAGE = 'Usage: npm run game -- list | claim <PurKey>';

async function standIn(): Promise<{ settings: GameBridgeSettings; close: () => Promise<void> }> {
  const config = loadConfig();
  const configured = gameBridgeOf(config);
  if (configured) {
    if (configured.dialect !== 'postgres')
      throw new Error('GAME_DATABASE_URL is a SQL Server: there the game server itself marks items taken.');
    return { settings: configured, close: async () => {} };
  }
  const site = await connectDatabase(config, { role: 'command', label: 'npm run game', max: 1 });
  if (!site.embedded) {
    await site.close();
    throw new Error('No game to act on: set GAME_DATABASE_URL (a postgres:// stand-in), or use npm start.');
  }
  const settings: GameBridgeSettings = {
    url: demoGameUrl(site.url),
    dialect: 'postgres',
    profile: GAME_PROFILES['md5-19'],
  };
  return { settings, close: () => site.close() };
}

async function main() {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [command, argument] = positionals;
  const purKey = Number(argument);
  if (command === 'claim' && !(/^\d{1,15}$/.test(argument ?? '') && purKey > 0)) throw new Error(USAGE);
  if (command !== 'claim' && command !== 'list') throw new Error(USAGE);
  const { settings, close } = await standIn();
  const game = openGameDatabase(settings);
  try {
    if (command === 'list') {
      const { rows } = await game.run(standInRecentPurchases(settings.profile, 20));
      if (rows.length === 0) console.log('The item bank is empty: buy something on the site first.');
      for (const row of rows)
        console.log(
          `PurKey ${row.PurKey}  ${row.UserUID}  product ${row.ProductNum}  price ${row.PurPrice}  PurFlag ${row.PurFlag}`,
        );
      return;
    }
    const { rowCount } = await game.run(standInClaim(settings.profile, purKey));
    console.log(
      rowCount === 1
        ? `PurKey ${purKey} taken in game (PurFlag 1): the purchase history shows it claimed within a minute.`
        : `PurKey ${purKey} is not waiting in the item bank (unknown, already taken or cancelled).`,
    );
    if (rowCount !== 1) process.exitCode = 1;
  } finally {
    await game.close();
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
