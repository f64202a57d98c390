import { expect, settle, test, trackRequests } from './fixtures.ts';

test.describe('foundation', () => {
  test('the home page loads from the production build', async ({ page, consoleErrors }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('#root')).not.toBeEmpty();
    expect(consoleErrors).toEqual([]);
  });

  test('an unknown path answers 404 and shows the 404 page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Unable to process your request!')).toBeVisible();
    await expect(page).toHaveTitle(/404 NOT FOUND \| /);
  });

  test('error catalogue: 429 and network failures speak through the site dialog, 500 stays silent', async ({
    page,
  }) => {
    // Fake time: the test can run every timer the page still holds (React Query's retry waits included)
    // instead of waiting a while and hoping they have fired.
    await page.clock.install();
    const inFlight = trackRequests(page);
    /**
     * Whatever the page would still do, done. A signed-out 404 page makes one call, the side column's top
     * sales, and its panel says "unavailable" only once that call has failed for good (its retry after a
     * 5xx or a network error included). Counting requests in flight is not enough: right after the retry's
     * timer fires, its request may not be on the wire yet, so it could fail just after OK.
     */
    const settleAll = async () => {
      const givenUp = page.getByText('Top sales are unavailable.');
      await expect
        .poll(async () => {
          await page.clock.runFor(1_000);
          return givenUp.count();
        })
        .toBe(1);
      await expect.poll(inFlight).toBe(0);
      await page.clock.runFor(10_000);
    };
    // A page the browser draws itself (a public page arrives rendered with its data, so its first load
    // asks the API little): its layout's calls all go through the API client.
    await page.goto('/no-such-page');
    await page.waitForFunction(() => document.querySelector('#root')?.childElementCount);
    // Drive the one API client through responses shaped by the server's error contract. Every call of the
    // page fails alike, and the visitor is told once.
    await page.route('**/api/**', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: '{"message":"Too many Requests! try again later"}',
      }),
    );
    await page.reload({ waitUntil: 'networkidle' });
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Too many Requests! try again later');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await settleAll();
    await expect(dialog).toBeHidden();

    await page.unrouteAll();
    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    await page.reload({ waitUntil: 'networkidle' });
    await expect(dialog).toContainText('Network error. Please check your connection.');
    // Let every call still to come (query retries, panels loaded after first paint) fail while the dialog
    // is open, as the 429 case does; otherwise one of them could fail just after OK and open it again.
    await settleAll();
    await expect(dialog).toContainText('Network error. Please check your connection.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();

    await page.unrouteAll();
    await page.route('**/api/**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"message":"An unexpected error occurred. Please try again."}',
      }),
    );
    await page.reload({ waitUntil: 'networkidle' });
    await settleAll();
    await expect(dialog).toBeHidden();
  });

  test('error catalogue: 401 clears the user, explains, and sends the visitor home', async ({ page }) => {
    await page.goto('/no-such-page');
    // The first page's own calls (the side column's, fetched after the page is painted) must be over
    // before every call fails: one answered 401 here would sign the stored player out before /home.
    await settle(page);
    await page.evaluate(() =>
      localStorage.setItem(
        'user',
        JSON.stringify({ UserNum: 1, UserID: 'ghost', UserType: 1, UserPoint: 0, UserPoint2: 0 }),
      ),
    );
    // Every call of the page fails with 401, as when a session is revoked: one explanation, not one per call.
    await page.route('**/api/**', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: '{"message":"Your session has ended."}',
      }),
    );
    await page.goto('/home');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Your session has ended.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toContainText('Session expired. Please log in again.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await expect(page).toHaveURL(/\/$/);
  });
});

test('the OpenAPI documentation renders at /api/docs under its CSP', async ({ page, consoleErrors }) => {
  await page.goto('/api/docs');
  // Swagger UI is a 1.7 MB script of its own: with the other worker's browser busy on the same two cores it
  // has taken over 7 s to parse and draw, so its first sight gets longer than the default wait.
  await expect(page.getByText(/API/).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.swagger-ui .info .title')).toContainText('API');
  expect(consoleErrors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
});
