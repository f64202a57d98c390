import type { Locator } from '@playwright/test';
import { solidPng } from '../support/png.ts';
import { expect, expectAccessible, test, uniqueId } from './fixtures.ts';

/** Uploads a picture through an image field of `scope` (ImageField) and waits for its preview. */
async function pickImage(scope: Locator, label: RegExp, name: string, file: Buffer) {
  await scope.getByLabel(label).setInputFiles({ name, mimeType: 'image/png', buffer: file });
  await expect(scope.getByRole('img', { name: /^Preview/ })).toBeVisible();
}

/**
 * The operator console's content pages against the real API: an administrator adds a banner (with an
 * uploaded picture and a link) and a download link, reorders them with the keyboard, and a player then
 * sees both on / and /download. Everything it adds it deletes again through the console, so the other
 * tests of the run see the seeded three of each once it ends.
 */
test('an administrator adds a banner and a download link; a player sees them', async ({
  adminPage: page,
  browser,
}, info) => {
  // One walk per run: the projects share one server, and two walks would reorder each other's banners.
  test.skip(info.project.name === 'phone', 'the phone test below checks the same pages on a small screen');
  test.setTimeout(150_000); // a long walk: two forms, two pages as a player, two deletions
  const tag = uniqueId('e2e');
  const alt = `Banner walk ${tag}`;
  const linkName = `Mirror ${tag}`;

  // Banner: added at the end of the carousel, with a link to the download page.
  await page.goto('/admin/banners');
  await expect(page.getByTestId('banner-row')).toHaveCount(3);
  await page.getByRole('button', { name: 'Add banner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add banner' });
  await pickImage(dialog, /^Image \(615 × 210\)/, 'banner.png', solidPng(800, 300, [200, 40, 40]));
  await dialog.getByLabel(/^Description/).fill(alt);
  await dialog.getByLabel('Link', { exact: true }).fill('/download');
  await dialog.getByRole('button', { name: 'Save banner' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId('banner-row').filter({ hasText: alt });
  await expect(row).toContainText('Showing');
  await expect(row).toContainText('Links to: /download');
  await expect(page.getByTestId('banner-row')).toHaveCount(4);
  await expectAccessible(page);

  // Keyboard reorder: up one place, and down again (the seeded first banner stays first for other tests).
  await row.getByRole('button', { name: /up$/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('banner-row').nth(2)).toContainText(alt);
  await expect(row.getByRole('button', { name: /up$/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(row.getByRole('button', { name: /down$/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('banner-row').nth(3)).toContainText(alt);
  await expect(row.getByRole('button', { name: /down$/ })).toBeDisabled();

  // Bad input: an unsafe link is refused with a message and nothing changes.
  await row.getByRole('button', { name: /^Edit/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit banner' });
  await edit.getByLabel('Link', { exact: true }).fill('javascript:alert(1)');
  await edit.getByRole('button', { name: 'Save banner' }).click();
  await expect(edit.getByRole('alert').first()).toContainText('http(s) address');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toContainText('Links to: /download');

  // Download link: added at the end of the page. The operator has the page in their browser's caches first.
  await page.goto('/download');
  await expect(page.getByTestId('download-links').getByRole('link').first()).toBeVisible();
  await page.goto('/admin/downloads');
  await expect(page.getByTestId('download-row')).toHaveCount(3);
  await page.getByRole('button', { name: 'Add download link' }).click();
  const form = page.getByRole('dialog', { name: 'Add download link' });
  await form.getByLabel('Name', { exact: true }).fill(linkName);
  await form.getByLabel('Type', { exact: true }).selectOption('cloud');
  await form.getByLabel(/^Address/).fill(`https://downloads.example.com/${tag}.zip`);
  await form.getByLabel('Description', { exact: true }).fill('Added by the console walk.');
  await form.getByLabel(/^Date/).fill('2026-11-22');
  await form.getByLabel('Upload an image').check();
  await pickImage(form, /^Icon image/, 'icon.png', solidPng(96, 96, [40, 160, 60]));
  await form.getByRole('button', { name: 'Save link' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByTestId('download-row').filter({ hasText: linkName })).toContainText(
    'Full client (cloud drive)',
  );

  // The operator's own browser shows the new link at once, past its cached copy of the list.
  await page.goto('/download');
  await expect(
    page.getByTestId('download-links').getByRole('link', { name: new RegExp(linkName) }),
  ).toBeVisible();
  await page.goto('/admin/downloads');

  // A player (a browser of their own) sees both.
  const player = await browser.newContext();
  const visitor = await player.newPage();
  await visitor.goto('/');
  // The carousel comes after the first paint (lazily loaded); its last thumbnail is the new banner.
  const rotator = visitor.getByTestId('banner-rotator');
  const lastThumb = rotator.getByRole('button', { name: /^Show banner/ }).last();
  await expect(lastThumb).toBeVisible({ timeout: 15_000 });
  await lastThumb.click();
  const slide = rotator.getByRole('img', { name: alt });
  await expect(slide).toBeVisible();
  await expect(slide).toHaveAttribute('width', '615');
  await expect(slide).toHaveAttribute('height', '210');
  await expect(rotator.getByRole('link', { name: alt })).toHaveAttribute('href', '/download');
  await visitor.goto('/download');
  const download = visitor.getByTestId('download-links').getByRole('link', { name: new RegExp(linkName) });
  await expect(download).toHaveAttribute('href', `https://downloads.example.com/${tag}.zip`);
  const icon = download.locator('img');
  await expect(icon).toHaveAttribute('width', '64');
  await expect(icon).toHaveAttribute('height', '64');
  await expect.poll(() => icon.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(64);

  // The operator deletes both again (with the confirm question), and the player's next visit lacks them.
  await page
    .getByTestId('download-row')
    .filter({ hasText: linkName })
    .getByRole('button', { name: /^Delete/ })
    .click();
  await page.getByTestId('confirm-delete').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('download-row')).toHaveCount(3);
  await page.goto('/admin/banners');
  await page
    .getByTestId('banner-row')
    .filter({ hasText: alt })
    .getByRole('button', { name: /^Delete/ })
    .click();
  await page.getByTestId('confirm-delete').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('banner-row')).toHaveCount(3);
  await player.close();
  // A new visitor (the first kept the list in its browser for an hour, as the site does).
  const next = await browser.newContext();
  const later = await next.newPage();
  await later.goto('/download');
  await expect(
    later.getByTestId('download-links').getByRole('link', { name: new RegExp(linkName) }),
  ).toHaveCount(0);
  await expect(later.getByTestId('download-links').getByRole('link')).toHaveCount(3);
  await next.close();
});

test(
  'on a phone: the content pages fit the screen, and their forms open, read well and close',
  { tag: '@phone' },
  async ({ adminPage: page }, info) => {
    test.skip(info.project.name !== 'phone', 'the desktop walk above covers the writes');
    const pages: [string, string, string][] = [
      ['/admin/banners', 'banner-row', 'Add banner'],
      ['/admin/downloads', 'download-row', 'Add download link'],
    ];
    for (const [path, row, add] of pages) {
      await page.goto(path);
      await expect(page.getByTestId(row).first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectAccessible(page);
      await page.getByRole('button', { name: add }).click();
      const dialog = page.getByRole('dialog', { name: add });
      await expect(dialog).toBeVisible();
      const box = await dialog.boundingBox();
      expect(box!.width).toBeLessThanOrEqual(390);
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
    await page.goto('/admin/clubs');
    const area = page.getByTestId('area-row').filter({ hasText: 'Phoenix Campus' });
    await expect(area).toContainText('Holder: None');
    await area.getByRole('button', { name: 'Edit Phoenix Campus' }).click();
    const form = page.getByRole('dialog', { name: 'Phoenix Campus' });
    await expect(form.getByLabel('Holder club')).toHaveValue('');
    await expect(form.getByLabel('Holder club').getByRole('option')).toHaveCount(4); // None and the 3 clubs
    await expect(form.getByLabel('Tax (%)')).toHaveValue('0');
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toBeHidden();
  },
);

test('an administrator hands an area to another club; the home club table shows it', async ({
  adminPage: page,
  browser,
}, info) => {
  test.skip(info.project.name === 'phone', 'one change per run: the projects share one server');
  test.setTimeout(90_000);
  await page.goto('/admin/clubs');
  const area = page.getByTestId('area-row').filter({ hasText: 'Mystic Peak Campus' });
  await expect(area).toContainText('Holder: Night Owls · Tax: 3%');
  await area.getByRole('button', { name: 'Edit Mystic Peak Campus' }).click();
  const form = page.getByRole('dialog', { name: 'Mystic Peak Campus' });
  // The picker narrows to the clubs whose name matches; the current holder stays listed.
  await form.getByLabel('Find a club by name').fill('ember');
  const holder = form.getByLabel('Holder club');
  await expect(holder.getByRole('option', { name: /Ember Vanguard/ })).toHaveCount(1);
  await expect(holder.getByRole('option', { name: /Crimson Lotus/ })).toHaveCount(0);
  await holder.selectOption({ label: 'Ember Vanguard — Phoenix' });
  await form.getByLabel('Tax (%)').fill('101');
  await form.getByRole('button', { name: 'Save area' }).click();
  await expect(form.getByRole('alert').first()).toContainText('0 to 100');
  await form.getByLabel('Tax (%)').fill('7');
  await form.getByRole('button', { name: 'Save area' }).click();
  await expect(form).toBeHidden();
  await expect(area).toContainText('Holder: Ember Vanguard · Tax: 7%');

  const player = await browser.newContext();
  const visitor = await player.newPage();
  await visitor.goto('/');
  const table = visitor.getByTestId('club-table');
  await expect(table.getByRole('row', { name: /Mystic Peak Campus Ember Vanguard 7%/ })).toBeVisible();
  await player.close();

  // Back as seeded, for the rest of the run.
  await area.getByRole('button', { name: 'Edit Mystic Peak Campus' }).click();
  await form.getByLabel('Find a club by name').fill('night');
  await form.getByLabel('Holder club').selectOption({ label: 'Night Owls — Mystic Peak' });
  await form.getByLabel('Tax (%)').fill('3');
  await form.getByRole('button', { name: 'Save area' }).click();
  await expect(area).toContainText('Holder: Night Owls · Tax: 3%');
});
