import { freshSeed, patternedPng } from '../support/png.ts';
import { confirmDialog, expect, expectAccessible, test, uniqueId } from './fixtures.ts';

/**
 * Issue 11, media: an operator adds a gallery picture and a movie in the console, and a player (another
 * browser, signed out) finds them on /gallery and /movies. The test removes what it added, through the
 * console, so the seeded pages other tests read stay as they were.
 */
test('an operator uploads a gallery picture; a player sees it on /gallery', async ({
  adminPage,
  browser,
}) => {
  // Two browsers, an upload re-encoded by the server and a clean-up: more than the default 45 s on a busy machine.
  test.slow();
  const shot = `Raid night ${uniqueId('')}`;
  await adminPage.goto('/admin/media?tab=gallery');
  await expect(adminPage.getByRole('tab', { name: 'Gallery' })).toHaveAttribute('aria-selected', 'true');
  await expect(adminPage.getByTestId('gallery-item').first()).toBeVisible();
  await adminPage.getByRole('button', { name: 'Add a gallery picture' }).click();
  await expect(adminPage.getByRole('heading', { name: 'Add a gallery picture' })).toBeFocused();
  await adminPage.getByLabel('Title').fill(shot);
  // Saving without a picture says what is missing.
  await adminPage.getByRole('button', { name: 'Save' }).click();
  await expect(adminPage.getByRole('alert').filter({ hasText: 'Choose a picture.' })).toBeVisible();
  await adminPage.getByRole('button', { name: 'Picture', exact: true }).setInputFiles({
    name: 'raid.png',
    mimeType: 'image/png',
    buffer: await patternedPng(1200, 675, freshSeed()),
  });
  await expect(adminPage.locator('.image-field__preview figcaption')).toHaveText('1200 × 675');
  await adminPage.getByRole('button', { name: 'Save' }).click();
  await expect(adminPage.getByRole('status').filter({ hasText: 'Gallery picture added.' })).toBeVisible();
  await expect(adminPage.getByTestId('gallery-item').last()).toContainText(shot);
  await expectAccessible(adminPage);

  const player = await browser.newPage();
  try {
    await player.goto('/gallery');
    const tile = player.locator('.image-grid__open').filter({ hasText: shot });
    await expect(tile).toBeVisible();
    // The thumbnail's width and height attributes are its real size (the grid reserves its place).
    const thumb = tile.locator('img');
    await thumb.scrollIntoViewIfNeeded();
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const [nw, nh, w, h] = await thumb.evaluate((img: HTMLImageElement) => [
      img.naturalWidth,
      img.naturalHeight,
      Number(img.getAttribute('width')),
      Number(img.getAttribute('height')),
    ]);
    expect([nw, nh]).toEqual([w, h]);
    expect(nw).toBeLessThan(1200); // the thumbnail, not the picture
    await tile.click();
    const viewer = player.getByTestId('image-viewer');
    await expect(viewer).toContainText(shot);
    await expect(viewer.locator('img')).toHaveAttribute('width', '1200');
    await expect(viewer.locator('img')).toHaveAttribute('height', '675');
  } finally {
    await player.close();
  }

  // Clean up through the console, after the question.
  await adminPage.getByRole('button', { name: `Delete “${shot}”` }).click();
  await confirmDialog(adminPage, `Delete the gallery picture “${shot}”?`);
  await expect(adminPage.getByRole('status').filter({ hasText: 'Gallery picture deleted.' })).toBeVisible();
  await expect(adminPage.getByTestId('gallery-item').filter({ hasText: shot })).toHaveCount(0);
});

test('an operator adds a movie from a pasted address and moves it first; a player sees it on /movies', async ({
  adminPage,
  browser,
}) => {
  test.slow(); // two browsers and a walk through the whole list
  const movie = `Guild parade ${uniqueId('')}`;
  await adminPage.goto('/admin/media');
  // Keyboard: the arrow keys move between the tabs.
  await adminPage.getByRole('tab', { name: 'Gallery' }).click();
  await adminPage.keyboard.press('ArrowRight');
  await expect(adminPage.getByRole('tab', { name: 'Movies' })).toHaveAttribute('aria-selected', 'true');
  await expect(adminPage).toHaveURL(/tab=movies/);
  await adminPage.getByRole('button', { name: 'Add a movie' }).click();
  await adminPage.getByLabel('Title').fill(movie);
  const video = adminPage.getByLabel('YouTube video');
  await video.fill('https://vimeo.com/12345');
  await adminPage.getByRole('button', { name: 'Save' }).click();
  await expect(adminPage.locator('#media-movies-video-error')).toContainText('Paste a YouTube video address');
  await video.fill('https://www.youtube.com/watch?v=ScMzIvxBSi4&t=42');
  await expect(adminPage.getByText('Video id: ScMzIvxBSi4')).toBeVisible();
  await adminPage.getByRole('button', { name: 'Save' }).click();
  await expect(adminPage.getByRole('status').filter({ hasText: 'Movie added.' })).toBeVisible();
  const rows = adminPage.getByTestId('movies-item');
  await expect(rows.last()).toContainText(`${movie}YouTube ScMzIvxBSi4`);

  // Move it to the top by keyboard: the focus stays on its Up button after each move.
  const count = await rows.count();
  const up = adminPage.getByRole('button', { name: `Move “${movie}” up` });
  await up.focus();
  for (let i = 1; i < count; i++) {
    await adminPage.keyboard.press('Enter');
    await expect(rows.nth(count - 1 - i)).toContainText(movie);
    if (i < count - 1) await expect(up).toBeFocused();
  }
  await expect(up).toBeDisabled();

  const player = await browser.newPage();
  try {
    await player.route('https://www.youtube-nocookie.com/**', (route) => route.abort());
    await player.goto('/movies');
    await expect(player.locator('.movie h2').first()).toHaveText(movie);
    await player.getByRole('button', { name: `Play ${movie}` }).click();
    await expect(player.locator(`iframe[title="${movie}"]`)).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/ScMzIvxBSi4?autoplay=1',
    );
  } finally {
    await player.close();
  }

  await adminPage.getByRole('button', { name: `Delete “${movie}”` }).click();
  await confirmDialog(adminPage, `Delete the movie “${movie}”?`);
  await expect(adminPage.getByRole('status').filter({ hasText: 'Movie deleted.' })).toBeVisible();
  await expect(rows.filter({ hasText: movie })).toHaveCount(0);
});

test('social links refuse an address that is not https, and the page shows a saved one', async ({
  adminPage,
  browser,
}) => {
  const name = `Forum ${uniqueId('')}`;
  await adminPage.goto('/admin/socials');
  await adminPage.getByRole('button', { name: 'Add a social link' }).click();
  await adminPage.getByLabel('Name').fill(name);
  await adminPage.getByLabel('Address').fill('javascript:alert(1)');
  await adminPage.getByRole('button', { name: 'Save' }).click();
  await expect(adminPage.locator('#media-socials-url-error')).toHaveText(
    'The address must start with https://.',
  );
  await adminPage.getByLabel('Address').fill('https://forum.example.com/');
  await adminPage.getByRole('button', { name: 'Save' }).click();
  await expect(adminPage.getByTestId('socials-item').filter({ hasText: name })).toBeVisible();

  const player = await browser.newPage();
  try {
    await player.goto('/socials');
    await expect(player.getByRole('link', { name })).toHaveAttribute('href', 'https://forum.example.com/');
  } finally {
    await player.close();
  }
  await adminPage.getByRole('button', { name: `Delete “${name}”` }).click();
  await confirmDialog(adminPage, `Delete the social link “${name}”?`);
  await expect(adminPage.getByTestId('socials-item').filter({ hasText: name })).toHaveCount(0);
  await expect(adminPage.getByRole('button', { name: 'Add a social link' })).toBeFocused();
});

test('a production install without demo data: each page says it is empty', async ({ page }) => {
  const empty = { data: [] };
  const emptyGallery = { data: [], page: 1, total: 0, prev_page: 0, next_page: 2, last_page: 0, lpm1: -1 };
  await page.route(/\/api\/(media\/\w+|serverinfo|socials)(\?.*)?$/, (route) =>
    route.fulfill({ json: route.request().url().includes('/media/gallery') ? emptyGallery : empty }),
  );
  // The pages are reached the way a click does (the router, then the mocked API): a full load would arrive
  // rendered on the server with the real data.
  await page.goto('/no-such-page');
  for (const [path, text] of [
    ['/wallpaper', 'No wallpapers yet.'],
    ['/gallery', 'No pictures in the gallery yet.'],
    ['/movies', 'No movies yet.'],
    ['/serverinfo', 'No server information yet.'],
    ['/socials', 'No social links yet.'],
  ] as const) {
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.locator('.image-grid, .movie-list, .social-list, .serverinfo-section')).toHaveCount(0);
  }
});

test('an operator writes a server-information section in the editor; a player reads it', async ({
  adminPage,
  browser,
}) => {
  const title = `Double EXP ${uniqueId('')}`;
  await adminPage.goto('/admin/serverinfo');
  await adminPage.getByRole('button', { name: 'Add a section' }).click();
  await adminPage.getByLabel('Title').fill(title);
  const text = adminPage.getByRole('textbox', { name: 'Text' });
  await text.click();
  await adminPage.keyboard.type('Double EXP all weekend.');
  await adminPage.getByRole('button', { name: 'Save' }).click();
  await expect(
    adminPage.getByRole('status').filter({ hasText: 'Server information section added.' }),
  ).toBeVisible();

  const player = await browser.newPage();
  try {
    await player.goto('/serverinfo');
    const section = player.getByRole('region', { name: title });
    await expect(section).toContainText('Double EXP all weekend.');
  } finally {
    await player.close();
  }
  await adminPage.getByRole('button', { name: `Delete “${title}”` }).click();
  await confirmDialog(adminPage, `Delete the section “${title}”?`);
  await expect(adminPage.getByTestId('serverinfo-item').filter({ hasText: title })).toHaveCount(0);
});
