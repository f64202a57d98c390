import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, uniqueId } from './fixtures.ts';

/**
 * An operator sets the site name, the support chat and the forum, and rewrites the privacy policy; a player
 * then sees all of it. The e2e server is shared by every spec, so the settings are put back at the end.
 */
const DEFAULTS = { siteName: 'Ran Online PH', supportChatUrl: 'https://m.me/', forumUrl: null };

async function putSettings(page: Page, body: object): Promise<number> {
  return page.evaluate(async (settings) => {
    const res = await fetch('/api/admin/site', {
      method: 'PUT',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify(settings),
    });
    return res.status;
  }, body);
}

test('an operator changes the site settings and the privacy policy; a player sees them', async ({
  adminPage: page,
  browser,
}) => {
  const name = `Ran ${uniqueId('s')}`.slice(0, 40);
  const forum = `https://forum.example.org/${uniqueId('f')}/`;
  const privacy = `We keep only what the game needs (${uniqueId('p')}).`;
  try {
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { name: 'Site settings' })).toBeVisible();
    await expectAccessible(page);

    // A bad address is refused with the server's message, and nothing is saved.
    await page.getByLabel('Forum address').fill('forum.example.org');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('alert')).toContainText('Forum address must be a full web address');

    await page.getByLabel('Site name').fill(name);
    await page.getByLabel('Support chat link').fill('https://discord.gg/ran-e2e');
    await page.getByLabel('Forum address').fill(forum);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();

    await page.goto('/admin/pages');
    await page.getByRole('link', { name: 'Edit Privacy Policy' }).click();
    await expect(page.getByRole('heading', { name: 'Edit /privacy-policy' })).toBeVisible();
    await expectAccessible(page);
    await page
      .getByLabel('Text (HTML)')
      .fill(`<h2>Your data</h2><p>${privacy}</p><script>window.__xss=1</script>`);
    await page.getByRole('button', { name: 'Save page' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Page saved' })).toBeVisible();

    // A player in a browser of their own.
    const context = await browser.newContext();
    const player = await context.newPage();
    await player.goto('/credits');
    await expect(player).toHaveTitle(`Credits | ${name}`);
    const footer = player.locator('footer');
    await expect(footer).toContainText(`Copyright © 2025 ${name}.`);
    await expect(footer.getByRole('link', { name: 'Forum' })).toHaveAttribute('href', forum);
    const sideForum = player.getByRole('link', { name: /Visit the Forum/ });
    await expect(sideForum).toHaveAttribute('href', forum);
    await expect(player.getByRole('link', { name: /Talk to an Agent/ }).last()).toHaveAttribute(
      'href',
      'https://discord.gg/ran-e2e',
    );

    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(player).toHaveURL(/\/privacy-policy$/);
    await expect(player.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(player.locator('main')).toContainText(privacy);
    await expect(player.locator('main')).toContainText(/Last updated \w+ \d+, \d{4}/);
    expect(await player.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    await expectAccessible(player);
    await context.close();
  } finally {
    expect(await putSettings(page, DEFAULTS)).toBe(200);
  }
});

test('with no forum set, the forum links are hidden', async ({ page }) => {
  await page.goto('/credits');
  await expect(page.locator('footer').getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
  await expect(page.locator('footer').getByRole('link', { name: 'Forum' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Visit the Forum/ })).toHaveCount(0);
});
