import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests run the production build in Debian's Chromium against a server of their own: a fresh,
 * seeded database and a loopback SMTP server that catches mail (tests/e2e/serve.ts). The port and mail
 * folder are chosen once in the main process; workers inherit them through the environment.
 */
// Below Linux's ephemeral range (32768 and up by default): there the port may already be the local end of
// an outgoing connection (to PostgreSQL, Redis), and the server could not listen on it.
process.env.E2E_PORT ??= String(20_000 + Math.floor(Math.random() * 12_000));
// The second site, with the game bridge on a stand-in of the game's tables (game.spec.ts), in the same server.
process.env.E2E_GAME_PORT ??= String(Number(process.env.E2E_PORT) + 1);
// A third site whose maintenance the specs turn on and off (maintenance.spec.ts), so no other spec is refused.
process.env.E2E_MAINTENANCE_PORT ??= String(Number(process.env.E2E_PORT) + 2);
process.env.E2E_MAIL_DIR ??= mkdtempSync(path.join(tmpdir(), 'ran-e2e-mail-'));
// serve.ts writes its database address here, for the few tests that set up what no API can (a delisted item).
process.env.E2E_STATE_DIR ??= mkdtempSync(path.join(tmpdir(), 'ran-e2e-state-'));
// The fake provider's webhook secret, so a test can sign an event PayMongo would send unasked.
process.env.E2E_WEBHOOK_SECRET ??= randomBytes(16).toString('hex');
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
const PHONE = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } };
/** Specs that change the whole site's look for a while (see projects). */
const SITE_WIDE = /brand(-pictures)?\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  // A bound for a hung test, not a speed check: the console walks (several argon2 hashes, mails, uploads)
  // ran 35-44 s on a 2-core machine with two workers, too near the old 45 s.
  timeout: 90_000,
  // Long enough for a lazily loaded page on two busy cores; a condition that holds is met at once.
  expect: { timeout: 15_000 },
  workers: 2,
  // No retries anywhere: a test that passes only on a second try is a bug to find, not to hide.
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  // Every test runs at desktop width; at phone width (touch) only those about phones, tagged '@phone':
  // phones.spec.ts, the tests with a phone branch or a phone-only check, and the layout-shift and
  // screenshot tests, whose pages are laid out differently there.
  //
  // The specs that change what every page shows (the brand's colours, texts and pictures) run in a project
  // of their own, after the others have finished, so no test beside them sees a page in another look.
  // Running one of them alone: `playwright test tests/e2e/brand.spec.ts --no-deps` (without --no-deps,
  // the two projects it waits for run in full first).
  projects: [
    { name: 'desktop', testIgnore: SITE_WIDE, use: DESKTOP },
    { name: 'phone', grep: /@phone/, testIgnore: SITE_WIDE, use: PHONE },
    { name: 'site-wide', testMatch: SITE_WIDE, dependencies: ['desktop', 'phone'], use: DESKTOP },
  ],
  webServer: {
    command: 'node tests/e2e/serve.ts',
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 8000 },
    env: {
      PORT: process.env.E2E_PORT,
      E2E_GAME_PORT: process.env.E2E_GAME_PORT,
      E2E_MAINTENANCE_PORT: process.env.E2E_MAINTENANCE_PORT,
      E2E_MAIL_DIR: process.env.E2E_MAIL_DIR,
      E2E_STATE_DIR: process.env.E2E_STATE_DIR,
    },
  },
});
