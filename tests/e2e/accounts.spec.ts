import {
  AJAX,
  closeDialog,
  expect,
  expectAccessible,
  mailbox,
  signInThroughLoginPage,
  test,
  uniqueId,
} from './fixtures.ts';

/**
 * Player accounts (issue 4), walked in Chromium against the production build: mail really goes through
 * the loopback SMTP server and the tests follow the links in it. Desktop only: the walks are long and each
 * registration counts against the per-address limit the two projects would share.
 */
// Long walks with several argon2 hashes each: give them room on a busy two-core machine.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ browserName: _browser }, info) => {
  test.skip(info.project.name !== 'desktop', 'desktop walk only');
});

test('register (with its validation messages), verify by mail, sign in from the side box, sign out', async ({
  page,
  consoleErrors,
}) => {
  // A walk of argon2 hashes, a mail and four page loads, first in the run while both sites still start
  // their background work: a bound of minutes, not the default 45 s.
  test.setTimeout(120_000);
  await page.goto('/register');
  await expect(page).toHaveTitle(/^Register \| /);
  const form = page.getByRole('form', { name: 'Registration' });
  await form.getByRole('button', { name: 'Register' }).click();
  for (const message of [
    'Username is required.',
    'Email is required.',
    'Password is required.',
    'Confirm - Password is required.',
  ]) {
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  }
  await form.getByLabel('E-mail').fill('not-an-address');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByText('Enter a valid email address.')).toBeVisible();
  await expectAccessible(page);

  const userId = uniqueId();
  const email = `${userId}@example.com`;
  await form.getByLabel('User ID').fill(userId);
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('First name').fill('Lito');
  await form.getByLabel('Last name').fill('Lapid');
  // Passes the client's checks; the server refuses it as too common: asterisk lines, one per error.
  await form.getByLabel('Password', { exact: true }).fill('password123');
  await form.getByLabel('Confirm password').fill('password123');
  await form.getByLabel('Secret question').selectOption({ label: 'What is the name of your pet?' });
  await form.getByLabel('Secret answer').fill('Whitey');
  await expect(form.getByLabel('Country')).toHaveValue('PH');
  await expect(form.getByRole('radio', { name: 'Male', exact: true })).toBeChecked();
  await form.getByLabel(/I agree to the terms/).check();
  await form.getByRole('button', { name: 'Register' }).click();
  await closeDialog(page, '* That password is too common');
  await expect(page.getByTestId('register-errors')).toHaveText(/^\* That password is too common/);

  await form.getByLabel('Password', { exact: true }).fill('Tinola-Sabaw-8');
  await form.getByLabel('Confirm password').fill('Tinola-Sabaw-8');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('dialog')).toContainText('Registration successful!');
  await expect(page).toHaveURL(/\/$/, { timeout: 3000 });
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

  // Side account box on the home page.
  const box = page.getByRole('form', { name: 'Sign in' });
  await box.getByLabel('User ID').fill(userId);
  await box.getByLabel('Password').fill('Tinola-Sabaw-8');
  await box.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('account-card')).toContainText(userId);

  await page.goto('/user');
  await expect(page.getByTestId('verify-reminder')).toBeVisible();
  await expect(page.getByTestId('account-info')).toContainText('(not verified)');
  const letter = await mailbox.waitFor(email, { subject: /verify your e-mail/ });
  await page.goto(mailbox.link(letter, '/verify-email'));
  await expect(page.getByTestId('verify-result')).toHaveText('Thank you! Your e-mail address is verified.');
  await expect(page).toHaveURL(/\/verify-email$/); // the token is dropped from the address bar
  await page.goto('/user');
  await expect(page.getByTestId('account-info')).toContainText('(verified)');
  await expect(page.getByTestId('verify-reminder')).toHaveCount(0);
  await expect(page.getByText('No characters yet.')).toBeVisible();
  await expectAccessible(page);

  await page.getByTestId('account-card').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/user');
  await expect(page).toHaveURL(/\/login$/);
  expect(consoleErrors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
});

test('account update with password confirmation, whitelist, then password change with the secret answer', async ({
  signedInPage: page,
  newPlayer: player,
}) => {
  await page.goto('/user');
  await expect(page.getByTestId('user-ip')).toHaveText(/\d+\.\d+\.\d+\.\d+|::1|::ffff/);
  await page.getByRole('button', { name: 'Whitelist my current address' }).click();
  await closeDialog(page, 'whitelisted');

  const details = page.getByRole('form', { name: 'Account details' });
  await details.getByLabel('First name').fill('Andres');
  await details.getByLabel('Phone number').fill('+63 912 345 6789');
  await details.getByRole('button', { name: 'Update details' }).click();
  let prompt = page.getByRole('dialog', { name: 'Confirm your password' });
  await prompt.getByLabel('Password').fill('Wrong-Password-1');
  await prompt.getByRole('button', { name: 'Confirm' }).click();
  await closeDialog(page, 'Password is incorrect. Please try again.');
  await details.getByRole('button', { name: 'Update details' }).click();
  prompt = page.getByRole('dialog', { name: 'Confirm your password' });
  await prompt.getByLabel('Password').fill(player.password);
  await prompt.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await closeDialog(page, 'Your account details have been updated');

  await signInThroughLoginPage(page, player.userId, player.password);
  await page.goto('/user');
  await expect(page.getByTestId('account-info')).toContainText('Andres Reyes');
  await expect(page.getByTestId('account-info')).toContainText('+63 912 345 6789');

  await page.goto('/changepassword');
  const change = page.getByRole('form', { name: 'Change password' });
  await change.getByRole('button', { name: 'Change Password' }).click();
  for (const message of [
    'Current Password is required.',
    'New Password is required.',
    'Retype New Password is required.',
  ]) {
    await expect(change.getByText(message, { exact: true })).toBeVisible();
  }
  await change.getByLabel('Current Password').fill(player.password);
  await change.getByLabel('New Password', { exact: true }).fill('Adobo-Rice-2027');
  await change.getByLabel('Retype New Password').fill('Adobo-Rice-2028');
  await change.getByRole('button', { name: 'Change Password' }).click();
  await expect(change.getByText('New Password and Re-Enter Password Does not match!')).toBeVisible();
  await change.getByLabel('Retype New Password').fill('Adobo-Rice-2027');
  await change.getByRole('button', { name: 'Change Password' }).click();
  prompt = page.getByRole('dialog', { name: 'Secret question' });
  await expect(prompt).toContainText('In what town did you grow up?');
  await prompt.getByLabel('In what town did you grow up?').fill('Cebu');
  await prompt.getByRole('button', { name: 'Confirm' }).click();
  await closeDialog(page, 'Secret Answer is incorrect. Please try again.');
  await change.getByRole('button', { name: 'Change Password' }).click();
  prompt = page.getByRole('dialog', { name: 'Secret question' });
  await prompt.getByLabel('In what town did you grow up?').fill(player.answer);
  await prompt.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('dialog')).toContainText('SUCCESS!!');
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await signInThroughLoginPage(page, player.userId, 'Adobo-Rice-2027');
});

test('find ID and reset the password by mail', async ({ page, newPlayer: player }) => {
  await page.goto('/findaccount');
  await expect(page).toHaveTitle(/^Find Account \| /);
  const findId = page.getByRole('form', { name: 'Find User ID' });
  const findPw = page.getByRole('form', { name: 'Find Password' });
  await findId.getByRole('button', { name: 'Find User ID' }).click();
  await expect(findId.getByText('Email Address is required to retrieve your UserID.')).toBeVisible();
  await findId.getByLabel('E-mail address').fill('nope');
  await findId.getByRole('button', { name: 'Find User ID' }).click();
  await expect(findId.getByText('Enter a valid email address.')).toBeVisible();
  await findPw.getByRole('button', { name: 'Find Password' }).click();
  await expect(findPw.getByText('User ID is required to retrieve your Password.')).toBeVisible();
  await expect(findPw.getByText('Email Address is required to retrieve your Password.')).toBeVisible();
  await expectAccessible(page);

  await findId.getByLabel('E-mail address').fill(player.email);
  await findId.getByRole('button', { name: 'Find User ID' }).click();
  await closeDialog(page, 'we have sent its User ID there');
  const idLetter = await mailbox.waitFor(player.email, { subject: /your User ID/ });
  expect(idLetter.text).toContain(player.userId);
  expect(idLetter.text).not.toContain(player.password);

  await findPw.getByLabel('User ID').fill(player.userId);
  await findPw.getByLabel('E-mail address').fill(player.email);
  await findPw.getByRole('button', { name: 'Find Password' }).click();
  await closeDialog(page, 'we have sent a link to set a new password');
  const resetLetter = await mailbox.waitFor(player.email, { subject: /set a new password/ });
  expect(resetLetter.text).not.toContain(player.password);
  await page.goto(mailbox.link(resetLetter, '/reset-password'));
  const reset = page.getByRole('form', { name: 'Set a new password' });
  await reset.getByLabel('New Password', { exact: true }).fill('Sinigang-Hot-5');
  await reset.getByLabel('Retype New Password').fill('Sinigang-Hot-6');
  await reset.getByRole('button', { name: 'Set new password' }).click();
  await expect(reset.getByText('New Password and Re-Enter Password Does not match!')).toBeVisible();
  await reset.getByLabel('Retype New Password').fill('Sinigang-Hot-5');
  await reset.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await closeDialog(page, 'Your new password is set');
  await signInThroughLoginPage(page, player.userId, 'Sinigang-Hot-5');
});

test('a reset link survives reloads and a refused password until it is used', async ({
  page,
  newPlayer: player,
}) => {
  const since = Date.now();
  const asked = await page.request.post('/api/findPassword', {
    headers: AJAX,
    data: { findPWID: player.userId, findPWEmail: player.email },
  });
  expect(asked.status()).toBe(200);
  const letter = await mailbox.waitFor(player.email, { subject: /set a new password/, since });
  const link = mailbox.link(letter, '/reset-password');
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=[\w-]{40,}$/); // PUBLIC_URL

  const reset = page.getByRole('form', { name: 'Set a new password' });
  await page.goto(link);
  await expect(reset).toBeVisible();
  // Reloading before submitting (or React re-rendering the page) must not lose the link.
  await page.reload();
  await expect(reset).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(page.url()).toContain('token=');

  // A refused password keeps the link usable, in the page and after another reload.
  await reset.getByLabel('New Password', { exact: true }).fill('qwertyuiop');
  await reset.getByLabel('Retype New Password').fill('qwertyuiop');
  await reset.getByRole('button', { name: 'Set new password' }).click();
  await closeDialog(page, 'too common');
  await page.reload();
  await reset.getByLabel('New Password', { exact: true }).fill('Pancit-Canton-3');
  await reset.getByLabel('Retype New Password').fill('Pancit-Canton-3');
  await reset.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await closeDialog(page, 'Your new password is set');
  await signInThroughLoginPage(page, player.userId, 'Pancit-Canton-3');
});
