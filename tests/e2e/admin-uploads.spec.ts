import sharp from 'sharp';
import { IMAGE_UPLOAD_MAX_BYTES } from '../../src/shared/contracts/images.ts';
import { animatedGif, freshSeed, solidPng } from '../support/png.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

/**
 * The console's picture field forgives (docs/product/uploads.md): a photo over the limit is shrunk in the
 * browser and accepted, a picture much smaller than its slot is warned about, and an animated GIF says
 * whether it keeps moving, all before the form is saved. On the image library page, through the real API.
 */

test('a photo over the upload limit is shrunk in the browser, accepted, and the operator is told', async ({
  adminPage: page,
}) => {
  test.slow(); // a 4-megapixel PNG drawn and encoded in the page
  await page.goto('/admin/images');
  await page.getByLabel('Used for').selectOption({ label: 'Wallpaper' });
  const answer = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().includes('/api/admin/images'),
  );

  // A photo-like PNG made in the browser with a canvas (grain PNG cannot pack), picked as a file.
  const original = await page.getByLabel('Image file').evaluate(async (input: HTMLInputElement, seed) => {
    const canvas = document.createElement('canvas');
    canvas.width = 2400;
    canvas.height = 1600;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    const pixels = context.createImageData(canvas.width, canvas.height);
    let state = seed || 1;
    for (let i = 0; i < pixels.data.length; i += 4) {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      pixels.data[i] = (((i / 4) % canvas.width) * 191) / canvas.width + (state & 63);
      pixels.data[i + 1] = ((state >>> 8) & 127) + 60;
      pixels.data[i + 2] = (state >>> 16) & 255;
      pixels.data[i + 3] = 255;
    }
    context.putImageData(pixels, 0, 0);
    const png = await new Promise<Blob>((resolve) =>
      canvas.toBlob((blob) => resolve(blob as Blob), 'image/png'),
    );
    const files = new DataTransfer();
    files.items.add(new File([png], 'camera-photo.png', { type: 'image/png' }));
    input.files = files.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    return png.size;
  }, freshSeed());
  expect(original).toBeGreaterThan(IMAGE_UPLOAD_MAX_BYTES);

  const response = await answer;
  expect(response.status()).toBe(200);
  // What went over the wire (a file body's bytes are not kept by the browser's request log: its length is).
  const headers = await response.request().allHeaders();
  expect(headers['content-type']).toBe('image/webp');
  const sent = Number(headers['content-length']);
  expect(sent).toBeGreaterThan(0);
  expect(sent).toBeLessThanOrEqual(IMAGE_UPLOAD_MAX_BYTES);
  // Stored at the wallpaper's fitted size, with its proportions (3:2).
  await expect(page.locator('.image-field__preview figcaption')).toHaveText('1800 × 1200');
  const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  await expect(page.locator('.image-field__notes')).toHaveText(
    `Shrunk from ${mb(original)} to ${mb(sent)} (2400 × 1600 to 1800 × 1200) to fit the 8 MB limit.`,
  );
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a picture much smaller than its slot gets a warning; one that fits does not', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/images');
  await page.getByLabel('Used for').selectOption({ label: 'Banner' });
  const notes = page.locator('.image-field__notes');
  await page
    .getByLabel('Image file')
    .setInputFiles({ name: 'favicon.png', mimeType: 'image/png', buffer: solidPng(16, 16, [200, 40, 40]) });
  await expect(page.locator('.image-field__preview figcaption')).toHaveText('615 × 210');
  await expect(notes).toHaveText(
    'Check: This picture is only 16 × 16; its place is 615 × 210, so it is shown about 38 times larger and ' +
      'will look blurred. Choose a picture of at least 615 × 210 if you have one.',
  );
  await expectAccessible(page);

  await page
    .getByLabel('Image file')
    .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: solidPng(1230, 420, [40, 90, 200]) });
  await expect(page.locator('.image-field__preview img')).toHaveAttribute('src', /^\/media\//);
  await expect(notes.getByRole('listitem')).toHaveCount(0);
});

test('an animated GIF keeps moving as a banner, and the operator is told it stays still as a wallpaper', async ({
  adminPage: page,
}) => {
  const gif = await animatedGif(1000, 600, 3, freshSeed() % 200);
  const notes = page.locator('.image-field__notes');
  await page.goto('/admin/images');
  await page.getByLabel('Used for').selectOption({ label: 'Banner' });
  await page.getByLabel('Image file').setInputFiles({ name: 'sale.gif', mimeType: 'image/gif', buffer: gif });
  await expect(notes).toHaveText('Animated: all 3 frames are kept.');
  const address = await page.locator('.media-upload__address code').first().textContent();
  const stored = await sharp(await (await page.request.get(address ?? '')).body()).metadata();
  expect(stored).toMatchObject({ format: 'webp', pages: 3, width: 615, height: 210 });

  await page.getByLabel('Used for').selectOption({ label: 'Wallpaper' });
  await page.getByLabel('Image file').setInputFiles({ name: 'sale.gif', mimeType: 'image/gif', buffer: gif });
  await expect(notes).toHaveText(
    'Check: Pictures for this place do not move: only its first frame (of 3) is kept, as a still picture.',
  );
  await expectAccessible(page);
});
