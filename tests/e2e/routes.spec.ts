import { BROWSER_ROUTES } from '../../src/shared/browser-routes.ts';
import { expect, test } from './fixtures.ts';

/**
 * The server's route list and the client router are one list (src/shared/routes.ts): every path the server
 * answers 200 for renders a page in the browser, and every other path is a 404 on both sides, never a 200
 * that shows the client's 404 page (issue 9 review: /ticket and /checkticket were that soft 404 until
 * their pages came).
 */
test.beforeEach(async ({ browserName: _browser }, info) => {
  test.skip(info.project.name !== 'desktop', 'one walk is enough');
});

/**
 * Every path the server answers for, one test each: every path is a whole page load and hydration, and a
 * walk of all 63 in one test outlasted its time on a busy machine without saying which page it was on.
 */
for (const pattern of BROWSER_ROUTES) {
  const path = pattern.replace(/:\w+/g, '1');
  test(`${path} answers 200 and renders its page, not the 404 page`, async ({ page }) => {
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: '404 NOT FOUND' })).toHaveCount(0);
  });
}

test('unknown paths answer 404 and show the 404 page', async ({ page }) => {
  for (const path of ['/no-such-page', '/checkticket/1/replies', '/ticket/nope']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: '404 NOT FOUND' }), path).toBeVisible();
  }
});
