import type { Page } from '@playwright/test';
import { freshSeed, patternedPng } from '../support/png.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

/**
 * An operator uploads the site's logo (with its variant for dark screens) and its icon on the console's Brand
 * page; a player then finds them in the page itself: the logo in the header, the icon in the head
 * (docs/product/site-settings.md, Brand pictures). The e2e server is shared by every spec and both projects,
 * so one walk changes the brand and puts the defaults back at the end.
 */

/** Puts back the site's own pictures as the form would: from the version it reads first. */
async function putDefaults(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const headers = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
    const read = await fetch('/api/admin/brand-pictures', { credentials: 'same-origin', headers });
    const { version } = await read.json();
    const res = await fetch('/api/admin/brand-pictures', {
      method: 'PUT',
      credentials: 'same-origin',
      headers,
      body: JSON.stringify({ logo: null, logoDark: null, icon: null, social: null, version }),
    });
    return res.status;
  });
}

const MEDIA_PNG = /^\/media\/[0-9a-f]{64}\.png$/;

test('an operator uploads a logo and a site icon; a player sees them on /', async ({
  adminPage: page,
  browser,
}, info) => {
  test.skip(info.project.name !== 'site-wide', 'the brand is global: one walk changes it');
  const seed = freshSeed();
  try {
    await page.goto('/admin/brand');
    await expect(page.getByRole('heading', { level: 1, name: 'Brand' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Brand', exact: true })).toBeVisible();
    const form = page.getByRole('form', { name: 'Brand pictures' });

    await form.getByLabel('Logo', { exact: true }).setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: await patternedPng(880, 288, seed),
    });
    const logoPreview = form.getByRole('img', { name: 'Preview: Logo', exact: true });
    await expect(logoPreview).toBeVisible();
    await form.getByLabel('Logo for dark screens').setInputFiles({
      name: 'logo-dark.png',
      mimeType: 'image/png',
      buffer: await patternedPng(880, 288, seed + 1),
    });
    const darkPreview = form.getByRole('img', { name: 'Preview: Logo for dark screens' });
    await expect(darkPreview).toBeVisible();
    // A 256-pixel icon is stored, with a warning: its largest size is 512.
    await form.getByLabel('Site icon').setInputFiles({
      name: 'icon.png',
      mimeType: 'image/png',
      buffer: await patternedPng(256, 256, seed + 2),
    });
    await expect(form.getByRole('img', { name: 'Preview: Site icon' })).toBeVisible();
    await expect(form.getByText(/the largest icon made from it is 512 × 512/)).toBeVisible();
    await expect(form.getByTestId('icon-sizes')).toHaveText(
      'Made from it: 16 × 16, 32 × 32, 180 × 180, 192 × 192 and 512 × 512.',
    );
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Save pictures' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Pictures saved' })).toBeVisible();
    await page.screenshot({ path: 'test-results/screenshots/admin-brand-desktop.png', fullPage: true });
    const logoUrl = (await logoPreview.getAttribute('src'))!;
    const darkUrl = (await darkPreview.getAttribute('src'))!;

    // A player in a browser of their own, set to a light appearance.
    const context = await browser.newContext({ colorScheme: 'light' });
    const player = await context.newPage();
    // The page drawn by the server and the one the app draws over it must agree (no hydration error).
    const errors: string[] = [];
    player.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    player.on('pageerror', (error) => errors.push(error.message));
    await player.goto('/');
    const logo = player.locator('header').getByRole('img', { name: /home$/ });
    await expect(logo).toHaveAttribute('src', logoUrl);
    await expect(player.getByRole('link', { name: /home$/ })).toHaveAttribute('href', '/');
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(logoUrl);
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(440);
    const icon = player.locator('head link[rel="icon"][sizes="32x32"]');
    await expect(icon).toHaveAttribute('href', MEDIA_PNG);
    await expect(player.locator('head link[rel="apple-touch-icon"]')).toHaveAttribute('href', MEDIA_PNG);
    await expect(player.locator('head link[rel="icon"][type="image/svg+xml"]')).toHaveCount(0);
    const favicon = await player.request.get((await icon.getAttribute('href'))!);
    expect(favicon.headers()['content-type']).toBe('image/png');
    // Both come with the page's first HTML, before any script runs.
    const html = await (await player.request.get('/')).text();
    expect(html).toContain(`src="${logoUrl}"`);
    expect(html).toContain(`<link rel="icon" href="${await icon.getAttribute('href')}" sizes="32x32"`);
    await player.locator('header').screenshot({ path: 'test-results/screenshots/brand-header-light.png' });
    // The app has taken over the page (the fixtures wait for it after each navigation).
    expect(errors).toEqual([]);
    await context.close();

    // A player whose screen is set to dark sees the logo's dark variant.
    const darkContext = await browser.newContext({ colorScheme: 'dark' });
    const night = await darkContext.newPage();
    await night.goto('/rankings');
    const nightLogo = night.locator('header').getByRole('img', { name: /home$/ });
    await expect.poll(() => nightLogo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(darkUrl);
    await darkContext.close();
  } finally {
    expect(await putDefaults(page)).toBe(200);
  }
  // The defaults are back at once: the site's own logo and icon.
  await page.goto('/');
  await expect(page.locator('header span.site-logo-art[role="img"]')).toBeVisible();
  await expect(page.locator('head link[rel="icon"]')).toHaveAttribute('type', 'image/svg+xml');
});
