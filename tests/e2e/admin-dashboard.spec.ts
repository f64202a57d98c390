import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { moveMoney } from '../../src/server/modules/wallet/service.ts';
import { type Dashboard, dashboardSchema } from '../../src/shared/contracts/admin-dashboard.ts';
import { formatPhp } from '../../src/shared/payment-rules.ts';
import { consoleScript, consoleScripts } from './console-chunks.ts';
import { expect, expectAccessible, type Player, test, withDatabase } from './fixtures.ts';

/**
 * The console overview (issues 11 and 33, docs/product/dashboard.md) against the real API: the tiles show
 * what GET /api/admin/dashboard answered, revenue in pesos apart from R-Coin, the charts are drawn at the
 * width they are given, their numbers are in a table, support staff see no figures, and players never
 * download the console or its chart library.
 */

const count = (n: number) => n.toLocaleString('en-US');
/** How en-PH writes pesos: '₱1,234.50'. */
const PESOS = /^₱\d{1,3}(,\d{3})*\.\d{2}$/;

/**
 * A top-up of ₱1,234.50 paid now, booked as the payments module books one: the order paid and its R-Coin
 * credited in one transaction. (The overview's figures are kept for a minute, so the page shows it only
 * if no earlier test of the run read them; the tiles are checked against what the API answered.)
 */
async function paidTopUp(player: Player) {
  await withDatabase((db) =>
    db.transaction().execute(async (trx) => {
      const { user_num } = await trx
        .selectFrom('users')
        .select('user_num')
        .where('user_id', '=', player.userId)
        .executeTakeFirstOrThrow();
      const now = new Date();
      const order = await trx
        .insertInto('payment_orders')
        .values({
          reference: `TU-${randomBytes(10).toString('hex')}`,
          user_num,
          package_name: 'Dashboard',
          provider: 'fake',
          amount_centavos: 123_450,
          rcoin: 1_250,
          status: 'paid',
          paid_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await moveMoney(trx, {
        userNum: user_num,
        currency: 'rcoin',
        amount: 1_250,
        source: 'payment',
        reference: `payment:${order.id}`,
      });
    }),
  );
}

/** Opens /admin and returns the figures the page was given. */
async function openOverview(page: Page): Promise<Dashboard> {
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/dashboard');
  await page.goto('/admin');
  const response = await answer;
  expect(response.status()).toBe(200);
  return dashboardSchema.parse(await response.json());
}

/** Script files the page fetched, by path. */
function collectScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js')) scripts.push(pathname);
  });
  return scripts;
}

const TILES: [label: string, key: keyof Dashboard['series']][] = [
  ['Registrations', 'registrations'],
  ['Sign-ins', 'signIns'],
  ['Orders', 'orders'],
  ['R-Coin from top-ups', 'rcoinTopUps'],
  ['R-Coin from vouchers', 'rcoinVouchers'],
  ['R-Coin granted by staff', 'rcoinGrants'],
  ['R-Coin spent', 'rcoinSpent'],
  ['Milleage spent', 'milleageSpent'],
];

test(
  'an administrator sees today and yesterday in tiles, revenue in pesos, five charts, their numbers and the best sellers',
  { tag: '@phone' },
  async ({ adminPage: page, newPlayer }, info) => {
    await paidTopUp(newPlayer);
    const scripts = collectScripts(page);
    const figures = await openOverview(page);
    const today = page.getByRole('region', { name: 'Today' });
    for (const [label, key] of TILES) {
      const tile = today.getByRole('listitem').filter({ has: page.getByText(label, { exact: true }) });
      await expect(tile, label).toHaveCount(1);
      await expect(tile.locator('strong'), label).toHaveText(count(figures.series[key].at(-1) ?? -1));
      await expect(tile, label).toContainText(`Yesterday: ${count(figures.series[key].at(-2) ?? -1)}`);
    }
    // The support queue's figure (tickets open or waiting for staff) has its own tile.
    await expect(today.getByText('Open tickets')).toHaveCount(1);
    // No pesos among the R-Coin tiles: the money has its own section.
    await expect(today).not.toContainText('₱');

    // Revenue, in pesos: today's and this month's tiles, the days' chart and the months' table.
    const revenue = page.getByRole('region', { name: 'Revenue (₱, payments only)' });
    const { daily, monthly } = figures.revenue;
    const todayTile = revenue.getByRole('listitem').filter({ hasText: 'Revenue today' });
    await expect(todayTile.locator('strong')).toHaveText(formatPhp(daily.centavos.at(-1) ?? -1));
    await expect(todayTile.locator('strong')).toHaveText(PESOS);
    await expect(todayTile).toContainText(`Yesterday: ${formatPhp(daily.centavos.at(-2) ?? -1)}`);
    const monthTile = revenue.getByRole('listitem').filter({ hasText: 'Revenue this month' });
    await expect(monthTile.locator('strong')).toHaveText(formatPhp(monthly.centavos.at(-1) ?? -1));
    await expect(monthTile).toContainText(`Last month: ${formatPhp(monthly.centavos.at(-2) ?? -1)}`);
    await expect(revenue.locator('figure canvas')).toHaveCount(1);
    const byMonth = revenue.getByRole('figure', { name: /Revenue by month/ }).getByRole('table');
    // Twelve months, newest first, and the total.
    await expect(byMonth.locator('tbody tr')).toHaveCount(12);
    await expect(byMonth.locator('tbody tr').first().getByRole('cell')).toHaveText([
      formatPhp(monthly.centavos.at(-1) ?? -1),
      count(monthly.payments.at(-1) ?? -1),
    ]);
    await expect(byMonth.locator('tbody tr').first().getByRole('rowheader')).toContainText('(so far)');
    await expect(byMonth.locator('tfoot td').first()).toHaveText(
      formatPhp(monthly.centavos.reduce((sum, c) => sum + c, 0)),
    );
    const revenueChart = revenue.getByRole('figure', { name: /^Revenue per day/ });
    await revenueChart.getByText('The numbers').click();
    await expect(
      revenueChart.getByRole('row', { name: new RegExp(`^${figures.days.at(-1)}\\b`) }).getByRole('cell'),
    ).toHaveText([formatPhp(daily.centavos.at(-1) ?? -1), count(daily.payments.at(-1) ?? -1)]);

    // Five charts, each a canvas with a size, laid out in one column on a phone and two on a desktop.
    const month = page.getByRole('region', { name: 'Last 30 days' });
    const charts = month.locator('figure');
    await expect(charts).toHaveCount(5);
    await expect(month.locator('figure canvas')).toHaveCount(5);
    await expect(charts.filter({ hasText: 'R-Coin credited: top-ups / vouchers / grants' })).toHaveCount(1);
    const boxes = [];
    for (const canvas of await month.locator('figure canvas').all()) {
      const box = await canvas.boundingBox();
      expect(box?.width).toBeGreaterThan(200);
      expect(box?.height).toBeGreaterThan(100);
      boxes.push(box!);
    }
    const viewport = page.viewportSize()!;
    for (const box of boxes) expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    const columns = new Set(boxes.map((b) => Math.round(b.x))).size;
    expect(columns).toBe(info.project.name === 'phone' ? 1 : 2);
    expect(scripts).toContain(consoleScript('dashboard-chart.tsx'));

    // The numbers behind the first chart, for those who cannot see it.
    const players = charts.filter({ hasText: 'Players' });
    await players.getByText('The numbers').click();
    const table = players.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(31);
    const lastDay = figures.days.at(-1)!;
    const row = table.getByRole('row', { name: new RegExp(`^${lastDay}\\b`) });
    await expect(row.getByRole('cell')).toHaveText([
      count(figures.series.registrations.at(-1)!),
      count(figures.series.signIns.at(-1)!),
    ]);

    const sellers = page.getByRole('region', { name: 'Best sellers, last 30 days' });
    if (figures.bestSellers.length === 0) await expect(sellers).toContainText('Nothing was bought');
    else
      await expect(sellers.getByRole('listitem')).toHaveText(
        figures.bestSellers.map((s) => `${s.name} — ${count(s.units)} bought`),
      );
    // The console's pages are still listed below the figures.
    await expect(
      page.getByRole('region', { name: 'Console pages' }).getByRole('link', { name: 'Audit log' }),
    ).toBeVisible();
    await expectAccessible(page);
  },
);

test('the charts follow their box when the window narrows', async ({ adminPage: page }, info) => {
  test.skip(info.project.name !== 'desktop', 'the desktop window is narrowed to a phone width');
  await openOverview(page);
  const canvas = page.getByRole('region', { name: 'Last 30 days' }).locator('figure canvas').first();
  await expect(canvas).toBeVisible();
  const width = async () => (await canvas.boundingBox())?.width ?? 0;
  const right = async () => {
    const box = await canvas.boundingBox();
    return box ? box.x + box.width : Number.POSITIVE_INFINITY;
  };
  const wide = await width();
  expect(wide).toBeGreaterThan(450);
  await page.setViewportSize({ width: 420, height: 800 });
  await expect.poll(right).toBeLessThanOrEqual(420);
  expect(await width()).toBeGreaterThan(300);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(width).toBe(wide);
});

test('at 360 px the revenue fits the screen: one amount a row, the months table unclipped', async ({
  adminPage: page,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'the desktop window is narrowed to the narrowest phone');
  await page.setViewportSize({ width: 360, height: 800 });
  await openOverview(page);
  const revenue = page.getByRole('region', { name: 'Revenue (₱, payments only)' });
  const tiles = revenue.getByRole('listitem');
  await expect(tiles).toHaveCount(2);
  const [first, second] = [await tiles.nth(0).boundingBox(), await tiles.nth(1).boundingBox()];
  expect(second!.y).toBeGreaterThan(first!.y);
  const table = revenue.getByRole('figure', { name: /Revenue by month/ }).getByRole('table');
  for (const box of [first!, second!, (await table.boundingBox())!]) {
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  }
  // Nothing on the page makes it scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('support staff see the overview without figures and never load the charts', async ({
  signedInPage: page,
  newPlayer,
}) => {
  await withDatabase(async (db) => {
    const user = await db
      .selectFrom('users')
      .select('user_num')
      .where('user_id', '=', newPlayer.userId)
      .executeTakeFirstOrThrow();
    await db.insertInto('staff_grants').values({ user_num: user.user_num, role: 'support' }).execute();
  });
  const scripts = collectScripts(page);
  let asked = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/admin/dashboard') asked++;
  });
  await page.goto('/admin');
  await expect(page.getByText(/You are signed in as support staff\./)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Console pages' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Today' })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(asked).toBe(0);
  expect(scripts).not.toContain(consoleScript('dashboard-chart.tsx'));
});

test('players never download the console: the home page fetches none of its scripts', async ({ page }) => {
  const scripts = collectScripts(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  const console = consoleScripts();
  expect(console).toContain(consoleScript('dashboard-chart.tsx'));
  expect(scripts.filter((s) => console.includes(s))).toEqual([]);
  // The build's manifest that names them is not served.
  expect((await page.request.get('/.vite/manifest.json')).status()).toBe(404);
});

test('an unknown console address tells staff so; anonymous visitors go to /login', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/nothing-here');
  await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the overview' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/admin/nothing-here');
  await expect(page).toHaveURL(/\/login$/);
});
