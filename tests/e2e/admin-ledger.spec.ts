import { readFile } from 'node:fs/promises';
import { moveMoney } from '../../src/server/modules/wallet/service.ts';
import { expect, expectAccessible, test, withDatabase } from './fixtures.ts';

/**
 * The console's ledger against the real API: an administrator filters the ledger to one player, downloads
 * that view as CSV (and the file holds exactly the player's rows), and runs the balance check.
 */
test('an administrator filters the ledger to a player, downloads the CSV and checks balances', async ({
  adminPage: page,
  newPlayer,
}) => {
  test.setTimeout(60_000);
  const userNum = await withDatabase(async (db) => {
    const { user_num } = await db
      .selectFrom('users')
      .select('user_num')
      .where('user_id', '=', newPlayer.userId)
      .executeTakeFirstOrThrow();
    for (const [currency, amount] of [
      ['rcoin', 300],
      ['milleage', 20],
      ['rcoin', -120],
    ] as const) {
      await db.transaction().execute((trx) =>
        moveMoney(trx, {
          userNum: user_num,
          currency,
          amount,
          source: 'admin',
          reference: `e2e-ledger:${newPlayer.userId}:${currency}:${amount}`,
        }),
      );
    }
    return user_num;
  });

  await page.goto('/admin/ledger');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ledger');
  await page.getByLabel('Player').fill(newPlayer.userId);
  await page.getByLabel('Currency').selectOption('rcoin');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(new RegExp(`player=${newPlayer.userId}&currency=rcoin`));
  const rows = page.getByTestId('ledger-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('-120 R-Coin');
  await expect(rows.first()).toContainText('180 R-Coin');
  await expect(page.getByTestId('daily-row').first()).toContainText('R-Coin');
  await expectAccessible(page);

  // The download carries the same filters: the player's two R-Coin rows, oldest first.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('ledger.csv');
  const file = await download.path();
  const lines = (await readFile(file, 'utf8')).trim().split('\r\n');
  expect(lines[0]).toBe('id,time_utc,user_num,user_id,currency,amount,balance_after,source,reference');
  expect(lines.slice(1).map((l) => l.split(',').slice(2, 8).join(','))).toEqual([
    `${userNum},${newPlayer.userId},rcoin,300,300,admin`,
    `${userNum},${newPlayer.userId},rcoin,-120,180,admin`,
  ]);

  // The check compares every balance with its ledger; the demo world's books balance.
  await page.getByRole('button', { name: 'Check balances' }).click();
  await expect(page.getByTestId('ledger-check-result')).toHaveText(
    /^All [\d,]+ balances match their ledger\.$/,
  );
  await expectAccessible(page);
});
