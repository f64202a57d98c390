import type { Page } from '@playwright/test';
import { createVouchers } from '../../src/server/modules/vouchers/service.ts';
import { fil } from './filipino.ts';
import { expect, grant, test, uniqueId, withDatabase } from './fixtures.ts';

/**
 * A new player's first visit in Filipino on a 360 px phone (docs/product/languages.md): the header's choice,
 * then register, sign in, redeem a voucher, buy, and write a ticket, every step read in Filipino; then a
 * later visit comes in Filipino from the server's first byte. The texts come from the Filipino catalogs
 * (filipino.ts), so a page still in English fails here.
 */
test.use({ viewport: { width: 360, height: 780 } });
test.beforeEach(async ({ browserName: _browser }, info) => {
  test.skip(info.project.name !== 'phone', 'a phone walk');
});

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The site's dialog showing `text`: checked, then closed with its OK. */
async function closeDialogFil(page: Page, text: string | RegExp): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: text });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: fil('ui.dialog.ok') }).tap();
  await expect(dialog).toBeHidden();
}

test('in Filipino at 360 px: register, sign in, redeem, buy and a ticket; the choice is kept', {
  tag: '@phone',
}, async ({ page, consoleErrors }) => {
  // Two argon2 hashes, a purchase, an upload-free ticket and a dozen page loads on a shared 2-core machine.
  test.setTimeout(150_000);

  // The choice: the browser asks for English; the header's choice draws the page again in Filipino.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByLabel('Language').selectOption('fil');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await expect(page.getByRole('navigation', { name: fil('shell.compactMenu') })).toBeVisible();

  // Register: the form's own messages, then the server's answer, in Filipino.
  await page.goto('/register');
  await expect(page).toHaveTitle(new RegExp(`^${escaped(fil('accounts.register.title'))} \\| `));
  const form = page.getByRole('form', { name: fil('accounts.register.form') });
  await form.getByRole('button', { name: fil('accounts.register.submit') }).tap();
  await expect(form.getByText(fil('api.account.usernameRequired'), { exact: true })).toBeVisible();
  const userId = uniqueId();
  const password = 'Tinola-Sabaw-8';
  await form.getByLabel(fil('accounts.field.userId')).fill(userId);
  await form.getByLabel(fil('accounts.field.email')).fill(`${userId}@example.com`);
  await form.getByLabel(fil('accounts.field.firstName')).fill('Lito');
  await form.getByLabel(fil('accounts.field.lastName')).fill('Lapid');
  await form.getByLabel(fil('accounts.field.password'), { exact: true }).fill(password);
  await form.getByLabel(fil('accounts.field.confirmPassword')).fill(password);
  await form
    .getByLabel(fil('accounts.field.secretQuestion'), { exact: true })
    .selectOption({ label: fil('accounts.secretQuestion.5') });
  await form.getByLabel(fil('accounts.field.secretAnswer')).fill('Whitey');
  await form.getByLabel(fil('accounts.agreeTerms')).check();
  await form.getByRole('button', { name: fil('accounts.register.submit') }).tap();
  await closeDialogFil(page, fil('api.account.registered'));

  // Sign in on the sign-in page.
  await page.goto('/login');
  const signIn = page.locator('main').getByRole('form', { name: fil('account.signIn') });
  await signIn.getByLabel(fil('ui.signIn.username')).fill(userId);
  await signIn.getByLabel(fil('ui.signIn.password')).fill(password);
  await signIn.getByRole('button', { name: fil('ui.signIn.submit') }).tap();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');

  // Redeem a voucher of this test's own.
  const [voucher] = await withDatabase((db) =>
    createVouchers(db, { value: 1000, currency: 'rcoin', count: 1, batch: 'e2e-fil' }),
  );
  await page.goto('/topup');
  await page.getByRole('button', { name: fil('ui.redeem.submit') }).tap();
  await expect(page.getByText(fil('api.shop.voucherRequired'))).toBeVisible();
  await page.getByLabel(fil('ui.redeem.code')).fill(voucher!);
  await page.getByRole('button', { name: fil('ui.redeem.submit') }).tap();
  await closeDialogFil(page, fil('api.shop.voucherRedeemed', { amount: '1,000', currency: 'R-Coin' }));

  // Buy now, with the question, in Filipino.
  await grant(userId, 5000);
  await page.goto('/itemshop?category=0&page=1');
  const card = page
    .getByRole('region', { name: fil('itemShop.items') })
    .getByTestId('item-card')
    .first();
  const name = (await card.getAttribute('aria-label'))!;
  await card.getByRole('button', { name: fil('itemShop.buyNow', { name }) }).tap();
  const question = page.getByRole('dialog').filter({ hasText: fil('itemShop.confirmBuy') });
  await question.getByRole('button', { name: fil('shopPage.yes') }).tap();
  await closeDialogFil(page, fil('api.shop.bought'));

  // A ticket.
  await page.goto('/ticket');
  const ticket = page.getByRole('form', { name: fil('tickets.submitATicket') });
  await ticket.getByLabel(fil('tickets.category')).selectOption({ label: fil('tickets.categories.payment') });
  await ticket.getByLabel(fil('tickets.subject')).fill(`Top-up ${uniqueId('s')}`);
  await ticket.getByLabel(fil('tickets.message')).fill('Nagbayad ako ng 100 PHP, wala pa sa account ko.');
  await ticket.getByRole('button', { name: fil('tickets.submit.button') }).tap();
  const created = escaped(fil('api.ticket.created', { number: '0' })).replace('0', '\\d+');
  await closeDialogFil(page, new RegExp(created));

  // A later visit: the server sends Filipino from its first byte, before any script runs.
  const later = await page.context().newPage();
  const answer = await later.goto('/news');
  const html = (await answer?.text()) ?? '';
  expect(html).toContain('<html lang="fil"');
  expect(html).toContain(fil('shell.compactMenu'));
  await expect(later.locator('html')).toHaveAttribute('lang', 'fil');
  expect(consoleErrors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
});
