import { ConfigError, loadConfig, withDemoPayments } from '#server/config.ts';
import { type RunningSite, startSite } from '#server/main.ts';
import { DEMO_ACCOUNTS } from '#server/seed/accounts.ts';
import { buildClient, clientBuildIsStale } from './client-build.ts';

/** `npm start`: settings, client build if stale, database, server; a clean stop on Ctrl-C or SIGTERM. */
const SHUTDOWN_DEADLINE_MS = 5000;

async function main(): Promise<void> {
  const config = loadConfig(withDemoPayments(process.env));
  // The signal handlers come first: a SIGTERM that arrives while the site is still starting (a supervisor
  // giving up, or one racing the "is up" line) must stop it cleanly, not kill the process and leave its
  // embedded PostgreSQL behind.
  let site: RunningSite | null = null;
  const shutdown: { exitCode: number | null } = { exitCode: null };
  const stop = (reason: string, exitCode = 0) => {
    if (shutdown.exitCode !== null) return;
    shutdown.exitCode = exitCode;
    console.log(`\n${reason}: stopping...`);
    // Still starting: the site stops as soon as it is up (closeAndExit below), with its whole deadline.
    if (site) closeAndExit(site, exitCode);
  };
  process.on('SIGINT', () => stop('SIGINT received'));
  process.on('SIGTERM', () => stop('SIGTERM received'));

  if (process.env.SKIP_CLIENT_BUILD !== '1' && clientBuildIsStale()) buildClient();
  site = await startSite(config);
  if (shutdown.exitCode !== null) return closeAndExit(site, shutdown.exitCode);
  // The name the operator set in the console (docs/product/site-settings.md); SITE_NAME only if the
  // settings cannot be read.
  const siteName = await site.app.siteSettings.get().then(
    (settings) => settings.siteName,
    () => config.SITE_NAME,
  );
  // One write, so whoever reads the output (a supervisor, a test) gets the whole banner at once.
  const banner = [`\n${siteName} is up at ${site.url}`];
  if (config.NODE_ENV !== 'production') {
    for (const a of DEMO_ACCOUNTS)
      banner.push(`  demo sign-in: ${a.userId} / ${a.password} (secret answer: ${a.secretAnswer})`);
    if (config.PAYMENT_PROVIDER === 'fake')
      banner.push('  top-up: the fake payment provider (no real money)');
    if (site.demoGame)
      banner.push(
        '  game: a stand-in of the game in the embedded PostgreSQL (npm run game -- list, -- claim <PurKey>)',
      );
  }
  banner.push('Press Ctrl-C to stop.\n');
  console.log(banner.join('\n'));
  site.databaseLost.then((error) => {
    console.error(`${error.message} Exiting so that a supervisor can start the site again.`);
    stop('database lost', 1);
  });
}

function closeAndExit(site: RunningSite, exitCode: number): void {
  const deadline = setTimeout(() => {
    console.error('Shutdown took too long; forcing exit.');
    // Signalled at once, not through the asynchronous stop(), which the exit below would cut short.
    const embedded = site.embedded;
    if (embedded?.owned) {
      try {
        process.kill(embedded.pid, 'SIGINT');
      } catch {
        // Already gone.
      }
    }
    process.exit(1);
  }, SHUTDOWN_DEADLINE_MS - 500);
  deadline.unref();
  site.close().then(
    () => {
      console.log('Stopped cleanly.');
      process.exit(exitCode);
    },
    (error: unknown) => {
      console.error('Error while stopping:', error);
      process.exit(1);
    },
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The site could not start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
