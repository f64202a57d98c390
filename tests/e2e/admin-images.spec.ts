import { freshSeed, patternedPicture } from '../support/png.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

/**
 * Image uploads (docs/product/uploads.md): an operator uploads through the console's ImageField on the
 * media library page, and the stored picture is then served to anyone at its /media address.
 */

test('an operator uploads a gallery picture; a visitor then loads it at its address', async ({
  adminPage: page,
  browser,
}) => {
  await page.goto('/admin/images');
  await expect(page.getByRole('heading', { level: 1, name: 'Image library' })).toBeVisible();
  await page.getByLabel('Used for').selectOption({ label: 'Gallery picture' });
  await expect(page.getByText('fitted within 1600 × 1200')).toBeVisible();

  const file = await patternedPicture(1800, 900, freshSeed()).jpeg().toBuffer();
  await page
    .getByLabel('Image file')
    .setInputFiles({ name: 'screenshot.jpg', mimeType: 'image/jpeg', buffer: file });

  const preview = page.getByRole('img', { name: 'Preview: Image file' });
  await expect(preview).toBeVisible();
  await expect(page.locator('.image-field__preview figcaption')).toHaveText('1600 × 800');
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
  const address = page.locator('.media-upload__address code').first();
  const url = await address.textContent();
  expect(url).toMatch(/^\/media\/[0-9a-f]{64}\.webp$/);
  await expect(page.locator('.media-upload__address')).toContainText('(480 × 240)');

  // The library lists it first, by its thumbnail.
  const first = page.locator('.media-library__item').first();
  await expect(first.getByRole('link')).toHaveAttribute('href', url ?? '');
  await expect(first).toContainText('Gallery picture · 1600 × 800');

  // Remove clears the field (the file stays stored: it is content-addressed).
  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(preview).toHaveCount(0);
  await expect(page.getByLabel('Image file')).toBeFocused();

  // A visitor with no session gets the picture, cached for a year, and it draws at its size.
  const visitor = await browser.newContext();
  try {
    const visitorPage = await visitor.newPage();
    const response = await visitorPage.goto(url ?? '');
    expect(response?.status()).toBe(200);
    expect(response?.headers()).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    // Drawn by the browser (on the picture's own page: same origin, no session).
    const size = await visitorPage.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    }, url ?? '');
    expect(size).toEqual([1600, 800]);
  } finally {
    await visitor.close();
  }
});

test('a file that is not an image is refused with the reason, and nothing is shown', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/images');
  const field = page.getByLabel('Image file');
  await field.setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  });
  await expect(page.getByRole('alert')).toHaveText('Upload a PNG, JPEG, WebP or GIF image.');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('.image-field__preview')).toHaveCount(0);

  // A real picture afterwards clears the message; while it uploads, the field says so and waits.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/admin/images?purpose=*', async (route) => {
    await held;
    await route.continue();
  });
  await field.setInputFiles({
    name: 'icon.png',
    mimeType: 'image/png',
    buffer: await patternedPicture(128, 128, freshSeed()).png().toBuffer(),
  });
  await expect(page.getByRole('status').filter({ hasText: 'Uploading…' })).toBeVisible();
  await expect(field).toBeDisabled();
  release();
  await expect(page.locator('.image-field__preview figcaption')).toHaveText('128 × 128');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectAccessible(page);
});
