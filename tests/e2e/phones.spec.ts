import type { Page } from '@playwright/test';
import { createVouchers } from '../../src/server/modules/vouchers/service.ts';
import { MESSAGES } from '../../src/shared/messages.ts';
import { SITE_ROUTES } from '../../src/shared/routes.ts';
import { PUR_FLAG_LABEL, SHOP_MESSAGES } from '../../src/shared/shop-rules.ts';
import {
  AJAX,
  closeDialog,
  confirmDialog,
  expect,
  expectAccessible,
  grant,
  settle,
  test,
  withDatabase,
} from './fixtures.ts';

/**
 * Phones first (docs/product/phones.md), on the smallest common phone: 360 px wide. No page scrolls
 * sideways and no table is wider than the screen; the account sits in the header; every action on the
 * account, cart and history pages can be seen and used; an action taken offline fails at once.
 * The phone project (touch) runs these; the desktop project runs the side column's checks at the end.
 */
const PHONE = { width: 360, height: 740 };
const phoneOnly = () =>
  test.beforeEach(async ({ browserName: _browser }, info) => {
    test.skip(info.project.name !== 'phone', 'phone project (touch) at 360 px');
  });

/** The pages a player reaches signed in; every other listed page is walked signed out. */
const ACCOUNT_PAGES = [
  '/user',
  '/changepassword',
  '/shoppingcart',
  '/shoppurchases',
  '/topuphistory',
  '/topup',
  '/vote',
];

/** Every page of src/shared/routes.ts (so a new page is walked too), a topic, the ranking tabs and a 404. */
async function publicPaths(page: Page): Promise<string[]> {
  const res = await page.request.get('/api/getnewsall/0/1/0/1');
  const topic = ((await res.json()) as { data: { id: number }[] }).data[0]!.id;
  const listed = SITE_ROUTES.filter((route) => !ACCOUNT_PAGES.includes(route)).map((route) =>
    route.replace(':id', String(topic)),
  );
  return [
    ...listed,
    `/news?topic=${topic}`,
    '/rankings?tab=mmr',
    '/rankings?tab=richest',
    '/rankings?tab=killer',
    '/itemshop?category=1&page=1',
    '/no/such/page',
  ];
}

/** Waits until the page shows its heading and its data have arrived (no loading line left). */
async function pageReady(page: Page): Promise<void> {
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main [role="status"]').filter({ hasText: /Loading/ })).toHaveCount(0);
}

/** What sticks out sideways: the document, any table, and any element wider than the screen. */
async function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const found: string[] = [];
    const scroller = document.scrollingElement!;
    if (scroller.scrollWidth > width) found.push(`document scrollWidth ${scroller.scrollWidth} > ${width}`);
    const name = (el: Element) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`;
    for (const table of document.querySelectorAll('main table')) {
      const box = table.getBoundingClientRect();
      if (box.left < 0 || box.right > width) found.push(`${name(table)} spans ${box.left}..${box.right}`);
      // A table inside a scrolling box would pass the document check while still scrolling sideways.
      const parent = table.parentElement!;
      if (parent.scrollWidth > parent.clientWidth)
        found.push(
          `${name(table)} scrolls sideways in ${name(parent)} (${parent.scrollWidth} > ${parent.clientWidth})`,
        );
    }
    return found;
  });
}

/**
 * Every control in the page's content that is shown: scrolled into view, it lies inside the screen and
 * nothing covers its middle (so a tap lands on it). Returns the ones that fail, named.
 */
async function unreachableActions(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const failures: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'main :is(button, a[href], input:not([type="hidden"]), select, textarea)',
    );
    for (const el of controls) {
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      el.scrollIntoView({ block: 'center', inline: 'nearest' });
      const box = el.getBoundingClientRect();
      const label = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim()}"`;
      if (box.width === 0 || box.height === 0) continue;
      if (box.left < 0 || box.right > window.innerWidth || box.top < 0 || box.bottom > window.innerHeight) {
        failures.push(`${label} outside the screen: ${box.left},${box.top}..${box.right},${box.bottom}`);
        continue;
      }
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!hit || !(el === hit || el.contains(hit) || hit.contains(el)))
        failures.push(`${label} covered by ${hit?.tagName.toLowerCase()}.${hit?.className}`);
    }
    window.scrollTo(0, 0);
    return failures;
  });
}

/** A voucher redeemed, an item bought and three in the cart, through the API as the page's player. */
async function stockTheAccount(page: Page, userId: string): Promise<{ bought: string; cart: string[] }> {
  await grant(userId, 5000);
  const [code] = await withDatabase((db) =>
    createVouchers(db, { value: 100, currency: 'rcoin', count: 1, batch: 'e2e-phones' }),
  );
  const redeemed = await page.request.post('/api/processCoupon', {
    headers: AJAX,
    data: { CouponCode: code, ReferralCode: '' },
  });
  expect(redeemed.status()).toBe(200);
  // R-Coin items with no stock limit, so other tests' counts do not move.
  const listing = await page.request.get('/api/itemshop?category=0&page=1');
  const items = (
    (await listing.json()) as {
      itemshopdata: { ProductNum: number; ItemName: string; section: number; stock: number | null }[];
    }
  ).itemshopdata.filter((item) => item.section !== 2 && item.stock === null);
  expect(items.length).toBeGreaterThanOrEqual(4);
  const bought = items[0]!;
  const buy = await page.request.post(`/api/buyitem?productnum=${bought.ProductNum}`, { headers: AJAX });
  expect(buy.status()).toBe(200);
  for (const item of items.slice(1, 4)) {
    const added = await page.request.post(`/api/addtocart?productnum=${item.ProductNum}`, { headers: AJAX });
    expect(added.status()).toBe(200);
  }
  return { bought: bought.ItemName, cart: items.slice(1, 4).map((item) => item.ItemName) };
}

test.describe('360 px', { tag: '@phone' }, () => {
  phoneOnly();
  test.use({ viewport: PHONE });

  test('no public page scrolls sideways, and no table is wider than the screen', async ({ page }) => {
    test.setTimeout(180_000); // about 45 pages on a shared machine
    const failures: string[] = [];
    for (const path of await publicPaths(page)) {
      await page.goto(path);
      await pageReady(page);
      for (const problem of await sidewaysOverflow(page)) failures.push(`${path}: ${problem}`);
    }
    expect(failures).toEqual([]);
  });

  test('signed out, the header offers Sign in and Register on the first screen, and so does the menu', async ({
    page,
  }) => {
    await page.goto('/news');
    const account = page.getByRole('navigation', { name: 'Account' });
    for (const name of ['Sign in', 'Register']) {
      const link = account.getByRole('link', { name });
      await expect(link).toBeInViewport({ ratio: 1 });
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    await page.getByRole('button', { name: 'Menu' }).tap();
    const menu = page.getByRole('navigation', { name: 'Main menu (compact)' });
    await expect(menu.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    await expect(menu.getByRole('link', { name: 'Find ID or Password' })).toHaveAttribute(
      'href',
      '/findaccount',
    );
    await menu.getByRole('link', { name: 'Sign in' }).tap();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('signed in: the account is in the header and the menu; every page fits, every action can be used', async ({
    signedInPage: page,
    newPlayer,
  }) => {
    test.setTimeout(150_000);
    const { bought, cart } = await stockTheAccount(page, newPlayer.userId);
    const wallet = (await (await page.request.get('/api/wallet')).json()) as {
      userPoints: number;
      userPoints2: number;
    };
    // The account page reloads the player, and the header shows the fresh balances.
    await page.goto('/user');
    const header = page.getByTestId('header-account');
    await expect(header).toBeInViewport();
    await expect(header).toContainText(newPlayer.userId);
    await expect(header).toContainText(`R-Coin${wallet.userPoints.toLocaleString('en-US')}`);
    await expect(header).toContainText(`Milleage${wallet.userPoints2.toLocaleString('en-US')}`);
    const cartLink = header.getByRole('link', { name: 'Cart 3 items' });
    for (const control of [
      header.getByRole('link', { name: 'My Account' }),
      cartLink,
      header.getByRole('button', { name: 'Logout' }),
    ]) {
      await expect(control).toBeInViewport({ ratio: 1 });
      expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }

    // Every account page: nothing sideways, every control reachable.
    const failures: string[] = [];
    for (const path of ACCOUNT_PAGES) {
      await page.goto(path);
      await pageReady(page);
      for (const problem of await sidewaysOverflow(page)) failures.push(`${path}: ${problem}`);
      for (const problem of await unreachableActions(page)) failures.push(`${path}: ${problem}`);
    }
    expect(failures).toEqual([]);

    // The histories show their rows as cards with every column named.
    await page.goto('/topuphistory');
    await expect(page.getByTestId('topup-row')).toHaveCount(1);
    await page.goto('/shoppurchases');
    const row = page.getByTestId('purchase-row').filter({ hasText: bought });
    for (const label of ['Quantity', 'Purchase Date', 'Price', 'Status'])
      await expect(row.locator(`td[data-label="${label}"]`)).toBeVisible();
    await expectAccessible(page);
    // Cancel, the last column that was cut off: tapped, confirmed, refunded.
    await row.getByRole('button', { name: /^Cancel / }).tap();
    await confirmDialog(page, 'Cancel this item and get its price back?');
    await closeDialog(page, /refunded/i);
    await expect(row).toContainText(PUR_FLAG_LABEL[3]!);

    // The cart from the header: one more, deselect, remove; the header's count follows.
    await cartLink.tap();
    await expect(page).toHaveURL(/\/shoppingcart$/);
    const rows = page.getByTestId('cart-row');
    await expect(rows).toHaveCount(3);
    await expectAccessible(page);
    const [first, second, third] = cart as [string, string, string];
    await page.getByRole('button', { name: `One more ${first}` }).tap();
    await expect(page.getByLabel(`Quantity of ${first}`)).toHaveText('2');
    await expect(header.getByTestId('cart-count-badge')).toHaveText('4');
    await page.getByRole('checkbox', { name: `Select ${second}` }).tap();
    await expect(page.getByRole('checkbox', { name: `Select ${second}` })).not.toBeChecked();
    // The row goes at once (the cart updates before the server answers): the server's cart is read once
    // the removal's answer is in.
    const removed = page.waitForResponse((r) => r.url().endsWith('/api/removecartitem'));
    await page.getByRole('button', { name: `Remove ${third}` }).tap();
    await expect(rows).toHaveCount(2);
    await expect(header.getByTestId('cart-count-badge')).toHaveText('3');
    expect((await removed).ok()).toBe(true);
    expect(await cartOf(page)).not.toContain(third);

    // My Account from the phone menu shows the characters table fitting; Logout from the menu signs out.
    await page.getByRole('button', { name: 'Menu' }).tap();
    const menu = page.getByRole('navigation', { name: 'Main menu (compact)' });
    await expect(menu.getByRole('link', { name: 'Cart 3 items' })).toBeVisible();
    await menu.getByRole('link', { name: 'My Account' }).tap();
    await expect(page).toHaveURL(/\/user$/);
    await page.getByRole('button', { name: 'Menu' }).tap();
    await menu.getByRole('button', { name: 'Logout' }).tap();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/news');
    await expect(
      page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Sign in' }),
    ).toBeVisible();
  });

  test('the buy question names the item and its price; the tooltip picture is 100 x 100', async ({
    signedInPage: page,
  }) => {
    await page.goto('/itemshop?category=0&page=1');
    const card = page.getByRole('region', { name: 'Items' }).getByTestId('item-card').first();
    const name = (await card.getAttribute('aria-label'))!;
    const price = (await card.locator('.price').first().innerText()).trim();
    await card.getByRole('button', { name: `Buy ${name} now` }).tap();
    const dialog = page.getByRole('dialog').filter({ hasText: SHOP_MESSAGES.confirmBuy });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('confirm-detail')).toContainText(name);
    await expect(dialog.getByTestId('confirm-detail')).toContainText(price);
    await expect(dialog).toHaveAccessibleDescription(
      new RegExp(`^${escaped(SHOP_MESSAGES.confirmBuy)}.*${escaped(name)}`),
    );
    await dialog.getByRole('button', { name: 'No' }).tap();
    await expect(dialog).toBeHidden();

    await card.locator('.item-card__icon').tap();
    const picture = page.getByRole('tooltip').locator(':scope > img');
    await expect(picture).toBeVisible();
    const box = (await picture.boundingBox())!;
    expect([Math.round(box.width), Math.round(box.height)]).toEqual([100, 100]);
  });

  test('offline, an action fails at once with the network message instead of waiting to run later', async ({
    signedInPage: page,
  }) => {
    await page.goto('/itemshop?category=0&page=1');
    const card = page.getByRole('region', { name: 'Items' }).getByTestId('item-card').first();
    const name = (await card.getAttribute('aria-label'))!;
    const add = card.getByRole('button', { name: `Add ${name} to cart` });
    await expect(add).toBeEnabled();
    // The connection drops once the page is in: its HTML comes from the server, so the button is there
    // before the scripts that answer it (and the dialog's chunk) have loaded. The layout's later parts
    // (footer, back-to-top, dialog host: one file, vite.config.ts) are fetched only when hydration reaches
    // them, which on a busy machine comes after the half second of quiet `settle` waits for: that file is
    // waited for by name.
    await settle(page);
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => entry.name.includes('/assets/layout-later-')),
    );
    await page.context().setOffline(true);
    await add.tap();
    await closeDialog(page, MESSAGES.networkError);
    // Not paused: the action is over (its buttons are free again), so nothing is left to run later.
    await expect(add).toBeEnabled();
    await page.context().setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.goto('/shoppingcart');
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    expect(await cartOf(page)).toEqual([]);
  });
});

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The names in the page's player's cart, as the server has it. */
async function cartOf(page: Page): Promise<string[]> {
  const me = await page.request.get('/api/me', { headers: AJAX });
  const { UserNum } = ((await me.json()) as { user: { UserNum: number } }).user;
  const res = await page.request.get(`/api/shopcart?usernum=${UserNum}`, { headers: AJAX });
  return ((await res.json()) as { shopitem: { ItemName: string } }[]).map((e) => e.shopitem.ItemName);
}

test.describe('desktop side column', () => {
  test.beforeEach(async ({ browserName: _browser }, info) => {
    test.skip(info.project.name !== 'desktop', 'desktop layout');
  });

  test('the column beside the content stays within a screen; the menu groups fold; short pages are filled', async ({
    signedInPage: page,
    newPlayer,
  }) => {
    await stockTheAccount(page, newPlayer.userId);
    await page.goto('/story');
    const aside = page.getByRole('complementary', { name: 'Side menu' });
    await expect(aside.getByTestId('account-card')).toBeVisible();
    await expect(aside.getByTestId('cart-summary')).toBeVisible();
    const height = await aside.evaluate(
      (el) =>
        Math.max(...[...el.children].map((child) => child.getBoundingClientRect().bottom)) -
        el.getBoundingClientRect().top,
    );
    expect(height).toBeLessThanOrEqual(800);

    // The site menu: the current page's group open, the others folded; opening one folds the other.
    const extra = page.getByRole('complementary', { name: 'Shop and site menu' });
    const groups = extra.getByTestId('link-groups');
    await expect(groups.locator('details[open]')).toHaveCount(1);
    await expect(groups.getByRole('link', { name: 'Story' })).toBeVisible();
    await expect(groups.getByRole('link', { name: 'Overall Ranking' })).toBeHidden();
    await groups.getByText('Ranking', { exact: true }).click();
    await expect(groups.getByRole('link', { name: 'Overall Ranking' })).toBeVisible();
    await expect(groups.getByRole('link', { name: 'Story' })).toBeHidden();
    await expect(groups.locator('details[open]')).toHaveCount(1);

    // A short page: the panels after the content start on the first screen, not below a long empty gap.
    await page.goto('/privacy-policy');
    await expect(extra.getByRole('heading', { name: 'Site Menu' })).toBeInViewport();
    await expectAccessible(page);
  });
});
