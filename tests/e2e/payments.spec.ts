import { closeDialog, createPlayer, expect, expectAccessible, signInByApi, test } from './fixtures.ts';

/**
 * Top-up by payment (issue 14) walked through the fake provider, which the e2e server runs
 * (PAYMENT_PROVIDER=fake in serve.ts): its Pay sends a signed webhook to the real webhook route, so the
 * credit seen here is the production verification and crediting. The first walk runs at phone width too.
 */

test('a player tops up: package, Pay, the checkout, the credit, the side box and the history', {
  tag: '@phone',
}, async ({ signedInPage: page, consoleErrors }) => {
  test.setTimeout(120_000); // a long walk with four axe scans on a shared 2-core machine
  await page.goto('/topup');
  await expect(page).toHaveTitle(/^Top Up R-Coin \| /);
  const starter = page.getByTestId('topup-package').filter({ hasText: 'Starter' });
  await expect(starter).toContainText('₱100.00');
  await expect(starter).toContainText('100 R-Coin');
  // The voucher form stays, below the packages.
  await expect(page.getByLabel('Voucher Code')).toBeVisible();
  await expectAccessible(page);
  await starter.getByRole('button', { name: 'Pay ₱100.00 for Starter' }).click();

  await expect(page).toHaveURL(/\/topup\/checkout\/cs_fake_[0-9a-f]{24}$/);
  await expect(page.getByTestId('fake-amount')).toHaveText('₱100.00');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page).toHaveURL(/\/topup\/success\?order=TU-[0-9a-f]{20}$/);
  const reference = new URL(page.url()).searchParams.get('order')!;
  await expect(page.getByTestId('topup-result')).toHaveText('100 R-Coin added.');
  await expect(page.getByText('Your R-Coin balance is now 100.')).toBeVisible();
  await expect(page.getByTestId('balance-rcoin')).toHaveText('100');
  await expectAccessible(page);

  await page
    .getByRole('region', { name: 'Top Up Successful' })
    .getByRole('link', { name: 'Top Up History' })
    .click();
  await expect(page).toHaveTitle(/^Redeem History \| /);
  const row = page.getByTestId('topup-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(reference);
  await expect(row).toContainText('Payment');
  await expect(row).toContainText('(₱100.00)');
  expect(consoleErrors).toEqual([]);
});

test('the success page waits for confirmation, then shows the credit when the payment lands', async ({
  signedInPage: page,
}) => {
  // The player's own session: the fake checkout's Pay acts only for the order's player.
  const request = page.request;
  await page.goto('/topup');
  await page
    .getByTestId('topup-package')
    .filter({ hasText: 'Adventurer' })
    .getByRole('button', { name: /^Pay / })
    .click();
  await expect(page).toHaveURL(/\/topup\/checkout\//);
  const checkoutId = new URL(page.url()).pathname.split('/').at(-1)!;
  const checkout = await (await request.get(`/api/payments/fake/checkouts/${checkoutId}`)).json();

  // The player comes back before the provider confirms: the page says it is waiting, and asks again.
  await page.goto(`/topup/success?order=${checkout.reference}`);
  await expect(page.getByTestId('topup-result')).toHaveText(
    'Waiting for confirmation from the payment provider…',
  );
  await expect(page.getByTestId('balance-rcoin')).toHaveText('0');
  const paid = await request.post(`/api/payments/fake/checkouts/${checkoutId}/pay`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(paid.status()).toBe(200);
  await expect(page.getByTestId('topup-result')).toHaveText('525 R-Coin added.');
  await expect(page.getByTestId('balance-rcoin')).toHaveText('525');
});

test('a cancelled top-up charges nothing and credits nothing', async ({ signedInPage: page }) => {
  test.setTimeout(90_000);
  await page.goto('/topup');
  await page
    .getByTestId('topup-package')
    .filter({ hasText: 'Hero' })
    .getByRole('button', { name: /^Pay / })
    .click();
  await expect(page).toHaveURL(/\/topup\/checkout\//);
  await page.getByRole('button', { name: 'Fail' }).click();
  await expect(page).toHaveURL(/\/topup\/cancel\?order=TU-/);
  await expect(page.getByRole('heading', { name: 'Top Up Cancelled' })).toBeVisible();
  await expect(page.getByText(/nothing was charged/)).toBeVisible();
  await expect(page.getByTestId('balance-rcoin')).toHaveText('0');
  await expectAccessible(page);
  await page.goto('/topuphistory');
  await expect(page).toHaveTitle(/^Redeem History \| /, { timeout: 20_000 });
  await expect(page.getByText('No Data')).toBeVisible({ timeout: 20_000 });
});

test('only the order’s player can pay its fake checkout; another player is told so', async ({
  signedInPage: page,
  browser,
}) => {
  test.setTimeout(90_000);
  await page.goto('/topup');
  await page
    .getByTestId('topup-package')
    .filter({ hasText: 'Starter' })
    .getByRole('button', { name: /^Pay / })
    .click();
  await expect(page).toHaveURL(/\/topup\/checkout\/cs_fake_/);
  const checkoutUrl = page.url();

  const other = await browser.newContext({ baseURL: new URL(checkoutUrl).origin });
  try {
    const stranger = await other.newPage();
    await signInByApi(stranger, await createPlayer());
    await stranger.goto(checkoutUrl);
    await stranger.getByRole('button', { name: 'Pay', exact: true }).click();
    await closeDialog(
      stranger,
      'This checkout belongs to another player’s order. Sign in as that player to pay it.',
    );
    await expect(stranger).toHaveURL(checkoutUrl);
  } finally {
    await other.close();
  }

  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByTestId('topup-result')).toHaveText('100 R-Coin added.');
});
