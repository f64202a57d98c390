import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { createDatabase } from '../../src/server/db/database.ts';
import { startSession } from '../../src/server/modules/accounts/sessions.ts';
import { type ServerStatus, serverStatusSchema } from '../../src/shared/contracts/server-status.ts';
import { ADMIN_USER_TYPE } from '../../src/shared/user-types.ts';
import { createUser } from '../support/factories.ts';
import { TEST_POOL } from '../support/pool.ts';
import { AJAX, expect, expectAccessible, test, uniqueId } from './fixtures.ts';

/**
 * The game server's status in the browser (docs/product/server-status.md): the line in every public page's
 * header, drawn by the server with the page (the main e2e site has no game: simulated figures, labelled);
 * the game site's real count on its Game page (maintenance is maintenance.spec.ts's); the console
 * overview's players-online charts; and the launcher's page at the launcher's size, weighed in bytes.
 */

const SHOTS = 'test-results/screenshots';
const GAME_ORIGIN = `http://127.0.0.1:${process.env.E2E_GAME_PORT}`;

const playersText = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'player' : 'players'}`;

async function statusFrom(page: Page, origin = ''): Promise<ServerStatus> {
  const res = await page.request.get(`${origin}/api/server-status`, { headers: AJAX });
  expect(res.status()).toBe(200);
  return serverStatusSchema.parse(await res.json());
}

/** No part of the page is wider than the window (nothing scrolls sideways). */
async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

test(
  "every public page shows the game server's state and players online, drawn with the page",
  { tag: '@phone' },
  async ({ page, consoleErrors }, info) => {
    // The server's HTML already holds the line: no request stands before it on screen.
    const raw = await (await page.request.get('/news')).text();
    expect(raw).toMatch(/<p class="server-status" data-state="online" data-testid="server-status">/);
    expect(raw).toMatch(/\d[\d,]* players?(<!-- -->)? online/);

    await page.goto('/news');
    const status = await statusFrom(page);
    expect(status).toMatchObject({ state: 'online', simulated: true });
    const line = page.getByTestId('server-status');
    await expect(line).toBeVisible();
    await expect(line).toHaveAttribute('data-state', 'online');
    // In words, not by colour: the state, the players (as the API counts them, give or take a slot) and the label.
    await expect(line).toContainText(/Online/);
    await expect(line).toContainText(/\d[\d,]* players? online/);
    await expect(line).toContainText('(Simulated)');
    const box = await line.boundingBox();
    // In the header's top strip: on a phone's first screen, above the logo.
    expect(box?.y ?? 999).toBeLessThan(80);
    expect(await fitsWidth(page)).toBe(true);
    await page.screenshot({
      path: `${SHOTS}/server-status-header-${info.project.name}.png`,
      clip: { x: 0, y: 0, width: page.viewportSize()!.width, height: 140 },
    });
    await expectAccessible(page);
    expect(consoleErrors).toEqual([]);
    await page.goto('/rankings');
    await expect(page.getByTestId('server-status')).toContainText('Online');
  },
);

/** An administrator of the game site (its own database), signed in in this page's browser. */
async function gameSiteAdmin(page: Page): Promise<void> {
  const url = readFileSync(path.join(process.env.E2E_STATE_DIR!, 'game-site-database-url'), 'utf8');
  const handle = createDatabase({ connectionString: url, max: 1, ...TEST_POOL });
  let token: string;
  try {
    const user = await createUser(handle.db, { userId: uniqueId('gadm'), userType: ADMIN_USER_TYPE });
    token = await startSession(handle.db, user.user_num, { ip: '127.0.0.1', userAgent: 'playwright' });
  } finally {
    await handle.close();
  }
  await page.context().addCookies([{ name: 'ran_session', value: token, url: GAME_ORIGIN, httpOnly: true }]);
  const me = await page.request.get(`${GAME_ORIGIN}/api/me`, { headers: AJAX });
  expect(me.status()).toBe(200);
  const { user } = (await me.json()) as { user: { UserType: number } };
  await page.goto(`${GAME_ORIGIN}/api/health`);
  await page.evaluate((stored) => {
    localStorage.setItem('user', JSON.stringify(stored));
    localStorage.setItem('usertype', String(stored.UserType));
  }, user);
}

test("with the game connected, the count is the game's, and the Game page says where the state comes from", async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'one walk is enough');
  // serve.ts put three characters in game before the game site started.
  const status = await statusFrom(page, GAME_ORIGIN);
  expect(status).toMatchObject({ state: 'online', simulated: false, maintenance: null });
  expect(status.playersOnline).toBeGreaterThanOrEqual(3);
  await page.goto(`${GAME_ORIGIN}/news`);
  const line = page.getByTestId('server-status');
  await expect(line).toContainText(`${playersText(status.playersOnline ?? -1)} online`);
  await expect(line).not.toContainText('Simulated');
  await expect(page.getByTestId('maintenance-banner')).toHaveCount(0);

  // The maintenance form is maintenance.spec.ts's, on a site of its own: turned on here it would refuse the
  // sign-ins of game.spec.ts running beside this.
  await gameSiteAdmin(page);
  await page.goto(`${GAME_ORIGIN}/admin/game`);
  const section = page.getByRole('region', { name: 'Server status' });
  await expect(section.getByTestId('server-status-facts')).toContainText(
    "The game's characters marked online",
  );
  await expect(section.getByTestId('maintenance-state')).toHaveText('Off');
  await expect(section.getByRole('radio', { name: 'Off' })).toBeChecked();
  await expectAccessible(page);
});

test(
  'the console overview draws players online for 24 hours and 30 days, with a summary, marked Simulated',
  { tag: '@phone' },
  async ({ adminPage: page }, info) => {
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/dashboard');
    await page.goto('/admin');
    expect((await answer).status()).toBe(200);
    const section = page.getByRole('region', { name: 'Players online' });
    await expect(section).toBeVisible();
    const day = section.getByRole('img', { name: 'Players online, last 24 hours' });
    const month = section.getByRole('img', { name: 'Players online, last 30 days' });
    await expect(day).toBeVisible();
    await expect(month).toBeVisible();
    // The main e2e site has no game: its figures are simulated, filled in for 30 days at its start.
    await expect(section.getByText('Simulated', { exact: true })).toHaveCount(2);
    for (const chart of [day, month]) {
      expect(await chart.locator('path').getAttribute('d')).toMatch(/^M[\d.]+ [\d.]+L/);
      const box = await chart.boundingBox();
      expect(box?.width).toBeGreaterThan(250);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(page.viewportSize()!.width);
    }
    // What a reader gets instead of the picture, written under each chart.
    const summaries = section.locator('.players-chart__summary');
    await expect(summaries.nth(0)).toHaveText(/^Peak [\d,]+ at \d\d:\d\d( yesterday)?; now [\d,]+; lowest/);
    await expect(summaries.nth(1)).toHaveText(
      /^Peak [\d,]+ on [A-Z][a-z]{2} \d+; today so far [\d,]+; lowest/,
    );
    await expect(day.locator('text').filter({ hasText: 'Time of day (Manila)' })).toHaveCount(1);
    await expect(month.locator('text').filter({ hasText: 'Day (Manila)' })).toHaveCount(1);
    mkdirSync(SHOTS, { recursive: true });
    await section.screenshot({ path: `${SHOTS}/players-online-dashboard-${info.project.name}.png` });
    await expectAccessible(page);
  },
);

test(
  "the launcher's page: news, state and players at 800 x 500, one light answer, no CSP complaint",
  { tag: '@phone' },
  async ({ page, consoleErrors }, info) => {
    if (info.project.name === 'desktop') await page.setViewportSize({ width: 800, height: 500 });
    const bytes: Promise<number>[] = [];
    const files: string[] = [];
    page.on('requestfinished', (request) => {
      files.push(new URL(request.url()).pathname);
      bytes.push(request.sizes().then((sizes) => sizes.responseHeadersSize + sizes.responseBodySize));
    });
    const response = await page.goto('/launcher');
    expect(response?.status()).toBe(200);
    await page.waitForLoadState('networkidle');
    // One request: the page itself (no script, style sheet, font or picture to fetch).
    expect(files).toEqual(['/launcher']);
    const total = (await Promise.all(bytes)).reduce((sum, n) => sum + n, 0);
    console.log(`/launcher on the wire (${info.project.name}): ${total} bytes, headers included`);
    expect(total).toBeLessThan(30 * 1024);

    await expect(page.getByRole('heading', { name: 'Latest news', level: 1 })).toBeVisible();
    const news = page.getByRole('main').getByRole('listitem');
    expect(await news.count()).toBeGreaterThan(0);
    await expect(news.first().getByRole('link')).toHaveAttribute('href', /^\/news\?topic=\d+$/);
    await expect(news.first().getByRole('link')).toHaveAttribute('target', '_blank');
    await expect(page.locator('.state')).toContainText('Online');
    await expect(page.locator('.players')).toContainText(/players? online \(Simulated\)/);
    await expect(page.getByRole('link', { name: 'Patch notes' })).toHaveAttribute('href', '/news');
    // Styled (the inline style ran under the CSP): the site's dark background, and no sideways scroll.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe(
      'rgb(13, 10, 9)',
    );
    expect(await fitsWidth(page)).toBe(true);
    if (info.project.name === 'desktop') {
      // The status box sits beside the news in the launcher's window, within its first screen.
      const status = await page.getByRole('region', { name: 'Game server' }).boundingBox();
      expect((status?.y ?? 999) + (status?.height ?? 0)).toBeLessThanOrEqual(500);
    }
    await page.screenshot({ path: `${SHOTS}/launcher-${info.project.name}.png` });
    await expectAccessible(page);
    expect(consoleErrors).toEqual([]);
  },
);
