import type { Page } from '@playwright/test';
import { DEFAULT_REQUIREMENTS } from '../../src/shared/brand-requirements.ts';
import {
  DEFAULT_FOOTER_COPYRIGHT,
  DEFAULT_FOOTER_SINCE,
  DEFAULT_HOMETOWN,
} from '../../src/shared/brand-texts.ts';
import { expect, expectAccessible, test, uniqueId } from './fixtures.ts';

/**
 * An operator sets the site's colours and brand texts on the console's Brand page (docs/product/brand.md);
 * a player then sees them on / and /download, in the page as the server sends it (no script needed) and
 * after the app has taken over. The e2e server is shared by every spec, so this one runs in the site-wide
 * project, after the others (playwright.config.ts), and puts the brand back at the end.
 */
const DEFAULT_TEXTS = {
  footerCopyright: DEFAULT_FOOTER_COPYRIGHT,
  footerSince: DEFAULT_FOOTER_SINCE,
  hometown: DEFAULT_HOMETOWN,
  requirements: DEFAULT_REQUIREMENTS,
};

/** Puts the brand back as the console would: from the version it reads first. */
async function putBack(page: Page): Promise<number[]> {
  return page.evaluate(async (texts) => {
    const headers = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
    const put = async (part: string, body: object) => {
      const read = await fetch('/api/admin/brand', { credentials: 'same-origin', headers });
      const { version } = await read.json();
      const res = await fetch(`/api/admin/brand/${part}`, {
        method: 'PUT',
        credentials: 'same-origin',
        headers,
        body: JSON.stringify({ ...body, version }),
      });
      return res.status;
    };
    return [await put('colours', { accent: null, background: null }), await put('texts', texts)];
  }, DEFAULT_TEXTS);
}

/** Opens a page in a context without scripts, where the app never takes over (so nothing waits for it). */
async function withoutScripts(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForLoadState('load');
}

/** The Manila year, as the default copyright line writes it. */
const thisYear = () => new Date(Date.now() + 8 * 3600_000).getUTCFullYear();

test('an operator sets the colours and brand texts; a player sees them on / and /download', async ({
  adminPage: page,
  browser,
}, info) => {
  test.skip(info.project.name !== 'site-wide', 'the brand is global: one walk changes it');
  // A bound for a hang, not a speed check: a long walk (the console, then three players' browsers), which
  // took 27 s alone and passed 90 s beside six other spec files on two busy cores.
  test.setTimeout(180_000);
  const shot = (p: Page, name: string) =>
    p.screenshot({ path: `test-results/screenshots/${name}-${info.project.name}.png`, fullPage: true });
  const mark = uniqueId('b');
  try {
    await page.goto('/admin');
    await page.getByRole('navigation').getByRole('link', { name: 'Brand', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Brand', level: 1 })).toBeVisible();
    await expectAccessible(page);

    // The preview starts in today's colours.
    const preview = page.getByTestId('brand-preview');
    const previewLink = preview.getByRole('link', { name: 'back to the colours' });
    await expect(previewLink).toHaveCSS('color', 'rgb(224, 180, 85)');

    // An accent too dark for the background: the preview and the contrast list follow the typing, and the
    // save is refused with the ratio and the minimum.
    const accent = page.getByLabel('Accent colour', { exact: true });
    const background = page.getByLabel('Background colour', { exact: true });
    await accent.fill('#555555');
    await expect(previewLink).toHaveCSS('color', 'rgb(85, 85, 85)');
    const checks = page.getByRole('list', { name: 'Contrast of the text in these colours' });
    await expect(
      checks.getByText('The accent on the background: 2.64:1 (too low: at least 4.5:1)'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Save colours' }).click();
    await expect(
      page.getByText('The accent on the background has a contrast of 2.64:1; text needs at least 4.5:1.'),
    ).toBeVisible();
    await expect(accent).toBeFocused();

    // A readable pair, typed as hex: the preview takes it at once, the save goes through.
    await accent.fill('#66ccff');
    await background.fill('#0b1622');
    await expect(previewLink).toHaveCSS('color', 'rgb(102, 204, 255)');
    await expect(preview.locator('.brand-preview__page')).toHaveCSS('background-color', 'rgb(11, 22, 34)');
    await expect(checks.getByText(/too low/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Save colours' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Colours saved' })).toBeVisible();

    // The texts: the footer lines, the hometown line, and the requirements table (a row changed, one added).
    await page.getByLabel('Copyright line').fill(`Copyright © {year} {site}. All rights reserved. ${mark}`);
    await page.getByLabel('Second footer line').fill(`Ran Online Since 2002 · ${mark}`);
    await page.getByLabel('Hometown line').fill(`Cebu · ${mark}`);
    await page.getByLabel('Row 2 recommended').fill('8GB+');
    await page.getByRole('button', { name: 'Add row' }).click();
    // An empty row is refused; the message goes once the row is filled in.
    await page.getByRole('button', { name: 'Save texts' }).click();
    await expect(page.getByText('Each row needs its component (CPU, RAM, ...).')).toBeVisible();
    await page.getByLabel('Row 8 component').fill(`SSD ${mark}`);
    await page.getByLabel('Row 8 minimum').fill('20GB+');
    await expect(page.getByText('Each row needs its component (CPU, RAM, ...).')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save texts' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Texts saved' })).toBeVisible();
    await shot(page, 'admin-brand');

    // A player whose browser runs no script: what the server sends is the first paint, colours and all.
    const bare = await browser.newContext({ javaScriptEnabled: false });
    const first = await bare.newPage();
    await withoutScripts(first, '/');
    const footer = first.locator('footer');
    // Another spec may rename the site meanwhile: the name is whatever it is now.
    await expect(footer).toContainText(
      new RegExp(`Copyright © ${thisYear()} .+\\. All rights reserved\\. ${mark}`),
    );
    await expect(footer).toContainText(`Ran Online Since 2002 · ${mark}`);
    await expect(first.locator('.locale-label')).toContainText(`Cebu·${mark}`);
    expect(await first.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(11, 22, 34)',
    );
    await withoutScripts(first, '/download');
    const row = first.getByRole('row', { name: new RegExp(`SSD ${mark}`) });
    await expect(row).toContainText('20GB+');
    await expect(row.getByRole('rowheader')).toHaveCSS('color', 'rgb(102, 204, 255)');
    await expect(first.getByRole('row', { name: /RAM/ })).toContainText('8GB+');
    await bare.close();

    // A player with the app: the same after it has taken over, and on a page it draws itself.
    const context = await browser.newContext();
    const player = await context.newPage();
    const policyErrors: string[] = [];
    player.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) policyErrors.push(message.text());
    });
    await player.goto('/');
    await expect(player.locator('footer')).toContainText(mark);
    await player.locator('footer').getByRole('link', { name: 'Download' }).click();
    await expect(player).toHaveURL(/\/download$/);
    await expect(player.getByRole('row', { name: new RegExp(`SSD ${mark}`) })).toBeVisible();
    await expect(
      player.getByRole('row', { name: /Graphics card.*Geforce 6000\+ or ATI Radeon X\+/ }),
    ).toBeVisible();
    await expectAccessible(player);
    await shot(player, 'brand-download');
    expect(policyErrors).toEqual([]);
    await context.close();
  } finally {
    expect(await putBack(page)).toEqual([200, 200]);
  }
  // Back to today's look: no style in the page, the default lines.
  const again = await browser.newContext({ javaScriptEnabled: false });
  const after = await again.newPage();
  await withoutScripts(after, '/');
  await expect(after.locator('footer')).toContainText(
    new RegExp(`Copyright © ${thisYear()} .+\\. All rights reserved\\.`),
  );
  await expect(after.locator('footer')).not.toContainText(mark);
  expect(await after.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(13, 10, 9)');
  await again.close();
});
