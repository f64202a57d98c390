import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { storedFormOf } from '../../src/server/modules/game/password-forms.ts';
import { ACCOUNT_MESSAGES as M } from '../../src/shared/contracts/accounts.ts';
import { closeDialog, expect, expectAccessible, test } from './fixtures.ts';

/**
 * The site with the game bridge on (tests/e2e/serve.ts starts it beside the main one, on E2E_GAME_PORT,
 * with a stand-in of the game's tables in a database of its own): what a player of the game sees in the
 * browser. The bridge's rules themselves are tested against the stand-in in tests/integration/game-*.
 */
test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_GAME_PORT}` });
test.beforeEach(async ({ browserName: _browser }, info) => {
  test.skip(info.project.name !== 'desktop', 'one walk is enough');
});

/** Plain SQL on one of the game site's databases ('game-database-url': the game's stand-in). */
async function query<T>(file: string, text: string, values: unknown[] = []): Promise<T[]> {
  const dir = process.env.E2E_STATE_DIR;
  if (!dir) throw new Error('E2E_STATE_DIR is not set (run through playwright.config.ts)');
  const client = new pg.Client({ connectionString: readFileSync(path.join(dir, file), 'utf8') });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

test('a player of the game signs in with the game ID and password, completes the account, then uses the site', async ({
  page,
}) => {
  const userId = `old${randomBytes(4).toString('hex')}`;
  const password = 'Ranger-2009';
  // A login the game has and the site does not: the game's own password form (md5-19).
  const [login] = await query<{ UserNum: number }>(
    'game-database-url',
    `insert into "RanUser"."UserInfo" ("UserName", "UserID", "UserPass", "UserPass2", "UserType", "UserAvailable", "UserBlock", "UserEmail")
     values ($1, $1, $2, $2, 1, 1, 0, '') returning "UserNum"`,
    [userId, storedFormOf('md5-19', password)],
  );

  await page.goto('/login');
  const form = page.locator('main').getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Username').fill(userId);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Login' }).click();

  // Before anything else, the site asks for what the game never had.
  const complete = page.getByRole('form', { name: 'Complete your account' });
  await expect(page.getByRole('heading', { name: 'Complete your account', level: 1 })).toBeVisible();
  await expect(page.getByText(M.detailsNeeded)).toBeVisible();
  await expectAccessible(page);
  await page.goto('/user');
  await expect(complete).toBeVisible();

  // The server's messages land on the fields; nothing is saved.
  await complete.getByRole('button', { name: 'Save and continue' }).click();
  await expect(complete.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');

  await complete.getByLabel('E-mail').fill(`${userId}@example.com`);
  await complete.getByLabel('First name').fill('Lea');
  await complete.getByLabel('Last name').fill('Santos');
  await complete.getByLabel('Secret answer').fill('Bantay');
  await complete.getByLabel('I agree to the terms of service and the privacy policy.').check();
  await complete.getByRole('button', { name: 'Save and continue' }).click();
  await closeDialog(page, M.detailsSaved);

  // Now the site is theirs: the page they asked for, and the account is the game's login.
  await expect(page.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();
  const [account] = await query<{ game_user_num: number; email: string }>(
    'game-site-database-url',
    'select game_user_num, email from users where user_id = $1',
    [userId],
  );
  expect(account).toEqual({ game_user_num: login?.UserNum, email: `${userId}@example.com` });
});

test('an item bought on the site waits in the game’s item bank; taken in game, the history says so', async ({
  page,
}) => {
  // The claims check runs every 30 s on the site's own timer: the wait below is for it, not a budget.
  test.setTimeout(120_000);
  await page.goto('/login');
  const form = page.locator('main').getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Username').fill('demo');
  await form.getByLabel('Password').fill('RanDemo#2025');
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/itemshop?category=0&page=1');
  const card = page.getByRole('region', { name: 'Items' }).getByTestId('item-card').first();
  const name = (await card.getAttribute('aria-label')) ?? '';
  await card.getByRole('button', { name: /now$/ }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: 'Are you sure you want to buy this item?' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await closeDialog(page, /Purchase successful/);

  // The worker delivers it: one row in the item bank, waiting (PurFlag 0), its PurKey kept by the site.
  const delivered = () =>
    query<{ pur_num: number; game_pur_key: string | null }>(
      'game-site-database-url',
      `select p.pur_num, p.game_pur_key from shop_purchases p join users u using (user_num)
       where u.user_id = 'demo' and p.game_delivery_key is not null order by p.pur_num desc limit 1`,
    );
  await expect.poll(async () => (await delivered())[0]?.game_pur_key ?? null, { timeout: 0 }).not.toBeNull();
  const purKey = Number((await delivered())[0]?.game_pur_key);
  const [row] = await query<{ UserUID: string; PurFlag: number }>(
    'game-database-url',
    `select "UserUID", "PurFlag" from "RanShop"."ShopPurchase" where "PurKey" = $1`,
    [purKey],
  );
  expect(row).toEqual({ UserUID: 'demo', PurFlag: 0 });
  await page.goto('/shoppurchases');
  const newest = page.getByTestId('purchase-row').first();
  await expect(newest).toContainText(name);
  await expect(newest).toContainText('Waiting in item bank');

  // The player takes it in game (the game server flips the flag); the site's check sees it.
  await query('game-database-url', `update "RanShop"."ShopPurchase" set "PurFlag" = 1 where "PurKey" = $1`, [
    purKey,
  ]);
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByTestId('purchase-row').first().innerText();
      },
      { timeout: 0, intervals: [2000] },
    )
    .toContain('Claimed in game');
});

test('an administrator sees the game answering, runs the profile check, and each player’s game login', async ({
  page,
}) => {
  await page.goto('/login');
  const form = page.locator('main').getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Username').fill('admin');
  await form.getByLabel('Password').fill('RanAdmin#2025');
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/admin/game');
  const state = page.getByTestId('game-state');
  // The bridge's first check ran as the site started, long before this page.
  await expect(state).toContainText('Answering');
  await expect(state).toContainText('md5-19 (game passwords as MD5, 19 characters)');
  await page.getByRole('button', { name: 'Run the check' }).click();
  const findings = page.getByRole('list', { name: 'Findings' });
  await expect(findings).toContainText('OK: RanUser.UserInfo');
  await expect(findings).not.toContainText('Problem:');
  await expectAccessible(page);

  const [seeded] = await query<{ user_num: number }>(
    'game-site-database-url',
    `select user_num from users where user_id = 'admin'`,
  );
  await page.goto(`/admin/players/${seeded?.user_num}`);
  // The admin account was seeded before the bridge was on and has no login in this game (the demo player
  // has one, which their sign-in links: serve.ts): the site made no game login for it.
  await expect(
    page.getByText('No game login made by the site (an account from before the bridge)'),
  ).toBeVisible();
});
