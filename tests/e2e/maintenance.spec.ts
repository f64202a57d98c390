import type { Browser, Page } from '@playwright/test';
import { startSession } from '../../src/server/modules/accounts/sessions.ts';
import { manilaInputValue } from '../../src/shared/manila-input.ts';
import { manilaDateTime, manilaReadable } from '../../src/shared/manila-time.ts';
import { ADMIN_USER_TYPE } from '../../src/shared/user-types.ts';
import { createUser } from '../support/factories.ts';
import { AJAX, closeDialog, expect, expectAccessible, test, uniqueId, withDatabase } from './fixtures.ts';

/**
 * Maintenance in the browser (docs/product/server-status.md, Maintenance), on the e2e server's third site
 * (serve.ts), whose refusals no other spec meets: an operator turns it on from the Game page, a player
 * sees the banner with the page's first paint and is refused sign-in with the message, staff still sign
 * in, and once the operator turns it off the player signs in.
 */

const ORIGIN = `http://127.0.0.1:${process.env.E2E_MAINTENANCE_PORT}`;
const SITE_DB = 'maintenance-site-database-url';
const HOUR = 60 * 60_000;

/** An operator of the maintenance site, signed in in a page of its own (a session opened in its database). */
async function operatorPage(browser: Browser): Promise<Page> {
  const token = await withDatabase(async (db) => {
    const user = await createUser(db, { userId: uniqueId('mop'), userType: ADMIN_USER_TYPE });
    return startSession(db, user.user_num, { ip: '127.0.0.1', userAgent: 'playwright' });
  }, SITE_DB);
  const page = await (await browser.newContext()).newPage();
  await page.context().addCookies([{ name: 'ran_session', value: token, url: ORIGIN, httpOnly: true }]);
  const me = await page.request.get(`${ORIGIN}/api/me`, { headers: AJAX });
  expect(me.status()).toBe(200);
  const { user } = (await me.json()) as { user: { UserType: number } };
  await page.goto(`${ORIGIN}/api/health`);
  await page.evaluate((stored) => {
    localStorage.setItem('user', JSON.stringify(stored));
    localStorage.setItem('usertype', String(stored.UserType));
  }, user);
  return page;
}

/** Fills the /login page's form and presses Login. */
async function submitLogin(page: Page, userId: string, password: string): Promise<void> {
  await page.goto(`${ORIGIN}/login`);
  const form = page.locator('main').getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Username').fill(userId);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
}

test('an operator turns maintenance on: players see the banner and cannot sign in, staff can, until it is off', async ({
  browser,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'one walk is enough');
  const password = 'Mango-Float-44';
  const player = uniqueId('mpl');
  const staff = uniqueId('mst');
  await withDatabase(async (db) => {
    await createUser(db, { userId: player, password });
    const support = await createUser(db, { userId: staff, password });
    await db.insertInto('staff_grants').values({ user_num: support.user_num, role: 'support' }).execute();
  }, SITE_DB);

  const operator = await operatorPage(browser);
  await operator.goto(`${ORIGIN}/admin/game`);
  const section = operator.getByRole('region', { name: 'Server status' });
  const state = section.getByTestId('maintenance-state');
  await expect(state).toHaveText('Off');
  const form = section.getByRole('form', { name: 'Maintenance' });
  await form.getByRole('radio', { name: 'On now' }).check();
  // Two hours on, to the minute, typed on the Manila clock whatever the browser's zone.
  const until = new Date(Math.ceil((Date.now() + 2 * HOUR) / 60_000) * 60_000);
  await form.getByLabel('Expected end (Manila time, optional)').fill(manilaInputValue(until.toISOString()));
  await form.getByLabel('Message to players (optional)').fill('The new map is on its way.');
  await form.getByRole('button', { name: 'Save maintenance' }).click();
  await expect(form.getByRole('status')).toHaveText('Maintenance saved.');
  await expect(state).toHaveText(`On until ${manilaDateTime(until)} Manila time`);
  await expect(section.getByTestId('server-status-facts')).toContainText('Maintenance');
  await expect(form.getByRole('radio', { name: 'On now' })).toBeChecked();
  await expectAccessible(operator);

  const bannerText = `The server is under maintenance until ${manilaReadable(until)} (Manila time).`;
  // The server's HTML already holds the banner: it comes with the first paint.
  const raw = await (await operator.request.get(`${ORIGIN}/news`)).text();
  expect(raw).toContain('data-testid="maintenance-banner"');
  expect(raw).toContain(bannerText);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`${ORIGIN}/`);
  const banner = visitor.getByTestId('maintenance-banner');
  await expect(banner).toContainText(bannerText);
  await expect(banner).toContainText('The new map is on its way.');
  await expect(visitor.getByTestId('server-status')).toHaveAttribute('data-state', 'maintenance');
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectAccessible(visitor);
  await visitor.goto(`${ORIGIN}/launcher`);
  await expect(visitor.locator('.state')).toContainText('Maintenance');
  await expect(visitor.locator('.box')).toContainText(bannerText);

  // The player is refused where they tried, with until when; no session is made.
  await submitLogin(visitor, player, password);
  await closeDialog(
    visitor,
    `The server is under maintenance until ${manilaReadable(until)} (Manila time). Please try again then.`,
  );
  await expect(visitor).toHaveURL(`${ORIGIN}/login`);
  expect((await visitor.request.get(`${ORIGIN}/api/me`, { headers: AJAX })).status()).toBe(401);

  // Staff sign in as always.
  const staffPage = await (await browser.newContext()).newPage();
  await submitLogin(staffPage, staff, password);
  await expect(staffPage).toHaveURL(`${ORIGIN}/`);
  expect((await staffPage.request.get(`${ORIGIN}/api/me`, { headers: AJAX })).status()).toBe(200);

  // Off again: the banner goes and the player signs in.
  await form.getByRole('radio', { name: 'Off' }).check();
  await form.getByRole('button', { name: 'Save maintenance' }).click();
  await expect(state).toHaveText(`Off`);
  await visitor.goto(`${ORIGIN}/`);
  await expect(visitor.getByTestId('server-status')).toHaveAttribute('data-state', 'online');
  await expect(visitor.getByTestId('maintenance-banner')).toHaveCount(0);
  await submitLogin(visitor, player, password);
  await expect(visitor).toHaveURL(`${ORIGIN}/`);
  expect((await visitor.request.get(`${ORIGIN}/api/me`, { headers: AJAX })).status()).toBe(200);
});
