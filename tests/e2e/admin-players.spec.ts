import type { Browser, Page } from '@playwright/test';
import { MESSAGES } from '../../src/shared/messages.ts';
import { AJAX, closeDialog, expect, expectAccessible, type Player, test } from './fixtures.ts';

/**
 * The players part of the console against the real API: an administrator finds a player, adds R-Coin
 * with a reason (the player's own page shows it), bans them (the player's open page is signed out on its
 * next call) and lifts the ban (the player can sign in again).
 */

/** The player's own browser: a context of its own, signed in through the API as the login page would. */
async function playerBrowser(browser: Browser, baseURL: string, player: Player): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  expect(await signIn(page, player)).toBe(true);
  return page;
}

async function signIn(page: Page, player: Player): Promise<boolean> {
  const res = await page.request.post('/api/processlogin', {
    headers: AJAX,
    data: { UserID: player.userId, UserPass: player.password },
  });
  const { data } = (await res.json()) as { data: { user: { UserType: number } | null } };
  if (!data.user) return false;
  await page.goto('/api/health');
  await page.evaluate((user) => {
    localStorage.setItem('user', JSON.stringify(user));
    localStorage.setItem('usertype', String(user.UserType));
  }, data.user);
  return true;
}

/** Opens an action's dialog, gives the reason, and submits with the dialog's own button. */
async function act(page: Page, action: string, reason: string, submit = action) {
  await page.getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Reason (kept in the audit log)').fill(reason);
  return {
    dialog,
    submit: async () => {
      await dialog.getByRole('button', { name: submit, exact: true }).click();
      await expect(dialog).toBeHidden();
    },
  };
}

test('an administrator adjusts, bans and unbans a player; the player sees each', async ({
  adminPage: page,
  newPlayer,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const player = await playerBrowser(browser, baseURL ?? '', newPlayer);
  // The account page reads the account afresh and updates the side box's balances.
  await player.goto('/user');
  await expect(player.getByTestId('balance-rcoin')).toHaveText('0', { timeout: 20_000 });

  // Find the player by the start of their user ID (the search runs after a pause in typing).
  await page.goto('/admin/players');
  await page.getByRole('searchbox', { name: 'Find a player' }).fill(newPlayer.userId.slice(0, 10));
  const row = page.getByTestId('player-row').filter({ hasText: newPlayer.userId });
  await expect(row).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`search=${newPlayer.userId.slice(0, 10)}`));
  await expectAccessible(page);
  await row.getByRole('link', { name: newPlayer.userId }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(newPlayer.userId);

  // Adjust: a reason is required; 500 R-Coin added.
  const adjust = await act(page, 'Adjust balance', 'Compensation for the maintenance', 'Adjust');
  await adjust.dialog.getByLabel('Amount').fill('500');
  await expectAccessible(page);
  await adjust.submit();
  await expect(page.getByRole('status').filter({ hasText: 'Added 500 R-Coin' })).toBeVisible();
  await expect(page.getByTestId('balance-rcoin')).toHaveText('500');
  await page.getByRole('tab', { name: 'Ledger' }).click();
  await expect(page.getByTestId('ledger-row').first()).toContainText('admin');
  await expectAccessible(page);

  await player.reload();
  await expect(player.getByTestId('balance-rcoin')).toHaveText('500');
  await player.goto('/topup');
  await expect(player.getByTestId('balances')).toContainText('500.00', { timeout: 20_000 });

  // Ban: the player's open page is signed out on its next call.
  const ban = await act(page, 'Ban', 'Botting in the arena');
  await ban.submit();
  await expect(page.getByTestId('player-status')).toHaveText('Banned until lifted: Botting in the arena');
  await player.getByLabel('Voucher Code').fill('ANYCODE1');
  await player.getByRole('button', { name: 'Redeem' }).click();
  await closeDialog(player, MESSAGES.sessionExpired);
  await expect(player.getByText('Member Login')).toBeVisible();
  expect(await signIn(player, newPlayer)).toBe(false);

  // Unban: the player may sign in again.
  const unban = await act(page, 'Unban', 'Appeal accepted');
  await unban.submit();
  await expect(page.getByTestId('player-status')).toHaveText('Active');
  expect(await signIn(player, newPlayer)).toBe(true);
  await player.context().close();
});

test('a large adjustment asks for a second confirmation', async ({ adminPage: page, newPlayer }) => {
  await page.goto('/admin/players');
  await page.getByRole('searchbox', { name: 'Find a player' }).fill(newPlayer.email);
  await page.getByRole('link', { name: newPlayer.userId }).click();
  const adjust = await act(page, 'Adjust balance', 'Tournament prize', 'Adjust');
  await adjust.dialog.getByLabel('Amount').fill('25000');
  await adjust.dialog.getByRole('button', { name: 'Adjust', exact: true }).click();
  await expect(adjust.dialog.getByText('Adjustments over 10,000 need a second confirmation.')).toBeVisible();
  await adjust.dialog.getByRole('button', { name: 'Confirm this large amount' }).click();
  await expect(adjust.dialog).toBeHidden();
  await expect(page.getByTestId('balance-rcoin')).toHaveText('25,000');
});
