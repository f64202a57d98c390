import type { Page } from '@playwright/test';
import { expect, expectAccessible, mailbox, test, uniqueId } from './fixtures.ts';

/**
 * An operator sets the site name, the support chat and the forum, and rewrites the privacy policy; a player
 * then sees all of it. The e2e server is shared by every spec and both projects, so the settings are
 * changed by the desktop walk alone and put back at the end; the phone walk edits another page and saves
 * no settings.
 */
const DEFAULTS = { siteName: 'Ran Online PH', supportChatUrl: 'https://m.me/', forumUrl: null };

/** Puts the settings back as a form would: from the version it reads first. */
async function putSettings(page: Page, body: object): Promise<number> {
  return page.evaluate(async (settings) => {
    const headers = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
    const { version } = await (
      await fetch('/api/admin/site', { credentials: 'same-origin', headers })
    ).json();
    const res = await fetch('/api/admin/site', {
      method: 'PUT',
      credentials: 'same-origin',
      headers,
      body: JSON.stringify({ ...settings, version }),
    });
    return res.status;
  }, body);
}

test('an operator changes the site settings and the privacy policy; a player sees them', async ({
  adminPage: page,
  browser,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'the settings are global: one walk changes them');
  test.setTimeout(90_000); // a long walk (console, then a player opening the side menu's groups)
  const shot = (p: Page, name: string) =>
    p.screenshot({ path: `test-results/screenshots/${name}-${info.project.name}.png`, fullPage: true });
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

    // The test mail: sent under the new name, and the mail server's answer shown as it came.
    await page.getByRole('button', { name: 'Send me a test mail' }).click();
    const answer = page.getByRole('status').filter({ hasText: 'The mail server accepted the test mail' });
    await expect(answer).toContainText(/Server's answer\s*250 /);
    const to = (await answer.getByRole('definition').first().textContent()) ?? '';
    const letter = await mailbox.waitFor(to, { subject: /test mail/ });
    expect(letter.subject).toBe(`${name}: test mail`);
    expect(letter.fromHeader).toMatch(new RegExp(`^"?${name}"? <`));
    await shot(page, 'admin-settings');

    await page.goto('/admin/pages');
    await page.getByRole('link', { name: 'Edit Privacy Policy' }).click();
    await expect(page.getByRole('heading', { name: 'Edit /privacy-policy' })).toBeVisible();
    // The rich text editor (its own chunk): what is typed there is what players read.
    const editor = page.getByRole('textbox', { name: 'Text', exact: true });
    await expect(editor).toBeVisible();
    await expectAccessible(page);
    await editor.fill(privacy);
    await page.getByRole('button', { name: 'Save page' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Page saved' })).toBeVisible();
    await shot(page, 'admin-pages');

    // A player in a browser of their own.
    const context = await browser.newContext();
    const player = await context.newPage();
    await player.goto('/credits');
    await expect(player).toHaveTitle(`Credits | ${name}`);
    await expect(player.getByRole('link', { name: `${name} home` })).toHaveAttribute('href', '/');
    const footer = player.locator('footer');
    // The default line's year is the current one in Manila (docs/product/brand.md).
    const year = new Date(Date.now() + 8 * 3600_000).getUTCFullYear();
    await expect(footer).toContainText(`Copyright © ${year} ${name}.`);
    await expect(footer.getByRole('link', { name: 'Forum' })).toHaveAttribute('href', forum);
    // The side menu's groups are folded: open the one to check (one is open at a time).
    const sideGroups = player.getByTestId('link-groups');
    await sideGroups.getByText('Forum', { exact: true }).click();
    const sideForum = player.getByRole('link', { name: /Visit the Forum/ });
    await expect(sideForum).toHaveAttribute('href', forum);
    await sideGroups.getByText('Support', { exact: true }).click();
    await expect(player.getByRole('link', { name: /Join our Discord/ }).last()).toHaveAttribute(
      'href',
      'https://discord.gg/ran-e2e',
    );
    // A Discord invite: the Support menu shows it as a button with the site's icon (docs/product/discord.md).
    const mainMenu = player.getByTestId('main-menu');
    await mainMenu.getByRole('button', { name: 'Support' }).hover();
    const join = mainMenu.getByRole('link', { name: /Join our Discord/ });
    await expect(join).toBeVisible();
    await expect(join).toHaveAttribute('href', 'https://discord.gg/ran-e2e');
    await expect(join).toHaveAttribute('target', '_blank');
    await expect(join.locator('img')).toHaveAttribute('src', /^\/(favicon\.svg|media\/\w+\.png)$/);
    await expect(mainMenu.getByRole('link', { name: /Talk to an Agent/ })).toHaveCount(0);
    await expectAccessible(player);

    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(player).toHaveURL(/\/privacy-policy$/);
    await expect(player.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(player.locator('main')).toContainText(privacy);
    await expect(player.locator('main')).toContainText(/Last updated \w+ \d+, \d{4}/);
    await expectAccessible(player);
    await shot(player, 'privacy-policy');

    // Back to the defaults (no forum): this instance shows the change at once, the forum links are gone.
    expect(await putSettings(page, DEFAULTS)).toBe(200);
    await player.goto('/credits');
    await expect(player).toHaveTitle('Credits | Ran Online PH');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Forum' })).toHaveCount(0);
    await expect(sideGroups.getByText('Ranking', { exact: true })).toBeVisible(); // the side panels are in
    await expect(sideGroups.getByText('Forum', { exact: true })).toHaveCount(0);
    await context.close();
  } finally {
    expect(await putSettings(page, DEFAULTS)).toBe(200);
  }
});

test(
  'on a phone, an operator edits the operation policy; bad settings are refused',
  { tag: '@phone' },
  async ({ adminPage: page, browser }, info) => {
    test.skip(info.project.name !== 'phone', 'the phone walk');
    const text = `Play fair, on a phone (${uniqueId('o')}).`;
    await page.goto('/admin/settings');
    await expect(page.getByLabel('Site name')).toHaveValue(/\S/);
    await expectAccessible(page);
    await page.getByLabel('Support chat link').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('alert')).toContainText('Support chat link must be a full web address');

    await page.goto('/admin/pages');
    await page.getByRole('link', { name: 'Edit Operation Policy' }).click();
    const editor = page.getByRole('textbox', { name: 'Text', exact: true });
    await expect(editor).toBeVisible();
    await expectAccessible(page);
    await editor.fill(text);
    await page.getByRole('button', { name: 'Save page' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Page saved' })).toBeVisible();
    await page.screenshot({ path: 'test-results/screenshots/admin-pages-phone.png', fullPage: true });

    const context = await browser.newContext({ ...info.project.use });
    const player = await context.newPage();
    await player.goto('/credits');
    await player.locator('footer').getByRole('link', { name: 'Operation Policy' }).click();
    await expect(player).toHaveURL(/\/operation-policy$/);
    await expect(player.locator('main')).toContainText(text);
    await context.close();
  },
);
