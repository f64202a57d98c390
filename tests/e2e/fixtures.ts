import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { announceForgottenKeys } from '../../src/server/db/cache-bus.ts';
import { createDatabase, type Db } from '../../src/server/db/database.ts';
import { startSession } from '../../src/server/modules/accounts/sessions.ts';
import { moveMoney } from '../../src/server/modules/wallet/service.ts';
import { ADMIN_USER_TYPE } from '../../src/shared/user-types.ts';
import { createUser } from '../support/factories.ts';
import { type CaughtMail, parseMail } from '../support/mail-catcher.ts';
import { TEST_POOL } from '../support/pool.ts';

/** The e2e server's address (playwright.config.ts picks the port once for every worker). */
const E2E_ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT}`;

export { expect };

/** A caught message and its file in E2E_MAIL_DIR (named by its arrival time). */
export interface Mail extends CaughtMail {
  file: string;
}

function readMails(): Mail[] {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set (run through playwright.config.ts)');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((file) => {
      return { ...parseMail(readFileSync(path.join(dir, file), 'utf8')), file };
    });
}

export const mailbox = {
  /** Waits for the newest message to `to` (and matching `subject`, if given) that arrived after `since`. */
  async waitFor(
    to: string,
    options: { subject?: RegExp; since?: number; timeoutMs?: number } = {},
  ): Promise<Mail> {
    const newest = () =>
      readMails()
        .filter((m) => m.to.toLowerCase().includes(to.toLowerCase()))
        .filter((m) => !options.subject || options.subject.test(m.subject))
        .filter((m) => !options.since || Number(m.file.split('-')[0]) >= options.since)
        .at(-1);
    // A condition wait: done as soon as the letter is in the folder.
    await expect
      .poll(() => newest() !== undefined, {
        message: `No mail to ${to} arrived in time`,
        timeout: options.timeoutMs ?? 10_000,
      })
      .toBe(true);
    return newest()!;
  },
  /** The first http(s) link in a message whose path contains `pathPart`. */
  link(mail: Mail, pathPart: string): string {
    const match = mail.text.match(new RegExp(`https?://[^\\s"<>]*${pathPart}[^\\s"<>]*`));
    if (!match) throw new Error(`No link containing ${pathPart} in mail ${mail.subject}`);
    return match[0];
  },
};

/**
 * The e2e server's own database, for setting up what no API offers (delisting an item). Tests use it
 * sparingly: everything a player does goes through the browser. `file` names another of serve.ts's
 * databases: 'game-site-database-url', the site with the game bridge on (game.spec.ts).
 */
export async function withDatabase<T>(work: (db: Db) => Promise<T>, file = 'database-url'): Promise<T> {
  const dir = process.env.E2E_STATE_DIR;
  if (!dir) throw new Error('E2E_STATE_DIR is not set (run through playwright.config.ts)');
  const handle = createDatabase({
    connectionString: readFileSync(path.join(dir, file), 'utf8'),
    max: 1,
    ...TEST_POOL,
  });
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

/** Books R-Coin for a player through the real ledger code (an admin credit), and tells the site. */
export async function grant(userId: string, amount: number): Promise<void> {
  await withDatabase(async (db) => {
    const { user_num } = await db
      .selectFrom('users')
      .select('user_num')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    await db.transaction().execute((trx) =>
      moveMoney(trx, {
        userNum: user_num,
        currency: 'rcoin',
        amount,
        source: 'admin',
        reference: `e2e:${userId}`,
      }),
    );
    // The site keeps balances in memory: a credit from outside it is announced as the site's own are.
    await announceForgottenKeys(db, 'balance', [String(user_num)]);
  });
}

/** Fails on any serious or critical axe violation, listing them for the report. */
export async function expectAccessible(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

export const AJAX = { 'X-Requested-With': 'XMLHttpRequest' };

/** A player made for one test: the registration's answers, so a test can sign in or recover with them. */
export interface Player {
  userId: string;
  email: string;
  password: string;
  /** The answer to secret question 2, "In what town did you grow up?". */
  answer: string;
}

/** A fresh user id (the server allows 4-20 letters, digits and underscores), unique across workers. */
export const uniqueId = (prefix = 'e2e') => `${prefix}${randomBytes(6).toString('hex')}`.slice(0, 20);

/**
 * Makes a new player in the e2e server's database, through the same factory as the API tests (the
 * site's own password hashing). Not through POST /api/register: registration has its own walk in
 * accounts.spec.ts, and its per-address limit (10 an hour) would make the suite fail when repeated.
 */
export async function createPlayer(password = 'Mango-Float-44', userType?: number): Promise<Player> {
  const userId = uniqueId();
  const email = `${userId}@example.com`;
  const answer = 'Iloilo';
  await withDatabase((db) =>
    createUser(db, {
      userId,
      email,
      password,
      secretAnswer: answer,
      secretQuestion: 2,
      nameFirst: 'Ana',
      nameLast: 'Reyes',
      verified: false,
      userType,
    }),
  );
  return { userId, email, password, answer };
}

/** Signs in through the /login page's form, as a player does; for tests where that form is under test. */
export async function signInThroughLoginPage(page: Page, userId: string, password: string): Promise<void> {
  await page.goto('/login');
  const form = page.locator('main').getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Username').fill(userId);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * Signs in without the form: a session is opened in the e2e server's database (as a successful sign-in
 * would), its cookie is put in the page's browser context, and the page's store of the signed-in player
 * (localStorage 'user') gets what the login page would have put there, read from GET /api/me. Sign-in itself
 * has its own walks (accounts.spec.ts, shell.spec.ts); going around it here keeps the fixtures' sign-ins off
 * the per-address sign-in limit, which the whole suite (one address, 127.0.0.1) would otherwise exhaust.
 * The page is left on a same-origin JSON address; the test goes on with its own page.goto.
 */
export async function signInByApi(page: Page, player: Pick<Player, 'userId' | 'password'>): Promise<void> {
  const token = await withDatabase(async (db) => {
    const { user_num } = await db
      .selectFrom('users')
      .select('user_num')
      .where('user_id', '=', player.userId)
      .executeTakeFirstOrThrow();
    return startSession(db, user_num, { ip: '127.0.0.1', userAgent: 'playwright fixture' });
  });
  await page
    .context()
    .addCookies([{ name: 'ran_session', value: token, url: E2E_ORIGIN, httpOnly: true, sameSite: 'Lax' }]);
  const res = await page.request.get('/api/me', { headers: AJAX });
  expect(res.status()).toBe(200);
  const { user } = (await res.json()) as { user: { UserType: number } };
  await page.goto('/api/health');
  await page.evaluate((stored) => {
    localStorage.setItem('user', JSON.stringify(stored));
    localStorage.setItem('usertype', String(stored.UserType));
  }, user);
}

/** Waits for the site dialog showing `text`, presses OK and waits for it to close. */
export async function closeDialog(page: Page, text: string | RegExp): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: text });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

/** Waits for the site's question showing `text` and answers Yes. */
export async function confirmDialog(page: Page, text: string): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: text });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes' }).click();
}

/** Waits until no finite CSS animation or transition is running (menus done sliding, dialogs done fading). */
export async function waitForAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

/**
 * Stops the page's fake clock (page.clock.install first) a second from its present: from here on the
 * page's timers and animation frames run only when the test calls page.clock.runFor.
 */
export async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
}

/**
 * Counts the page's requests still waiting for an answer, so a test can wait for quiet without a fixed
 * pause. Call before the page.goto it should see.
 */
export function trackRequests(page: Page): () => number {
  const open = new Set<unknown>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return () => open.size;
}

/**
 * Waits until the page has settled, by conditions rather than a pause: the network idle, the banner
 * rotator's idle-loaded carousel in place (where there is a rotator), web fonts and eager images loaded,
 * no transition running, and two more frames painted.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  for (const rotator of await page.getByTestId('banner-rotator').all())
    await expect(rotator.locator('.banner__frame')).toBeVisible();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(() => [...document.images].every((i) => i.complete || i.loading === 'lazy'));
  await page.waitForLoadState('networkidle');
  await waitForAnimations(page);
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/**
 * Installs a fake clock that stands still at `at` before the page loads anything: the page's timers and
 * animation frames run only when the test calls page.clock.runFor. (Installed a minute earlier, so the
 * pause is always forward in time however slow the machine is between the two calls.)
 */
export async function installPausedClock(page: Page, at: Date): Promise<void> {
  await page.clock.install({ time: at.getTime() - 60_000 });
  await page.clock.pauseAt(at);
}

/**
 * Waits until the app has taken over a page of the site (html[data-ready], src/client/main.tsx). A
 * server-rendered page is on screen before its code is even fetched (src/client/boot.ts), so a test that
 * clicked as soon as the page loaded would click a page that cannot react yet. Documents that are not the
 * app (an API answer, a browser error page) are not waited for.
 */
async function appReady(page: Page): Promise<void> {
  const isApp = await page.evaluate(() => document.getElementById('root') !== null).catch(() => false);
  if (isApp) await page.locator('html[data-ready]').waitFor({ state: 'attached' });
}

const waiting = new WeakSet<Page>();

/** Makes goto and reload of `page` wait for appReady, as a player's first tap would. */
function waitForAppOnNavigation(page: Page): void {
  if (waiting.has(page)) return;
  waiting.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await appReady(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await appReady(page);
    return response;
  };
}

function waitForAppInContext(context: BrowserContext): void {
  for (const page of context.pages()) waitForAppOnNavigation(page);
  context.on('page', waitForAppOnNavigation);
}

interface Fixtures {
  /** Console errors and uncaught page errors, so a test can assert a page ran clean. */
  consoleErrors: string[];
  /** A player of this test alone, made in the database (createPlayer). */
  newPlayer: Player;
  /** The page, signed in as `newPlayer` through the API (cookie and stored user): no login-form walk. */
  signedInPage: Page;
  /** The page, signed in as an administrator of this test alone (user type ADMIN_USER_TYPE). */
  adminPage: Page;
}

export const test = base.extend<Fixtures, { appReadyEverywhere: undefined }>({
  // Every page a test opens, in its own context or one it makes, waits for the app after navigating.
  appReadyEverywhere: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        waitForAppInContext(context);
        return context;
      };
      await use(undefined);
    },
    { scope: 'worker', auto: true },
  ],
  context: async ({ context }, use) => {
    waitForAppInContext(context);
    await use(context);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
  newPlayer: async ({ browserName: _browser }, use) => {
    await use(await createPlayer());
  },
  signedInPage: async ({ page, newPlayer }, use) => {
    await signInByApi(page, newPlayer);
    await use(page);
  },
  adminPage: async ({ page }, use) => {
    await signInByApi(page, await createPlayer(undefined, ADMIN_USER_TYPE));
    await use(page);
  },
});
