import type { Page } from '@playwright/test';
import { sql } from 'kysely';
import { base32Decode, totpCode, totpStep } from '../../src/server/security/totp.ts';
import { FACTOR_MESSAGES } from '../../src/shared/contracts/second-factor.ts';
import {
  closeDialog,
  expect,
  expectAccessible,
  mailbox,
  signInByApi,
  test,
  uniqueId,
  withDatabase,
} from './fixtures.ts';

/**
 * A staff member turns on two-step sign-in in the console and signs in with it through the login page; the
 * codes are computed here from the secret the page showed, as an authenticator app would. The site runs on
 * the real clock and a code never works twice, so each code is of the current 30-second step or, when that
 * one was used already, the next (the site accepts one step either side): no waiting for the clock.
 */
function authenticator(secret: string) {
  let lastStep = 0;
  return () => {
    const step = Math.max(totpStep(new Date()), lastStep + 1);
    lastStep = step;
    return totpCode(base32Decode(secret) as Buffer, step);
  };
}

async function makeStaff(userId: string): Promise<void> {
  await withDatabase((db) =>
    db.updateTable('users').set({ user_type: 11 }).where('user_id', '=', userId).execute(),
  );
}

async function signOut(page: Page): Promise<void> {
  await page.context().clearCookies({ name: 'ran_session' });
  await page.evaluate(() => localStorage.clear());
}

test('a staff member sets up two-step sign-in, signs in with a code, and confirms a voucher batch', async ({
  page,
  newPlayer,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'one walk of the set-up is enough; the pages are the console’s');
  await makeStaff(newPlayer.userId);
  await signInByApi(page, newPlayer);

  await page.goto('/admin/security');
  await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  const secret = (await page.getByTestId('factor-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expectAccessible(page);
  const nextCode = authenticator(secret);
  await page.getByLabel('The six-digit code the app shows').fill(nextCode());
  await page.getByRole('button', { name: 'Turn on' }).click();
  const recovery = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(recovery).toHaveCount(10);
  const recoveryCode = (await recovery.first().textContent()) ?? '';
  await page.getByRole('button', { name: 'I have kept them' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'On. 10 of 10 recovery codes left.' }),
  ).toBeVisible();

  // Signing in again: the password, then the code.
  await signOut(page);
  const since = Date.now();
  await page.goto('/login');
  const form = page.locator('main').getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Username').fill(newPlayer.userId);
  await form.getByLabel('Password').fill(newPlayer.password);
  await form.getByRole('button', { name: 'Login' }).click();
  const code = form.getByLabel(/Code from your authenticator app/);
  await expect(code).toBeFocused();
  await code.fill(nextCode());
  await form.getByRole('button', { name: 'Verify' }).click();
  await closeDialog(page, `Welcome, ${newPlayer.userId}!`);
  await expect(page).toHaveURL(/\/$/);
  // This browser had never signed in to the account: the account is told.
  const letter = await mailbox.waitFor(newPlayer.email, {
    subject: /new sign-in to your staff account/,
    since,
  });
  expect(letter.text).toContain('Address: 127.0.0.1');

  // The sign-in's proof is older than the step-up window: a voucher batch asks for a code (here a recovery
  // code, which works once), then is made.
  await withDatabase((db) =>
    sql`update sessions set factor_verified_at = now() - interval '10 minutes'
        where user_num = (select user_num from users where user_id = ${newPlayer.userId})`.execute(db),
  );
  await page.goto('/admin/vouchers');
  const name = uniqueId('stepup');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Value of each code').fill('5');
  await page.getByLabel('Number of codes').fill('2');
  await page.getByRole('button', { name: 'Make codes' }).click();
  const prompt = page.getByRole('dialog', { name: 'Confirm with your code' });
  await expect(prompt).toBeVisible();
  await prompt.getByLabel('Code').fill(recoveryCode);
  await prompt.getByRole('button', { name: 'Confirm' }).click();
  await expect(prompt).toBeHidden();
  await expect(page.getByRole('region', { name: `2 codes of “${name}”` }).getByRole('listitem')).toHaveCount(
    2,
  );
});

test('a staff member the site requires to set up two-step sign-in is sent to the Security page', async ({
  adminPage: page,
}) => {
  // The setting is global on the shared e2e server, so the server's refusal is played here: every console
  // API but the set-up answers as it does while the operator requires a factor this administrator lacks.
  await page.route('**/api/admin/**', (route) =>
    route.request().url().includes('/api/admin/factor')
      ? route.continue()
      : route.fulfill({
          status: 403,
          json: { code: 'second_factor_enrolment_required', message: FACTOR_MESSAGES.enrolmentRequired },
        }),
  );
  await page.goto('/admin/audit');
  await expect(page).toHaveURL(/\/admin\/security$/);
  await expect(page.getByRole('alert').filter({ hasText: FACTOR_MESSAGES.enrolmentRequired })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set up two-step sign-in' })).toBeVisible();
});
