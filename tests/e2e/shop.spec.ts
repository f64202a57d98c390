import type { Page } from '@playwright/test';
import type { Db } from '../../src/server/db/database.ts';
import { createVouchers } from '../../src/server/modules/vouchers/service.ts';
import { ADMIN_USER_TYPE } from '../../src/shared/user-types.ts';
import { createItem } from '../support/wallet-factories.ts';
import {
  AJAX,
  closeDialog,
  confirmDialog as confirm,
  createPlayer,
  expect,
  expectAccessible,
  grant,
  pauseClock,
  signInByApi,
  test,
  uniqueId,
  withDatabase,
} from './fixtures.ts';

/**
 * The wallet and item shop (issue 6) walked in Chromium against the production build and the demo seed:
 * redeem a voucher, browse categories and pages, the tooltip, the cart, buying, cancelling and both
 * histories. Desktop only: one walk is enough, and the catalogue's pages are shared by the run.
 */
const desktopOnly = () =>
  test.beforeEach(async ({ browserName: _browser }, info) => {
    test.skip(info.project.name !== 'desktop', 'desktop walk only');
  });

test.describe('on a phone', { tag: '@phone' }, () => {
  test('a tap on an item shows its tooltip, a second tap hides it', async ({ page }, info) => {
    test.skip(info.project.name !== 'phone', 'touch only');
    await page.goto('/itemshop?category=0&page=1');
    const icon = page
      .getByRole('region', { name: 'Items' })
      .getByTestId('item-card')
      .first()
      .locator('.item-card__icon');
    await icon.tap();
    await expect(page.getByRole('tooltip')).toBeVisible();
    await icon.tap();
    await expect(page.getByRole('tooltip')).toBeHidden();
  });
});

test.describe('desktop', () => {
  desktopOnly();

  test('anonymous visitors browse the shop and are sent to /login to buy', async ({ page }) => {
    await page.goto('/itemshop?category=0&page=1');
    await expect(page).toHaveTitle(/^Item Shop \| /);
    await expect(page.getByTestId('item-card').first()).toBeVisible();
    await page
      .getByTestId('item-card')
      .first()
      .getByRole('button', { name: /^Add .* to cart$/ })
      .click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/topup');
    await page.getByLabel('Voucher Code').fill('ANY-CODE');
    await page.getByRole('button', { name: 'Redeem' }).click();
    await closeDialog(page, 'Please Login to Continue!');
  });

  test('an item box armed under a still mouse closes when the mouse moves away', async ({ page }) => {
    // Arming swaps the icon's element while the mouse is over it; the browser may not tell the new element
    // the mouse entered before the mouse leaves. A pointerover sent by hand (React's enter comes from it) arms the icon with the real
    // mouse elsewhere, which is that case made certain: no leave will ever reach the icon.
    await page.goto('/itemshop?category=0&page=1');
    const icon = page
      .getByRole('region', { name: 'Items' })
      .getByTestId('item-card')
      .first()
      .locator('.item-card__icon');
    await icon.dispatchEvent('pointerover', { pointerType: 'mouse' });
    const tip = page.getByRole('tooltip');
    await expect(tip).toBeVisible();
    await page.mouse.move(4, 4);
    await page.mouse.move(2, 2);
    await expect(tip).toBeHidden();
  });

  test('redeem, browse, tooltip, cart, buy, cancel and both histories', async ({
    signedInPage: page,
    consoleErrors,
  }) => {
    test.setTimeout(120_000); // a long walk on a shared 2-core machine
    // A voucher of this test's own (the demo ones are single use and shared by the run).
    const [voucher] = await withDatabase((db) =>
      createVouchers(db, { value: 1000, currency: 'rcoin', count: 1, batch: 'e2e' }),
    );

    // Redeem the voucher on /topup: required message, uppercase as typed, success, balance updated.
    await page.goto('/topup');
    await expect(page).toHaveTitle(/^Top Up R-Coin \| /);
    await page.getByRole('button', { name: 'Redeem' }).click();
    await expect(page.getByText('Voucher Code is required.')).toBeVisible();
    const code = page.getByLabel('Voucher Code');
    await code.pressSequentially(voucher!.toLowerCase());
    await expect(code).toHaveValue(voucher!);
    await expect(page.getByText('Codes are case-sensitive.')).toBeVisible();
    await page.getByRole('button', { name: 'Redeem' }).click();
    await closeDialog(page, /1,000 R-Coin added/);
    await expect(page.getByTestId('balances')).toContainText('1,000.00');
    await code.fill(voucher!);
    await page.getByRole('button', { name: 'Redeem' }).click();
    await closeDialog(page, 'This voucher code has already been used.');
    await expectAccessible(page);

    await page.goto('/topuphistory');
    await expect(page).toHaveTitle(/^Redeem History \| /);
    await expect(page.getByTestId('topup-row')).toHaveCount(1);
    await expect(page.getByTestId('topup-row')).toContainText(voucher!);

    // Browse: categories and pages.
    await page.goto('/itemshop?category=0&page=1');
    const tabs = page.getByRole('navigation', { name: 'Shop categories' });
    const list = page.getByRole('region', { name: 'Items' });
    await expect(
      page.getByRole('region', { name: 'Premium Sellers' }).getByTestId('item-card').first(),
    ).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    await tabs.getByRole('link', { name: 'Consumables' }).click();
    await expect(page).toHaveURL(/category=\d+&page=1$/);
    await expect(list.getByRole('heading', { name: 'Greater He...' })).toBeVisible();
    await tabs.getByRole('link', { name: 'All' }).click();
    const pager = page.getByRole('navigation', { name: 'Item shop pages' });
    await expect(pager.getByText('[Previous]')).toHaveAttribute('aria-disabled', 'true');
    await pager.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/category=0&page=2$/);
    await expect(pager.locator('[aria-current="page"]')).toHaveText('2');
    await pager.getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(/category=0&page=1$/);
    await expectAccessible(page);

    // Tooltip: shows the description on hover, hides on leave.
    const firstCard = list.getByTestId('item-card').filter({ hasText: 'Emberfang' }).first();
    await firstCard.locator('.item-card__icon').hover();
    const tip = page.getByRole('tooltip');
    await expect(tip).toContainText('volcano shrine');
    await page.mouse.move(2, 2);
    await expect(tip).toBeHidden();

    // Cart: add twice and one more item, change quantities and checks, then Proceed to Buy.
    const saber = list.getByTestId('item-card').filter({ hasText: 'Emberfang' }).first();
    await saber.getByRole('button', { name: /to cart$/ }).click();
    await closeDialog(page, 'Item added to your cart.');
    await saber.getByRole('button', { name: /to cart$/ }).click();
    await closeDialog(page, 'Item added to your cart.');
    await tabs.getByRole('link', { name: 'Consumables' }).click();
    const draught = list.getByTestId('item-card').filter({ hasText: 'Greater He' }).first();
    await draught.getByRole('button', { name: /to cart$/ }).click();
    await closeDialog(page, 'Item added to your cart.');

    await page.goto('/shoppingcart');
    await expect(page).toHaveTitle(/^Shopping Cart \| /);
    await expect(page.getByTestId('cart-row')).toHaveCount(2);
    await expect(page.getByTestId('cart-count')).toHaveText('Total items: 3');
    await expect(page.getByTestId('cart-total')).toContainText('2,460.00');
    await page.getByRole('button', { name: 'One less Emberfang Saber' }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('Total items: 2');
    await page.getByRole('button', { name: 'One more Greater Healing Draught' }).click();
    await expect(page.getByTestId('cart-total')).toContainText('1,320.00');
    await page.getByRole('checkbox', { name: 'Select Emberfang Saber' }).uncheck();
    await expect(page.getByTestId('cart-total')).toContainText('120.00');
    await expect(page.getByTestId('cart-subtotal')).toContainText('120.00');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Proceed to Buy' }).click();
    await closeDialog(page, /Purchase successful/);
    await expect(page.getByTestId('cart-row')).toHaveCount(1);
    await page.getByRole('button', { name: 'Remove Emberfang Saber' }).click();
    await expect(page.locator('main').getByText('Your cart is empty.')).toBeVisible();
    await expect(page.getByTestId('cart-total')).toContainText('0.00');

    // Buy now, with the confirmation question.
    await page.goto('/itemshop?category=0&page=1');
    await page
      .getByRole('region', { name: 'Items' })
      .getByTestId('item-card')
      .filter({ hasText: 'Jade Schol' })
      .first()
      .getByRole('button', { name: /now$/ })
      .click();
    await confirm(page, 'Are you sure you want to buy this item?');
    await closeDialog(page, /Purchase successful/);

    // Purchase history: 3 rows (2 draughts + the hat); cancel the hat, refunded.
    await page.goto('/shoppurchases');
    await expect(page).toHaveTitle(/^Purchase History \| /);
    await expect(page.getByTestId('purchase-row')).toHaveCount(3);
    const hat = page.getByTestId('purchase-row').filter({ hasText: 'Jade Scholar Hat' });
    await hat.getByRole('button', { name: /^Cancel/ }).click();
    await confirm(page, 'Cancel this item and get its price back?');
    await closeDialog(page, /refunded/);
    await expect(hat).toContainText('Cancelled and refunded');
    await expectAccessible(page);

    await page.goto('/topup');
    // 1000 - 120 (2 draughts) - 320 (hat) + 320 (refund) = 880
    await expect(page.getByTestId('balances')).toContainText('880.00');
    expect(consoleErrors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
  });
});

test.describe('desktop: the cart', () => {
  desktopOnly();

  test('a cart checkbox shows its new state as it is clicked, before the cart query catches up', async ({
    signedInPage: page,
  }) => {
    const items = await page.request.get('/api/itemshop?category=0&page=1');
    const first = ((await items.json()) as { itemshopdata: { ProductNum: number; ItemName: string }[] })
      .itemshopdata[0]!;
    const added = await page.request.post(`/api/addtocart?productnum=${first.ProductNum}`, { headers: AJAX });
    expect(added.status()).toBe(200);

    await page.clock.install();
    await page.goto('/shoppingcart');
    const box = page.getByRole('checkbox', { name: `Select ${first.ItemName}` });
    await expect(box).toBeChecked();
    // Freeze the page's timers: the query cache tells React about its (optimistic) update on a timer, so
    // a busy browser can run it late. The box must not wait for it, nor show the old state meanwhile
    // (Playwright's uncheck() fails with "did not change its state" if it does).
    await pauseClock(page);
    // The page shows the change before the server has it; the reload below must wait for the server.
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/updateCheck'));
    await box.uncheck();
    await expect(box).not.toBeChecked();
    await page.clock.resume();
    await expect(page.getByTestId('cart-total')).toContainText('0.00');
    await expect(page.getByTestId('cart-count')).toHaveText('Total items: 0');
    expect((await saved).status()).toBe(200);
    // The server has it too.
    await page.reload();
    await expect(box).not.toBeChecked();
  });
});

async function balanceOf(page: Page): Promise<number> {
  const res = await page.request.get('/api/wallet');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { userPoints: number }).userPoints;
}

/** An item of one test, last in the Consumables tab, so the pages other tests read do not move. */
async function itemAtTheEnd(db: Db, name: string, price: number) {
  const { id } = await db
    .selectFrom('shop_categories')
    .select('id')
    .where('category_name', '=', 'Consumables')
    .executeTakeFirstOrThrow();
  return createItem(db, { categoryId: id, name, price, sortOrder: 1_000_000 });
}

test.describe('desktop: money safety', () => {
  desktopOnly();

  test('a delisted item in the cart shows as Unavailable, is not counted, and the rest can be bought', async ({
    signedInPage: page,
    newPlayer: player,
  }) => {
    await grant(player.userId, 1000);
    const tag = uniqueId('t');
    // Two items of our own at the end of the catalogue (high sort order), so other tests' pages do not move.
    const [kept, relic] = await withDatabase(async (db) => [
      await itemAtTheEnd(db, `Kept Lantern ${tag}`, 100),
      await itemAtTheEnd(db, `Withdrawn Relic ${tag}`, 300),
    ]);
    for (const item of [kept, relic]) {
      const added = await page.request.post(`/api/addtocart?productnum=${item.product_num}`, {
        headers: AJAX,
      });
      expect(added.status()).toBe(200);
    }
    // The shop delists the relic while it sits in the cart.
    await withDatabase((db) =>
      db
        .updateTable('shop_items')
        .set({ is_hidden: true })
        .where('product_num', '=', relic.product_num)
        .execute(),
    );

    await page.goto('/shoppingcart');
    const rows = page.getByTestId('cart-row');
    await expect(rows).toHaveCount(2);
    const relicRow = rows.filter({ hasText: relic.item_name });
    await expect(relicRow).toContainText('Unavailable');
    await expect(relicRow.getByRole('checkbox')).toHaveCount(0);
    await expect(rows.filter({ hasText: kept.item_name }).getByRole('checkbox')).toBeChecked();
    await expect(page.getByTestId('cart-count')).toHaveText('Total items: 1');
    await expect(page.getByTestId('cart-total')).toContainText('100.00');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Proceed to Buy' }).click();
    await closeDialog(page, `Not bought, no longer available: ${relic.item_name}`);
    expect(await balanceOf(page)).toBe(900);
    await expect(rows).toHaveCount(1);
    await expect(relicRow).toContainText('Unavailable');
    await expect(page.getByRole('button', { name: 'Proceed to Buy' })).toBeDisabled();
    await relicRow.getByRole('button', { name: `Remove ${relic.item_name}` }).click();
    await expect(page.locator('main').getByText('Your cart is empty.')).toBeVisible();
    expect(await balanceOf(page)).toBe(900);
  });

  test('a price raised while the cart shows the old one: checkout is refused naming the item, then paid knowingly', async ({
    signedInPage: page,
    newPlayer: player,
  }) => {
    await grant(player.userId, 1000);
    const tag = uniqueId('c');
    const item = await withDatabase((db) => itemAtTheEnd(db, `Cart Lamp ${tag}`, 100));
    const added = await page.request.post(`/api/addtocart?productnum=${item.product_num}`, { headers: AJAX });
    expect(added.status()).toBe(200);
    await page.goto('/shoppingcart');
    const row = page.getByTestId('cart-row').filter({ hasText: item.item_name });
    await expect(row).toContainText('100.00');
    // The price goes up while the player's cart shows 100.
    await withDatabase((db) =>
      db.updateTable('shop_items').set({ price: 500 }).where('product_num', '=', item.product_num).execute(),
    );
    await page.getByRole('button', { name: 'Proceed to Buy' }).click();
    await closeDialog(
      page,
      `The price of ${item.item_name} changed to 500 R-Coin. Check it and confirm again.`,
    );
    expect(await balanceOf(page)).toBe(1000);
    // The cart was read again: the row shows the price the next checkout pays.
    await expect(row).toContainText('500.00');
    await expect(page.getByTestId('cart-total')).toContainText('500.00');
    await page.getByRole('button', { name: 'Proceed to Buy' }).click();
    await closeDialog(page, /Purchase successful/);
    expect(await balanceOf(page)).toBe(500);
    await expect(page.locator('main').getByText('Your cart is empty.')).toBeVisible();
  });

  test('a price raised while the card shows the old one: the buy is refused with the new price, then paid knowingly', async ({
    browser,
    signedInPage: page,
    newPlayer: player,
  }) => {
    await grant(player.userId, 1000);
    const tag = uniqueId('p');
    // A category and an item of this test alone, so its page shows just this card.
    const item = await withDatabase(async (db) => {
      const category = await db
        .insertInto('shop_categories')
        .values({ category_name: `Prices ${tag}` })
        .returning('id')
        .executeTakeFirstOrThrow();
      return createItem(db, { categoryId: category.id, name: `Lamp ${tag}`, price: 100 });
    });
    // The operator, in a browser of their own, through the console's API.
    const operator = await (await browser.newContext()).newPage();
    await signInByApi(operator, await createPlayer(undefined, ADMIN_USER_TYPE));
    const edit = async (change: Record<string, unknown>) => {
      const listed = await operator.request.get(`/api/admin/shop/items?q=${encodeURIComponent(tag)}`);
      const row = ((await listed.json()) as { data: Record<string, unknown>[] }).data[0];
      const { id: _id, image_url: _image, ...fields } = row ?? {};
      const saved = await operator.request.put(`/api/admin/shop/items/${item.product_num}`, {
        headers: AJAX,
        data: { ...fields, ...change },
      });
      expect(saved.status(), await saved.text()).toBe(200);
    };
    // A save clears the shop's caches, so the new category's page is read afresh.
    await edit({});

    await page.goto(`/itemshop?category=${item.category_id}&page=1`);
    const card = page.getByRole('region', { name: 'Items' }).getByTestId('item-card').first();
    await expect(card).toContainText('100.00');
    // The operator raises the price while the player's page shows 100.
    await edit({ price: 500 });
    await card.getByRole('button', { name: /now$/ }).click();
    await confirm(page, 'Are you sure you want to buy this item?');
    await closeDialog(page, 'The price changed to 500 R-Coin. Check it and confirm again.');
    expect(await balanceOf(page)).toBe(1000);
    // The card was read again: it shows the price the next confirm pays.
    await expect(card).toContainText('500.00');
    await card.getByRole('button', { name: /now$/ }).click();
    await confirm(page, 'Are you sure you want to buy this item?');
    await closeDialog(page, /Purchase successful/);
    expect(await balanceOf(page)).toBe(500);
    await operator.context().close();
  });

  test('a buy retried after its answer was lost is charged once (one Idempotency-Key per purchase)', async ({
    signedInPage: page,
    newPlayer: player,
  }) => {
    await grant(player.userId, 1000);
    const keys: string[] = [];
    let loseNextAnswer = true;
    await page.route('**/api/buyitem?*', async (route) => {
      keys.push((await route.request().headerValue('idempotency-key')) ?? '');
      if (!loseNextAnswer) return route.continue();
      loseNextAnswer = false;
      // The request reaches the server and commits; its answer never reaches the page.
      const answer = await route.fetch();
      expect(answer.status()).toBe(200);
      await route.abort('connectionreset');
    });

    await page.goto('/itemshop?category=0&page=1');
    await page
      .getByRole('navigation', { name: 'Shop categories' })
      .getByRole('link', { name: 'Consumables' })
      .click();
    const tonic = page
      .getByRole('region', { name: 'Items' })
      .getByTestId('item-card')
      .filter({ hasText: 'Spirit Spr' })
      .first();
    const buyTonic = async () => {
      await tonic.getByRole('button', { name: /now$/ }).click();
      await confirm(page, 'Are you sure you want to buy this item?');
    };
    await buyTonic();
    await closeDialog(page, 'Network error. Please check your connection.');
    expect(await balanceOf(page)).toBe(940); // the first attempt did buy it

    await buyTonic(); // the player tries again
    await closeDialog(page, /Purchase successful/);
    expect(await balanceOf(page)).toBe(940); // ... and is not charged twice
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const history = await page.request.get('/api/shoppurchases');
    expect(((await history.json()) as { purchasehistory: unknown[] }).purchasehistory).toHaveLength(1);

    // A new purchase after the success is a new intent: a new key, a second charge.
    await buyTonic();
    await closeDialog(page, /Purchase successful/);
    expect(await balanceOf(page)).toBe(880);
    expect(keys).toHaveLength(3);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
