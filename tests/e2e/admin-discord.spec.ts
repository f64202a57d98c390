import { randomInt } from 'node:crypto';
import { expect, expectAccessible, test } from './fixtures.ts';

/**
 * The console's Discord page against the browser tests' server, whose DISCORD_API_ORIGIN is a loopback
 * stand-in of Discord's webhook endpoint (tests/e2e/serve.ts): an operator adds a webhook, a foreign
 * address is refused, Test shows Discord's answer, and the webhook is removed again.
 */
test('an administrator adds a Discord webhook, tests it and sees the answer', async ({
  adminPage: page,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'one walk: the webhooks are global');
  const id = `1${String(randomInt(10 ** 9)).padStart(9, '0')}${String(randomInt(10 ** 8)).padStart(8, '0')}`;
  const token = `e2e-${'x'.repeat(40)}-${String(randomInt(10 ** 6)).padStart(6, '0')}`;
  const name = `E2E ${id.slice(-5)}`;
  await page.goto('/admin');
  await page.getByRole('navigation').getByRole('link', { name: 'Discord' }).click();
  await expect(page).toHaveURL(/\/admin\/discord$/);
  await expect(page.getByRole('heading', { name: 'Discord', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Add a webhook' }).click();
  const form = page.getByRole('form', { name: 'Add a webhook' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Webhook URL').fill(`https://evil.example/api/webhooks/${id}/${token}`);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toContainText('This is not a Discord webhook address');
  await form.getByLabel('Webhook URL').fill(`https://discord.com/api/webhooks/${id}/${token}`);
  await form.getByRole('checkbox', { name: /staff's economy log/ }).check();
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();

  const item = page.getByTestId('discord-webhook').filter({ hasText: name });
  await expect(item).toContainText(id);
  await expect(item).toContainText(`••••••••${token.slice(-4)}`);
  await expect(item).not.toContainText(token);
  await expect(item).toContainText("news, maintenance, the staff's economy log");
  await item.getByRole('button', { name: `Test ${name}` }).click();
  await expect(item.getByTestId('discord-test-answer')).toHaveText(
    'Discord accepted the test message (200 OK).',
  );
  await expectAccessible(page);

  await item.getByRole('button', { name: `Remove ${name}` }).click();
  await item.getByRole('button', { name: `Yes, remove ${name}` }).click();
  await expect(page.getByTestId('discord-webhook').filter({ hasText: name })).toHaveCount(0);
});
