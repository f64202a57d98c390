import { expect, expectAccessible, test } from './fixtures.ts';

/**
 * The console's Game page against the browser tests' server, which has no game database: the page says the
 * site keeps its own world and how to connect it, and the profile check says what to set. (The bridge's
 * state with a game database is tested through the API against the stand-in: admin-game.test.ts.)
 */
test('an administrator opens the Game page: no game database yet, what to set, and the check says so', async ({
  adminPage: page,
}) => {
  await page.goto('/admin');
  await page.getByRole('navigation').getByRole('link', { name: 'Game' }).click();
  await expect(page).toHaveURL(/\/admin\/game$/);
  await expect(page.getByRole('heading', { name: 'Game', level: 1 })).toBeVisible();
  await expect(page.getByText(/No game database is configured/)).toBeVisible();
  await page.getByRole('button', { name: 'Run the check' }).click();
  const findings = page.getByRole('list', { name: 'Findings' });
  await expect(findings).toContainText('Problem: No game database is configured');
  await expect(findings).toContainText('Set GAME_DATABASE_URL and GAME_PROFILE');
  await expectAccessible(page);
});
