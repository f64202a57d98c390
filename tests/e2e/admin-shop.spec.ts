import { solidPng } from '../support/png.ts';
import {
  closeDialog,
  confirmDialog,
  expect,
  expectAccessible,
  grant,
  signInThroughLoginPage,
  test,
  uniqueId,
  withDatabase,
} from './fixtures.ts';

/**
 * The shop console against the real API: an administrator adds a category and an item with an uploaded
 * icon; a player then finds it under its new tab and buys it. The category stays (the catalogue has no
 * delete), hidden at the end so the other shop tests see the seeded tabs.
 */
test('an administrator adds a category and an item with an icon; a player buys it', async ({
  adminPage: page,
  newPlayer,
  browser,
}, info) => {
  test.skip(info.project.name === 'phone', 'one walk per run: the catalogue is shared');
  test.setTimeout(120_000);
  const tag = uniqueId('s').slice(0, 10);
  const categoryName = `Cat ${tag}`;
  const itemName = `Orb ${tag}`;

  await page.goto('/admin/shop');
  await expect(page.getByRole('heading', { name: 'Shop catalogue', level: 1 })).toBeVisible();
  await page.getByLabel('New category').fill(categoryName);
  await page.getByRole('button', { name: 'Add category' }).click();
  const categoryRow = () => page.getByTestId('category-row').filter({ hasText: categoryName });
  await expect(categoryRow()).toBeVisible();

  // Bad input is refused with a message.
  await page.getByRole('button', { name: 'Add item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add item' });
  await dialog.getByLabel('Name').fill(itemName);
  await dialog.getByLabel('Category').selectOption({ label: categoryName });
  await dialog
    .getByLabel(/^Icon/)
    .setInputFiles({ name: 'orb.png', mimeType: 'image/png', buffer: solidPng(120, 100, [40, 90, 200]) });
  await expect(dialog.getByRole('img', { name: /^Preview/ })).toBeVisible();
  await dialog.getByLabel('Game item id (main)').fill('77');
  await dialog.getByLabel('Game item id (sub)').fill('8');
  await dialog.getByLabel('Price').fill('0');
  await dialog.getByLabel('Ribbon').selectOption('hot');
  await dialog.getByLabel('Description (the tooltip)').fill('Glows softly.');
  await dialog.getByLabel(/^Premium seller/).check();
  await dialog.getByRole('button', { name: 'Save item' }).click();
  await expect(dialog.getByRole('alert').first()).toContainText(/price/i);
  await dialog.getByLabel('Price').fill('150');
  await dialog.getByRole('button', { name: 'Save item' }).click();
  await expect(dialog).toBeHidden();
  await page.getByLabel('Category', { exact: true }).selectOption({ label: categoryName });
  const itemRow = page.getByTestId('item-row').filter({ hasText: itemName });
  await expect(itemRow).toContainText('150 R-Coin');
  await expect(itemRow).toContainText('Premium');
  await expect(itemRow.locator('img')).toHaveAttribute('src', /^\/media\//);
  await expectAccessible(page);

  // A player with 500 R-Coin finds it under the new tab and buys it.
  await grant(newPlayer.userId, 500);
  const context = await browser.newContext();
  const player = await context.newPage();
  await signInThroughLoginPage(player, newPlayer.userId, newPlayer.password);
  await player.goto('/itemshop?category=0&page=1');
  // Flagged premium with sort order 0: first in the Premium Sellers area.
  await expect(
    player.getByRole('region', { name: 'Premium Sellers' }).getByTestId('item-card').first(),
  ).toContainText('Orb');
  await player
    .getByRole('navigation', { name: 'Shop categories' })
    .getByRole('link', { name: categoryName })
    .click();
  const card = player
    .getByRole('region', { name: 'Items' })
    .getByTestId('item-card')
    .filter({ hasText: 'Orb' });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('img', { name: itemName })).toHaveAttribute('src', /^\/media\//);
  await card.getByRole('button', { name: /now$/ }).click();
  await confirmDialog(player, 'Are you sure you want to buy this item?');
  await closeDialog(player, /Purchase successful/);
  await player.goto('/shoppurchases');
  await expect(player.getByTestId('purchase-row').filter({ hasText: itemName })).toHaveCount(1);
  const wallet = await player.request.get('/api/wallet');
  expect(((await wallet.json()) as { userPoints: number }).userPoints).toBe(350);
  await context.close();

  // The operator sees the sale in the page's sales table (the last 30 Manila days by default).
  await page.reload();
  await page.getByLabel('Category', { exact: true }).selectOption({ label: categoryName });
  const sale = page.getByTestId('sales-row').filter({ hasText: itemName });
  await expect(sale.getByRole('cell')).toHaveText(['1', '150', '0', '0', '0', '0']);
  await expectAccessible(page);

  // CSV: the operator downloads the catalogue, raises the orb's price in the file, previews and applies it.
  const exported = await (await page.request.get('/api/admin/shop/items.csv')).text();
  const edited = exported
    .split('\r\n')
    .map((line) => (line.includes(`,${itemName},`) ? line.replace(',77,8,150,', ',77,8,175,') : line))
    .join('\r\n');
  expect(edited).not.toBe(exported);
  await page.getByLabel(/^Import an edited file/).setInputFiles({
    name: 'catalogue.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(edited),
  });
  const preview = page.getByTestId('import-preview');
  await expect(preview).toContainText('1 change to apply.');
  await expect(preview).toContainText(`${itemName} (price: 150 → 175)`);
  await expect(itemRow).toContainText('150 R-Coin');
  await preview.getByRole('button', { name: 'Apply 1 change' }).click();
  await expect(preview).toContainText('1 change applied.');
  await expect(itemRow).toContainText('175 R-Coin');

  // The operator hides the category again (after saying yes): its tab leaves the shop.
  await categoryRow()
    .getByRole('button', { name: `Hide ${categoryName}` })
    .click();
  await page
    .getByRole('dialog', { name: 'Hide this category?' })
    .getByRole('button', { name: 'Hide the category' })
    .click();
  await expect(categoryRow()).toContainText('Hidden');
});

test('hiding a category asks first, naming how many of its items leave the shop with it', async ({
  adminPage: page,
}, info) => {
  test.skip(info.project.name === 'phone', 'one walk per run: the catalogue is shared');
  const categoryName = `Cat ${uniqueId('h').slice(0, 10)}`;
  // Three items on sale and one already hidden on its own.
  const categoryId = await withDatabase(async (db) => {
    const { id } = await db
      .insertInto('shop_categories')
      .values({ category_name: categoryName, sort_order: 9999 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('shop_items')
      .values(
        [false, false, false, true].map((hidden, i) => ({
          category_id: id,
          item_name: `${categoryName} item ${i}`,
          description: '',
          price: 10,
          section: 1,
          item_main: 1,
          item_sub: i,
          is_hidden: hidden,
        })),
      )
      .execute();
    return id;
  });
  const isHidden = () =>
    withDatabase(
      async (db) =>
        (
          await db
            .selectFrom('shop_categories')
            .select('is_hidden')
            .where('id', '=', categoryId)
            .executeTakeFirstOrThrow()
        ).is_hidden,
    );

  await page.goto('/admin/shop');
  const row = page.getByTestId('category-row').filter({ hasText: categoryName });
  await expect(row).toContainText('4 items');
  const hide = row.getByRole('button', { name: `Hide ${categoryName}` });
  const question = page.getByRole('dialog', { name: 'Hide this category?' });

  // Cancel leaves it on sale.
  await hide.click();
  await expect(question).toContainText(`“${categoryName}” and its 3 items on sale leave the shop at once.`);
  await expectAccessible(page);
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(row).not.toContainText('Hidden');
  expect(await isHidden()).toBe(false);

  // Yes hides it.
  await hide.click();
  await question.getByRole('button', { name: 'Hide the category' }).click();
  await expect(question).toBeHidden();
  await expect(row).toContainText('Hidden');
  expect(await isHidden()).toBe(true);
});

test.describe('on a phone at 360 px', { tag: '@phone' }, () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the item list is compact: icons at their own size, actions behind a 44 px button, Hide undone from the row', async ({
    adminPage: page,
  }, info) => {
    test.skip(info.project.name !== 'phone', 'phone project (touch) at 360 px');
    await page.goto('/admin/shop');
    const rows = page.getByTestId('item-row');
    await expect(rows).toHaveCount(25);
    await expect(page.getByTestId('category-row').first()).toBeVisible();
    // Before the compact rows this page was 13,651 px tall here (icons stretched to 300 px, a Hide button in
    // every row); the figure grows a little with the categories other tests add.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    info.annotations.push({ type: 'page height at 360 px', description: `${height} px` });
    expect(height).toBeLessThan(6500);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // Every icon at the 80 px the shop shows it, never stretched to the row.
    for (const icon of await rows.locator('img').all()) {
      expect(await icon.boundingBox()).toMatchObject({ width: 80, height: 80 });
    }
    // No action sits in the row itself: one Actions button, big enough for a thumb.
    const first = rows.first();
    await expect(first.getByRole('button')).toHaveCount(1);
    const toggle = first.getByRole('button', { name: /^Actions for / });
    const box = await toggle.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);

    // An item of this test alone, in a hidden category, so no player or other test sees it come and go.
    const name = `Tonic ${uniqueId('p').slice(0, 10)}`;
    const itemId = await withDatabase(async (db) => {
      const { id } = await db
        .insertInto('shop_categories')
        .values({ category_name: `Cat ${name.slice(6)}`, sort_order: 9999, is_hidden: true })
        .returning('id')
        .executeTakeFirstOrThrow();
      const item = await db
        .insertInto('shop_items')
        .values({
          category_id: id,
          item_name: name,
          description: '',
          price: 10,
          section: 1,
          item_main: 2,
          item_sub: 3,
        })
        .returning('product_num')
        .executeTakeFirstOrThrow();
      return item.product_num;
    });
    const isHidden = () =>
      withDatabase(
        async (db) =>
          (
            await db
              .selectFrom('shop_items')
              .select('is_hidden')
              .where('product_num', '=', itemId)
              .executeTakeFirstOrThrow()
          ).is_hidden,
      );
    await page.getByLabel('Name or product number').fill(name);
    await page.getByRole('button', { name: 'Search' }).tap();
    const row = rows.filter({ hasText: name });
    await expect(rows).toHaveCount(1);
    await row.getByRole('button', { name: `Actions for ${name}` }).tap();
    const menu = row.getByRole('group', { name: `Actions for ${name}` });
    for (const button of await menu.getByRole('button').all()) {
      expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    }
    await expectAccessible(page);

    // Hide takes two taps, and the row offers Undo at once.
    await menu.getByRole('button', { name: `Hide ${name}` }).tap();
    await expect(row).toContainText('Hidden from the shop.');
    const undo = row.getByRole('button', { name: `Undo: show ${name} again` });
    await expect(undo).toBeFocused();
    expect((await undo.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    expect(await isHidden()).toBe(true);
    await undo.tap();
    await expect(row.getByText('Hidden', { exact: true })).toHaveCount(0);
    await expect(row.getByRole('button', { name: `Actions for ${name}` })).toBeFocused();
    expect(await isHidden()).toBe(false);
  });
});
