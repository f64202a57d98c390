import { newId, paidEventBody } from '../../src/server/modules/payments/paymongo-resources.ts';
import { signatureHeader } from '../../src/server/modules/payments/paymongo-signature.ts';
import { AJAX, expect, expectAccessible, test, uniqueId } from './fixtures.ts';

/** A paid event, signed with the e2e server's webhook secret, for a checkout the site never made. */
function unknownSessionEvent() {
  const eventId = newId('evt');
  const body = paidEventBody(
    {
      id: newId('cs'),
      reference: 'link_e2e',
      amountCentavos: 25_000,
      currency: 'PHP',
      checkoutUrl: 'https://pm.link/e2e',
      status: 'active',
      payment: { id: newId('pay'), amountCentavos: 25_000, currency: 'PHP' },
    },
    eventId,
  );
  const stamp = Math.floor(Date.now() / 1000);
  return { eventId, body, signature: signatureHeader(String(process.env.E2E_WEBHOOK_SECRET), stamp, body) };
}

/**
 * The console's top-up pages against the real site (docs/product/payments.md): an administrator adds a
 * package, sees it on /topup, withdraws it; then finds an order, re-checks it at the (fake) provider, and
 * finds it among the paid ones once the payment lands. Desktop only: the console is an operator's screen.
 */
test.beforeEach(async ({ browserName: _browser }, info) => {
  test.skip(info.project.name !== 'desktop', 'console walk on desktop');
});

test('packages: add one, see it on /topup, withdraw it', async ({ adminPage: page, consoleErrors }) => {
  const name = uniqueId('Pack').slice(0, 16);
  await page.goto('/admin/topup-packages');
  await expect(page).toHaveTitle(/^Top-up packages \| /);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Price (₱)').fill('10');
  await page.getByLabel('R-Coin', { exact: true }).fill('123');
  await page.getByRole('button', { name: 'Add package' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The price must be from ₱20.00 to ₱100,000.00, in whole centavos.',
  );
  await page.getByLabel('Price (₱)').fill('123.45');
  await page.getByLabel('Bonus R-Coin').fill('7');
  await page.getByLabel('Order on the page').fill('99');
  await page.getByRole('button', { name: 'Add package' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Saved “${name}”.` })).toBeVisible();
  const row = page.getByTestId('topup-package-row').filter({ hasText: name });
  await expect(row).toContainText('₱123.45');
  await expectAccessible(page);

  await page.goto('/topup');
  // The card's heading is set in capitals by CSS, which innerText reflects.
  const card = page.getByTestId('topup-package').filter({ hasText: new RegExp(name, 'i') });
  await expect(card).toContainText('123 R-Coin +7 bonus');

  await page.goto('/admin/topup-packages');
  await page.getByRole('button', { name: `Edit package ${name}` }).click();
  await page.getByLabel('On sale').uncheck();
  await page.getByRole('button', { name: 'Save package' }).click();
  await expect(page.getByTestId('topup-package-row').filter({ hasText: name })).toContainText('No');
  await page.goto('/topup');
  await expect(page.getByTestId('topup-package').first()).toBeVisible();
  await expect(page.getByTestId('topup-package').filter({ hasText: new RegExp(name, 'i') })).toHaveCount(0);
  // The one refused save (400) is the browser's only complaint.
  expect(consoleErrors).toEqual([
    'Failed to load resource: the server responded with a status of 400 (Bad Request)',
  ]);
});

test('orders: a pending order is re-checked, then listed as paid once the payment lands', async ({
  adminPage: page,
}) => {
  const packages = await (await page.request.get('/api/topup/packages')).json();
  const made = await page.request.post('/api/topup/orders', {
    headers: AJAX,
    data: { packageId: packages.packages[0].id },
  });
  const { reference, checkoutUrl } = await made.json();
  await page.goto('/admin/payments?status=pending');
  await expect(page).toHaveTitle(/^Top-up orders \| /);
  const row = page.getByTestId('payment-order').filter({ hasText: reference });
  await expect(row).toContainText('pending');
  await expect(row).toContainText(/cs_fake_[0-9a-f]{24}/);
  await expectAccessible(page);
  await row.getByRole('button', { name: `Re-check order ${reference}` }).click();
  await expect(page.getByTestId('recheck-note')).toHaveText(
    `${reference}: The provider has no payment for it yet; the order stays pending.`,
  );

  const checkoutId = String(checkoutUrl).split('/').at(-1);
  await page.request.post(`/api/payments/fake/checkouts/${checkoutId}/pay`, { headers: AJAX });
  await page.getByLabel('Status').selectOption('paid');
  await expect(page).toHaveURL(/status=paid/);
  const paid = page.getByTestId('payment-order').filter({ hasText: reference });
  await expect(paid).toContainText('paid');
  await expect(paid).toContainText(/pay_fake_[0-9a-f]{24}/);
});

test('payments page: methods are a setting, and an event PayMongo sent for a checkout the site never made needs attention', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/payments');
  const methods = page.getByRole('form', { name: 'Payment methods' });
  await expect(methods.getByRole('checkbox', { name: /QR Ph/ })).toBeChecked();
  await methods.getByRole('checkbox', { name: /QR Ph/ }).uncheck();
  await methods.getByRole('button', { name: 'Save payment methods' }).click();
  await expect(methods.getByRole('alert')).toHaveText('Keep at least one payment method.');
  await methods.getByRole('checkbox', { name: /QR Ph/ }).check();
  await methods.getByRole('checkbox', { name: /GCash/ }).check();
  await methods.getByRole('button', { name: 'Save payment methods' }).click();
  await expect(methods.getByRole('status')).toHaveText('Payment methods saved.');
  await page.reload();
  await expect(
    page.getByRole('form', { name: 'Payment methods' }).getByRole('checkbox', { name: /GCash/ }),
  ).toBeChecked();
  await expectAccessible(page);
  // Back to the default, so the other walks see what a new site offers.
  const { version } = await (await page.request.get('/api/admin/payments/settings')).json();
  await page.request.put('/api/admin/payments/settings', {
    headers: AJAX,
    data: { methods: ['qrph'], version },
  });

  // A paid event for a checkout this site never made (a Payment Link's), signed as PayMongo signs it.
  const { body, signature, eventId } = unknownSessionEvent();
  const hook = await page.request.post('/api/payments/paymongo/webhook', {
    headers: { 'content-type': 'application/json', 'paymongo-signature': signature },
    data: body,
  });
  expect(hook.status()).toBe(200);
  await page.reload();
  const row = page.getByTestId('attention-row').filter({ hasText: eventId });
  await expect(row).toContainText('Not a checkout of this site');
  await expect(row).toContainText('₱250.00');
  await row.getByRole('button', { name: `Mark resolved event ${eventId}` }).click();
  await expect(page.getByText(`Event ${eventId} is marked resolved.`)).toBeVisible();
  await expect(page.getByTestId('attention-row').filter({ hasText: eventId })).toHaveCount(0);
});
