import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildClient, clientBuildIsStale } from '../../scripts/client-build.ts';
import { loadConfig } from '../../src/server/config.ts';
import { startEmbeddedPostgres } from '../../src/server/db/embedded.ts';
import { startSite } from '../../src/server/main.ts';
import { openGameDatabase } from '../../src/server/modules/game/game-database.ts';
import { storedFormOf } from '../../src/server/modules/game/password-forms.ts';
import { GAME_PROFILES } from '../../src/server/modules/game/settings.ts';
import { createStandIn } from '../../src/server/modules/game/standin.ts';
import { DEMO_ACCOUNTS } from '../../src/server/seed/accounts.ts';
import { startDiscordStandIn } from '../support/discord-stand-in.ts';
import { startSmtpCatcher } from '../support/mail-catcher.ts';

/**
 * The server the browser tests talk to: the production build, a brand-new seeded database (embedded, or a
 * fresh one on TEST_DATABASE_URL's server), and a loopback SMTP server saving each message as an .eml file
 * in E2E_MAIL_DIR for tests/e2e/fixtures.ts to read.
 */
const mailDir = process.env.E2E_MAIL_DIR ?? mkdtempSync(path.join(tmpdir(), 'ran-e2e-mail-'));
mkdirSync(mailDir, { recursive: true });

async function freshDatabase(): Promise<{ url: string; cleanup: () => Promise<void> }> {
  const external = process.env.TEST_DATABASE_URL;
  if (!external) {
    const dir = mkdtempSync(path.join(tmpdir(), 'ran-e2e-pg-'));
    const embedded = await startEmbeddedPostgres({ dataDir: dir });
    return {
      url: embedded.url,
      cleanup: async () => {
        await embedded.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `ran_e2e_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: external });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(external);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    cleanup: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** A new, empty database on the same server as `url` (the game's stand-in beside a site's database). */
async function databaseBeside(
  url: string,
  prefix: string,
): Promise<{ url: string; cleanup: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const address = new URL(url);
  address.pathname = `/${name}`;
  return {
    url: address.toString(),
    cleanup: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

if (clientBuildIsStale()) buildClient();
// Each message becomes an .eml file named by its arrival time, which fixtures.ts reads.
const mail = await startSmtpCatcher((raw) =>
  writeFileSync(path.join(mailDir, `${Date.now()}-${randomBytes(3).toString('hex')}.eml`), raw),
);
const database = await freshDatabase();
if (process.env.E2E_STATE_DIR) {
  writeFileSync(path.join(process.env.E2E_STATE_DIR, 'database-url'), database.url);
  // For a test that plays a part the site has no page for yet (a staff reply's notice mailed by the service).
  writeFileSync(path.join(process.env.E2E_STATE_DIR, 'smtp-url'), mail.url);
}
const port = process.env.PORT ?? '3100';
/** Discord's webhook endpoint as a loopback stand-in: the console's Test answers from it (admin-discord.spec.ts). */
const discord = await startDiscordStandIn();
/** What both sites are given; each has its own database and address. */
const siteConfig = (address: string, databaseUrl: string, extra: Record<string, string> = {}) =>
  loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: address,
    // The address the browser uses: links in mail lead there (never to the request's Host).
    PUBLIC_URL: `http://127.0.0.1:${address}`,
    DATABASE_URL: databaseUrl,
    SMTP_URL: mail.url,
    SEED_DEMO: 'always',
    // Top-ups walk through the fake provider's checkout and its signed webhook (payments.spec.ts).
    PAYMENT_PROVIDER: 'fake',
    PAYMONGO_WEBHOOK_SECRET: process.env.E2E_WEBHOOK_SECRET,
    DISCORD_API_ORIGIN: discord.origin,
    LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ran-e2e-data-')),
    ...extra,
  });

/**
 * A second site with the game bridge on, for game.spec.ts: its own database, and a stand-in of the game's
 * tables (md5-19) in another database on the same server. Started first, so it is up when Playwright sees
 * the main site answer.
 */
async function startGameSite(gamePort: string) {
  const demoPlayer = DEMO_ACCOUNTS.find((account) => account.userId === 'demo') ?? DEMO_ACCOUNTS[0];
  const siteDb = await databaseBeside(database.url, 'ran_e2e_gamesite');
  const gameDb = await databaseBeside(database.url, 'ran_e2e_game');
  const game = openGameDatabase({ url: gameDb.url, dialect: 'postgres' });
  await createStandIn(game, GAME_PROFILES['md5-19']);
  await game.close();
  // Three characters in game and one logged out, for server-status.spec.ts: there before the site starts,
  // so its first count (kept 30 s) already holds them. Owners no login has, so no other test meets them.
  const stand = new pg.Client({ connectionString: gameDb.url });
  await stand.connect();
  await stand.query(
    `insert into "RanGame1"."ChaInfo" ("UserNum", "ChaName", "ChaOnline")
     values (900001, 'StatusOnA', 1), (900002, 'StatusOnB', 1), (900003, 'StatusOnC', 1), (900004, 'StatusOff', 0)`,
  );
  // The demo player already plays this game, with the same password: their first sign-in on the site links
  // the account to that login (decision 0080), so what they buy may go to its item bank (game.spec.ts).
  await stand.query(
    `insert into "RanUser"."UserInfo" ("UserName", "UserID", "UserPass", "UserType") values ('demo', 'demo', $1, 1)`,
    [storedFormOf('md5-19', demoPlayer.password)],
  );
  await stand.end();
  if (process.env.E2E_STATE_DIR) {
    writeFileSync(path.join(process.env.E2E_STATE_DIR, 'game-site-database-url'), siteDb.url);
    writeFileSync(path.join(process.env.E2E_STATE_DIR, 'game-database-url'), gameDb.url);
  }
  const gameSite = await startSite(
    siteConfig(gamePort, siteDb.url, { GAME_DATABASE_URL: gameDb.url, GAME_PROFILE: 'md5-19' }),
  );
  return {
    async close() {
      await gameSite.close().catch(() => {});
      await gameDb.cleanup().catch(() => {});
      await siteDb.cleanup().catch(() => {});
    },
  };
}

/**
 * A third site, for maintenance.spec.ts and server-status.spec.ts: turning maintenance on refuses players'
 * sign-ins and buys, which would fail the other specs running meanwhile on a site they share. No demo
 * world: the specs make the accounts they need.
 */
async function startMaintenanceSite(maintenancePort: string) {
  const siteDb = await databaseBeside(database.url, 'ran_e2e_maintsite');
  if (process.env.E2E_STATE_DIR) {
    writeFileSync(path.join(process.env.E2E_STATE_DIR, 'maintenance-site-database-url'), siteDb.url);
  }
  const maintenanceSite = await startSite(siteConfig(maintenancePort, siteDb.url, { SEED_DEMO: 'never' }));
  return {
    async close() {
      await maintenanceSite.close().catch(() => {});
      await siteDb.cleanup().catch(() => {});
    },
  };
}

const gameSite = process.env.E2E_GAME_PORT ? await startGameSite(process.env.E2E_GAME_PORT) : null;
const maintenanceSite = process.env.E2E_MAINTENANCE_PORT
  ? await startMaintenanceSite(process.env.E2E_MAINTENANCE_PORT)
  : null;
const site = await startSite(siteConfig(port, database.url));
console.log(`e2e server at ${site.url}`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await site.close().catch(() => {});
  await gameSite?.close();
  await maintenanceSite?.close();
  void mail.close();
  await discord.close();
  await database.cleanup().catch(() => {});
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
