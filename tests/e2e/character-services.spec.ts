import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { moveMoney } from '../../src/server/modules/wallet/service.ts';
import { CHARACTER_MESSAGES } from '../../src/shared/character-services.ts';
import { createUser } from '../support/factories.ts';
import {
  closeDialog,
  expect,
  expectAccessible,
  signInThroughLoginPage,
  test,
  uniqueId,
  withDatabase,
} from './fixtures.ts';

/**
 * Character services in the browser (docs/product/character-services.md), on the e2e site with the game
 * bridge on (serve.ts's second site, on E2E_GAME_PORT, with its stand-in of the game's tables). Its worker
 * runs on its own timer, as in production: the page waits for the game's answer as a player would.
 */
test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_GAME_PORT}` });

const SITE = 'game-site-database-url';
const GAME = 'game-database-url';

/** A player of the game site with R-Coin, and a character of theirs in the site's copy and in the game. */
async function playerWithCharacter() {
  const userId = uniqueId('svc');
  const password = 'Mango-Float-44';
  const hero = `Hero${userId.slice(-8)}`;
  // The game's ChaNum, which the site's copy keeps as it is; random, so parallel walks never meet.
  const chaNum = 1_000_000 + randomInt(1_000_000_000);
  // The game's login first: the site account owns it (users.game_user_num, as a first sign-in leaves it),
  // so the game's own sync, which may run at any moment, keeps the character the player's
  // (docs/decisions/0080-game-login-ownership.md) instead of leaving it unowned.
  const gameUserNum = await withDatabase(async (db) => {
    const login = await sql<{
      UserNum: number;
    }>`insert into "RanUser"."UserInfo" ("UserName", "UserID", "UserPass")
      values (${userId}, ${userId}, 'x') returning "UserNum"`.execute(db);
    const userNum = login.rows[0]?.UserNum;
    if (userNum === undefined) throw new Error('the stand-in made no game login');
    await sql`insert into "RanGame1"."ChaInfo" ("ChaNum", "UserNum", "ChaName", "ChaSchool", "ChaLevel")
      values (${chaNum}, ${userNum}, ${hero}, 1, 40)`.execute(db);
    return userNum;
  }, GAME);
  await withDatabase(async (db) => {
    const user = await createUser(db, { userId, password });
    await db
      .updateTable('users')
      .set({ game_user_num: gameUserNum })
      .where('user_num', '=', user.user_num)
      .execute();
    await db.transaction().execute((trx) =>
      moveMoney(trx, {
        userNum: user.user_num,
        currency: 'rcoin',
        amount: 2000,
        source: 'admin',
        reference: `e2e:${userId}`,
      }),
    );
    // Rename on, for 500 R-Coin (every service starts off).
    await db
      .updateTable('character_service_settings')
      .set({ rename_enabled: true, rename_price: 500, rename_currency: 'rcoin', rename_cooldown_minutes: 60 })
      .execute();
    await sql`insert into characters (cha_num, user_num, cha_name, cha_level, cha_class, cha_school)
      overriding system value values (${chaNum}, ${user.user_num}, ${hero}, 40, 1, 1)`.execute(db);
  }, SITE);
  return { userId, password, hero, chaNum };
}

test('@phone a player renames a character: the rules on the field, then the new name and the debited balance', async ({
  page,
}) => {
  // A long walk (sign-in, two dialogs, an accessibility check, the worker's answer): more than one page's time.
  test.setTimeout(120_000);
  const { userId, password, hero, chaNum } = await playerWithCharacter();
  await signInThroughLoginPage(page, userId, password);
  await page.goto('/user');

  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: hero }) });
  await expect(card).toContainText('Level 40 · Mystic Peak · Offline');
  await expect(card).toContainText('Rename500 R-Coin');
  await card.getByRole('button', { name: `Rename ${hero}` }).click();

  const dialog = page.getByRole('dialog', { name: `Rename: ${hero}` });
  await expect(dialog).toContainText('Price: 500 R-Coin (you have 2,000 R-Coin)');
  const name = dialog.getByLabel('New name');
  await name.fill('two words');
  await dialog.getByRole('button', { name: 'Pay 500 R-Coin' }).click();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog).toContainText('A name cannot contain spaces.');
  await expectAccessible(page);

  const newName = `Ren${userId.slice(-8)}`;
  await name.fill(newName);
  await dialog.getByRole('button', { name: 'Pay 500 R-Coin' }).click();
  await closeDialog(page, CHARACTER_MESSAGES.queued);

  // The site's worker carries it out; the page follows the order until the game has answered.
  const order = page.getByTestId('character-order').first();
  await expect(order).toContainText(`Rename to ${newName}`);
  await expect(order).toContainText('Done');
  await expect(page.getByRole('heading', { name: newName })).toBeVisible();
  await expect(page.getByTestId('account-info')).toContainText('1,500');
  // And the game has it.
  const [row] = await withDatabase(
    async (db) =>
      (
        await sql<{
          ChaName: string;
        }>`select "ChaName" from "RanGame1"."ChaInfo" where "ChaNum" = ${chaNum}`.execute(db)
      ).rows,
    GAME,
  );
  expect(row?.ChaName).toBe(newName);
  // The cooldown now says when rename is offered again.
  await expect(
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: newName }) }),
  ).toContainText(/Rename can be used for .* again in (1 h|59 min)\./);
});

test('an administrator sees the orders with the game’s answer and sets the services', async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'the console is laid out for desktops first');
  test.setTimeout(120_000);
  const { userId, hero, chaNum } = await playerWithCharacter();
  // An order the game refused: what a player writes a ticket about.
  await withDatabase(async (db) => {
    const { user_num } = await db
      .selectFrom('users')
      .select('user_num')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('character_orders')
      .values({
        user_num,
        cha_num: chaNum,
        cha_name: hero,
        service: 'unstuck',
        price: 0,
        currency: null,
        status: 'refused',
        reason: 'online',
        created_at: new Date(),
        settled_at: new Date(),
      })
      .execute();
  }, SITE);

  await signInThroughLoginPage(page, 'admin', 'RanAdmin#2025');
  await page.goto('/admin/character-services');
  const filters = page.getByRole('form', { name: 'Filter orders' });
  await filters.getByLabel('Player (user ID or number)').fill(userId);
  await filters.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`player=${userId}`));
  const row = page.getByTestId('character-order');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(hero);
  await expect(row).toContainText('Refused: the character was in the game');

  // The settings: a bad price is refused beside its field; then a good save.
  const form = page.getByRole('form', { name: 'Character service settings' });
  const unstuck = form.getByRole('group', { name: 'Unstuck', exact: true });
  await unstuck.getByLabel('Offered to players').check();
  await unstuck.getByLabel('Price').fill('-5');
  // The rename walk above may run at the same time: the form keeps rename as that walk sets it.
  const rename = form.getByRole('group', { name: 'Rename', exact: true });
  await rename.getByLabel('Offered to players').check();
  await rename.getByLabel('Price').fill('500');
  await rename.getByLabel('Cooldown (minutes)').fill('60');
  await form.getByRole('button', { name: 'Save character services' }).click();
  await expect(unstuck.getByLabel('Price')).toHaveAttribute('aria-invalid', 'true');
  await expect(unstuck).toContainText('The price must be a whole number from 0 (free) to 10,000,000.');
  await unstuck.getByLabel('Price').fill('50');
  await form.getByRole('button', { name: 'Save character services' }).click();
  await expect(form.getByRole('status')).toHaveText('Character services saved.');
  await expectAccessible(page);
});
