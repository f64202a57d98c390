import { ConfigError, loadConfig } from '#server/config.ts';
import { checkGameDatabase, formatFindings, writeTest } from '#server/modules/game/check.ts';
import { openGameDatabase } from '#server/modules/game/game-database.ts';
import { gameBridgeOf } from '#server/modules/game/settings.ts';

/**
 * `npm run game:check`: reads the configured game database (never writes) and prints whether the profile
 * fits it and what to change. Exit code 0 when nothing is an error: what an operator runs before going
 * live (docs/product/game-bridge.md). `-- --write-test` also runs every write the bridge makes on a
 * made-up login inside one transaction that is rolled back (opt-in; CI runs it on the stand-in only).
 */
async function main() {
  const bridge = gameBridgeOf(loadConfig());
  if (!bridge) throw new Error('The game bridge is off: set GAME_DATABASE_URL and GAME_PROFILE first.');
  const game = openGameDatabase(bridge);
  try {
    const findings = await checkGameDatabase(game, bridge.profile);
    if (process.argv.includes('--write-test')) findings.push(...(await writeTest(game, bridge.profile)));
    console.log(formatFindings(bridge.profile, findings));
    if (findings.some((finding) => finding.level === 'error')) process.exitCode = 1;
  } finally {
    await game.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
