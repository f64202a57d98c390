import { expect, test } from './fixtures.ts';

/**
 * The console against the real API (no page.route): an administrator publishes a news article and then
 * finds that change in the audit log, with who made it and the subject's new value.
 */
test('an administrator finds their own news change in the audit log', async ({ adminPage: page }) => {
  await page.goto('/');
  const subject = `Audit walk ${Date.now()}`;
  // Sent by the page itself, as the console will, so the cookie and the same-site headers are real.
  const status = await page.evaluate(async (title) => {
    const res = await fetch('/api/news', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify({ type: 0, subject: title, content: '<p>Hello</p>', author: 'GM' }),
    });
    return res.status;
  }, subject);
  expect(status).toBe(200);

  await page.goto('/admin/audit?action=news.create');
  const row = page.getByRole('row').filter({ hasText: subject });
  await expect(row).toBeVisible();
  await expect(row).toContainText('news.create');
});
