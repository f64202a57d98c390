import { readFile } from 'node:fs/promises';
import { closeDialog, expect, expectAccessible, signInThroughLoginPage, test, uniqueId } from './fixtures.ts';

/**
 * The console's vouchers against the real site (docs/product/vouchers.md): an administrator makes a batch
 * and downloads its codes, a player redeems one on /topup in a browser of their own, the administrator
 * looks the code up and sees it redeemed by that player, then revokes a code and the batch.
 */
test('make a batch, download it, a player redeems a code, the operator looks it up and revokes', async ({
  adminPage: page,
  newPlayer,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(120_000); // two browsers on a shared 2-core machine
  await page.goto('/admin/vouchers');
  await expect(page).toHaveTitle(/^Vouchers \| /);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vouchers');

  // A refused batch says why and makes nothing.
  const name = uniqueId('batch');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Value of each code').fill('150');
  await page.getByLabel('Currency').selectOption('milleage');
  await page.getByLabel('Number of codes').fill('60000');
  await page.getByRole('button', { name: 'Make codes' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The number of codes must be a whole number from 1 to 50,000.',
  );

  await page.getByLabel('Number of codes').fill('3');
  await page.getByLabel('Prefix (optional)').pressSequentially('e2e');
  await expect(page.getByLabel('Prefix (optional)')).toHaveValue('E2E');
  await page.getByRole('button', { name: 'Make codes' }).click();
  const panel = page.getByRole('region', { name: `3 codes of “${name}”` });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('Download them now: they will not be shown again.');
  await expect(panel.getByRole('listitem')).toHaveCount(3);
  await expectAccessible(page);

  // The download is made in the browser from the answer: read the file Playwright saved.
  const downloading = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^vouchers-batch-\d+\.csv$/);
  const lines = (await readFile(await download.path(), 'utf8')).trimEnd().split('\r\n');
  expect(lines[0]).toBe('code,value,currency,expires_at,batch');
  const codes = lines.slice(1).map((line) => line.split(',')[0]!);
  expect(codes).toHaveLength(3);
  for (const [i, code] of codes.entries()) {
    expect(code).toMatch(/^E2E-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(lines[i + 1]).toBe(`${code},150,milleage,,${name}`);
    await expect(panel.getByRole('listitem').nth(i)).toHaveText(code);
  }
  await panel.getByRole('button', { name: 'Done' }).click();
  await expect(panel).toBeHidden();
  const row = page.getByTestId('voucher-batch').filter({ hasText: name });
  await expect(row.getByRole('cell')).toHaveText([
    /./,
    '150 Milleage',
    /./,
    'Never',
    '3',
    '0',
    '0',
    '0',
    'Revoke',
  ]);

  // A player, in a browser of their own, redeems the first code on /topup.
  const context = await browser.newContext();
  try {
    const player = await context.newPage();
    await signInThroughLoginPage(player, newPlayer.userId, newPlayer.password);
    await player.goto('/topup');
    await player.getByLabel('Voucher Code').fill(codes[0]!);
    await player.getByRole('button', { name: 'Redeem' }).click();
    await closeDialog(player, /150 Milleage added/);
  } finally {
    await context.close();
  }

  // The operator looks the reported code up: redeemed, by that player.
  const lookup = page.getByLabel('Code (as the player has it; capitals matter)');
  await lookup.fill(codes[0]!);
  await page.getByRole('button', { name: 'Look up' }).click();
  const result = page.getByTestId('voucher-lookup-result');
  await expect(result).toContainText('StatusRedeemed');
  await expect(result).toContainText(`by ${newPlayer.userId} (user #`);
  await expect(result).toContainText(name);
  await expect(result.getByRole('button', { name: 'Revoke this code' })).toHaveCount(0);

  // A live code is revoked from the lookup, after confirming.
  await lookup.fill(codes[1]!);
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(result).toContainText('StatusNot redeemed yet');
  await result.getByRole('button', { name: 'Revoke this code' }).click();
  const codeDialog = page.getByRole('dialog', { name: 'Revoke this code?' });
  await codeDialog.getByRole('button', { name: 'Revoke the code' }).click();
  await expect(result).toContainText('StatusRevoked');

  // The batch: its counts, then revoked after confirming (the last code with it).
  await expect(row.getByRole('cell').nth(5)).toHaveText('1');
  await expect(row.getByRole('cell').nth(7)).toHaveText('1');
  await row.getByRole('button', { name: 'Revoke' }).click();
  const batchDialog = page.getByRole('dialog', { name: 'Revoke this batch?' });
  await expect(batchDialog).toBeVisible();
  await expectAccessible(page);
  await batchDialog.getByRole('button', { name: 'Revoke the batch' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '1 code not redeemed yet can no longer be used' }),
  ).toBeVisible();
  await expect(row.getByRole('cell').nth(7)).toHaveText('2');
  await expect(row).toContainText('Revoked ');
  expect(consoleErrors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
});

test('closing the codes before downloading them asks first', async ({ adminPage: page }) => {
  await page.goto('/admin/vouchers');
  const name = uniqueId('unsaved');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Value of each code').fill('5');
  await page.getByLabel('Number of codes').fill('1');
  await page.getByRole('button', { name: 'Make codes' }).click();
  const panel = page.getByRole('region', { name: `1 code of “${name}”` });
  await expect(panel.getByRole('heading')).toBeFocused();
  await panel.getByRole('button', { name: 'Done' }).click();
  const dialog = page.getByRole('dialog', { name: 'Close without downloading?' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Done' }).click();
  await dialog.getByRole('button', { name: 'Close anyway' }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Make codes' })).toBeVisible();
  await expect(page.getByTestId('voucher-batch').filter({ hasText: name })).toBeVisible();
});
