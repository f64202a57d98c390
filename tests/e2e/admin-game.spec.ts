import type { GameStatus } from '../../src/shared/contracts/admin-game.ts';
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

/** The page with a game that does not answer, as the API would describe it (answered through page.route). */
const degraded: GameStatus = {
  bridge: 'on',
  profile: 'md5-19',
  passwordForm: 'md5-19',
  reachable: false,
  lastContactAt: '2026-11-27T10:00:00.000Z',
  lastError: 'connect ECONNREFUSED 192.168.1.20:1433',
  outbox: { waiting: 3, parked: 1, oldestAt: '2026-11-27T08:30:00.000Z' },
  parkedRows: [
    {
      id: 41,
      kind: 'cancel_item',
      gameUserId: 'ghost',
      attempts: 8,
      error: "No item 999 of ghost in the game's item bank",
      parkedAt: '2026-11-27T09:30:00.000Z',
    },
  ],
};

test('an unreachable game, the outbox and a parked row with its error; Retry queues it again', async ({
  adminPage: page,
}) => {
  let answer = degraded;
  const retried: string[] = [];
  await page.route('**/api/admin/game', (route) => route.fulfill({ json: answer }));
  await page.route('**/api/admin/game/outbox/*/retry', (route) => {
    retried.push(new URL(route.request().url()).pathname);
    answer = { ...degraded, outbox: { ...degraded.outbox, parked: 0 }, parkedRows: [] };
    return route.fulfill({ json: { message: 'Row 41 (cancel_item for ghost) is queued again.' } });
  });
  await page.goto('/admin/game');
  const state = page.getByTestId('game-state');
  await expect(state).toContainText('Not answering');
  await expect(state).toContainText('connect ECONNREFUSED 192.168.1.20:1433');
  await expect(state).toContainText('3 (1 parked)');
  const row = page.getByTestId('parked-row');
  await expect(row).toContainText('Cancel an item in the item bank');
  await expect(row).toContainText("No item 999 of ghost in the game's item bank");
  await expectAccessible(page);
  await row.getByRole('button', { name: 'Retry row 41' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Row 41 (cancel_item for ghost) is queued again.' }),
  ).toBeVisible();
  await expect(page.getByTestId('parked-row')).toHaveCount(0);
  await expect(page.getByText('Nothing is parked.')).toBeVisible();
  expect(retried).toEqual(['/api/admin/game/outbox/41/retry']);
});
