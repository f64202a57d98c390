import type { GameConsole } from '../../src/shared/contracts/admin-game.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

/**
 * The console's Game page (docs/product/game-bridge.md). The e2e site runs without a game database, so the
 * page first says the bridge is off; then GET /api/admin/game is answered through page.route with an
 * unreachable game and a parked row, and the Retry's POST is checked for what it sends and what it shows.
 * The server side (the figures, the audited retry) is tested in tests/integration/game-items.test.ts.
 */
test.beforeEach(async ({ browserName: _browser }, info) => {
  test.skip(info.project.name !== 'desktop', 'console walk on desktop');
});

const degraded: GameConsole = {
  configured: true,
  profile: 'md5-19',
  reachable: false,
  lastContactAt: '2026-11-27T10:00:00.000Z',
  lastError: 'connect ECONNREFUSED 192.168.1.20:1433',
  outbox: { waiting: 3, parked: 1, oldestAgeSeconds: 5400 },
  parked: [
    {
      id: 41,
      kind: 'cancel_item',
      gameUserId: 'ghost',
      attempts: 8,
      lastError: "No item 999 of ghost in the game's item bank",
      parkedAt: '2026-11-27T09:30:00.000Z',
    },
  ],
  warnings: [],
};

test('without a game database the page says the bridge is off', async ({ adminPage: page }) => {
  await page.goto('/admin/game');
  await expect(page).toHaveTitle(/^Game \| /);
  await expect(page.getByTestId('game-status')).toContainText('Off: no game database is configured');
  await expect(page.getByText('Nothing is parked.')).toBeVisible();
  await expectAccessible(page);
});

test('an unreachable game, the outbox and a parked row with its error; Retry puts it back', async ({
  adminPage: page,
}) => {
  let answer = degraded;
  const retried: string[] = [];
  await page.route('**/api/admin/game', (route) => route.fulfill({ json: answer }));
  await page.route('**/api/admin/game/outbox/*/retry', (route) => {
    retried.push(new URL(route.request().url()).pathname);
    answer = { ...degraded, outbox: { ...degraded.outbox, parked: 0 }, parked: [] };
    return route.fulfill({
      json: { message: 'Outbox row 41 is back in the queue; the worker tries it within seconds.' },
    });
  });
  await page.goto('/admin/game');
  const status = page.getByTestId('game-status');
  await expect(status).toContainText('Unreachable: connect ECONNREFUSED 192.168.1.20:1433.');
  await expect(status).toContainText('3 waiting, 1 parked; oldest 90 min');
  const row = page.getByTestId('parked-row');
  await expect(row).toContainText('cancel_item');
  await expect(row).toContainText("No item 999 of ghost in the game's item bank");
  await expectAccessible(page);
  await row.getByRole('button', { name: 'Retry outbox row 41' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Outbox row 41 is back in the queue' }),
  ).toBeVisible();
  await expect(page.getByTestId('parked-row')).toHaveCount(0);
  expect(retried).toEqual(['/api/admin/game/outbox/41/retry']);
});
