import { MESSAGES } from '../../src/shared/messages.ts';
import { expect, test } from './fixtures.ts';

/**
 * A part of the site whose code does not arrive (a chunk lost on a flaky phone connection) fails alone
 * (src/client/ui/load-boundary.tsx): a page shows the network message and a way to try again, a side part
 * is left out, and the header, menus and every other part keep working. Without the boundaries React took
 * the whole site down to a blank screen.
 */

/** Navigates inside the app, as a tapped link does (the router follows history). */
async function goInside(page: import('@playwright/test').Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Refuses every request for `glob` as a dropped connection would, once `until` has settled (at once
 * without it). Counts the requests the page made and the refusals that have reached it (counted once the
 * browser has failed the request, not when it was asked for).
 */
async function loseCode(page: import('@playwright/test').Page, glob: string, until?: Promise<void>) {
  const count = { asked: 0, refused: 0 };
  await page.route(glob, async (route) => {
    count.asked++;
    await until;
    await route.abort('internetdisconnected');
    count.refused++;
  });
  return count;
}

test("a page whose code is lost says so, keeps the site around it, and loads on the player's retry", async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('main h1').first()).toBeVisible();
  await loseCode(page, '**/assets/item-shop-page-*.js');

  await goInside(page, '/itemshop');
  const failed = page.getByRole('alert').filter({ hasText: MESSAGES.networkError });
  await expect(failed).toBeVisible();
  await expect(page.locator('header.site-header')).toBeVisible();
  await expect(page.locator('.site-logo')).toBeVisible();

  // Another page still opens: the failure belongs to the page that failed.
  await goInside(page, '/news');
  await expect(page.getByRole('heading', { level: 1, name: 'News', exact: true })).toBeVisible();
  await expect(failed).toHaveCount(0);

  // Back on the lost page, the connection is back: Try again loads it.
  await goInside(page, '/itemshop');
  await expect(failed).toBeVisible();
  await page.unroute('**/assets/item-shop-page-*.js');
  // Try again reloads: the mark of a page the app has taken over goes, and must come back.
  await page.evaluate(() => document.documentElement.removeAttribute('data-ready'));
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('html[data-ready]')).toBeAttached();
  await expect(page).toHaveURL(/\/itemshop$/);
  await expect(page.getByRole('heading', { level: 1, name: /Item Shop/i })).toBeVisible();
  await expect(failed).toHaveCount(0);
});

test('a page first opened without its code says so instead of staying on screen unable to react', async ({
  page,
}) => {
  const lost = await loseCode(page, '**/assets/item-shop-page-*.js');
  await page.goto('/itemshop');
  await expect.poll(() => lost.refused).toBeGreaterThan(0);
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.networkError })).toBeVisible();
  await expect(page.locator('.site-logo')).toBeVisible();
  await goInside(page, '/news');
  await expect(page.getByRole('heading', { level: 1, name: 'News', exact: true })).toBeVisible();
});

test('side parts whose code is lost are left out; a page that needs none of it is drawn and works', async ({
  page,
}) => {
  // The frame's later parts (side column, footer, dialog host, the header's signed-in part) are one file
  // (vite.config.ts). Pages that share a module with them find it there; the downloads and the story share
  // none, so they are pages that must go on working without it.
  const lost = await loseCode(page, '**/assets/layout-later-*.js');
  await page.goto('/download');
  await expect.poll(() => lost.refused).toBeGreaterThan(0);
  await expect(page.locator('.site-extra__panels')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: /Download/i })).toBeVisible();
  await expect(page.locator('.site-logo')).toBeVisible();
  // The app has taken the page over: another page opens inside it.
  await goInside(page, '/story');
  await expect(page.getByRole('heading', { level: 1, name: /Story/i })).toBeVisible();
  await expect(page.locator('.site-logo')).toBeVisible();
});

test("the home page's banner keeps its first picture when the carousel's code is lost, and tries again later", async ({
  page,
}) => {
  const lost = await loseCode(page, '**/assets/banner-carousel-*.js');
  await page.goto('/');
  // The carousel is asked for once the page is idle; its loss is what this test is about.
  await expect.poll(() => lost.refused).toBeGreaterThan(0);
  const rotator = page.getByTestId('banner-rotator');
  const thumbs = rotator.getByRole('button', { name: /Show banner/ });
  await expect(rotator.locator('.banner__slide').first()).toBeVisible();
  await expect(thumbs).toHaveCount(0);
  // It is not asked for again by itself: a part that retried on its own would go on asking for as long as
  // the phone is offline, and going to another page while still offline gives such a loop its time. The
  // news page must really be drawn: until its code is in, the router keeps the home page (and its failed
  // carousel) on screen.
  await goInside(page, '/news');
  await expect(page.getByRole('heading', { level: 1, name: 'News', exact: true })).toBeVisible();
  expect(lost.asked).toBe(1);
  // The connection is back. The next time the home page is drawn, the carousel is asked for again and
  // comes up: the failure was the carousel's alone, and it was not remembered (without its own boundary
  // the home page itself failed, and a failed lazy part stays failed).
  await page.unroute('**/assets/banner-carousel-*.js');
  await goInside(page, '/');
  await expect(thumbs.first()).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.networkError })).toHaveCount(0);
});

test("the banner's carousel lost after the player left the home page is asked for again on the way back", async ({
  page,
}) => {
  // The loss reaches the page only once the player is on another page: nothing on screen is left to catch it.
  let release = () => {};
  const lost = await loseCode(
    page,
    '**/assets/banner-carousel-*.js',
    new Promise<void>((resolve) => {
      release = resolve;
    }),
  );
  await page.goto('/');
  const rotator = page.getByTestId('banner-rotator');
  await expect(rotator.locator('.banner__slide').first()).toBeVisible();
  await expect.poll(() => lost.asked).toBeGreaterThan(0);
  await goInside(page, '/news');
  await expect(page.getByRole('heading', { level: 1, name: 'News', exact: true })).toBeVisible();
  release();
  await expect.poll(() => lost.refused).toBeGreaterThan(0);
  await page.unroute('**/assets/banner-carousel-*.js');
  await goInside(page, '/');
  await expect(rotator.getByRole('button', { name: /Show banner/ }).first()).toBeVisible();
});

test('a console page whose code is lost says so inside the console, whose menu keeps working', async ({
  adminPage: page,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'the console is a desktop tool; one walk is enough');
  await page.goto('/admin');
  const menu = page.getByRole('navigation', { name: 'Console' });
  await expect(menu).toBeVisible();
  const lost = await loseCode(page, '**/assets/audit-page-*.js');
  await menu.getByRole('link', { name: 'Audit log' }).click();
  await expect.poll(() => lost.refused).toBeGreaterThan(0);
  const failed = page.getByRole('alert').filter({ hasText: MESSAGES.networkError });
  await expect(failed).toBeVisible();
  // The console's frame is still there, and another of its pages opens from its menu.
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Overview' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(failed).toHaveCount(0);
});
