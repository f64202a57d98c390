import { AJAX, createPlayer, expect, mailbox, signInByApi, test, withDatabase } from './fixtures.ts';

/**
 * The header's language choice kept on a signed-in player's account, and the mails that follow it
 * (docs/product/languages.md, The account's language).
 */
test.beforeEach(async ({ browserName: _browser }, info) => {
  test.skip(info.project.name !== 'desktop', 'desktop walk only');
});

const languageOf = (userId: string) =>
  withDatabase(async (db) => {
    const row = await db
      .selectFrom('users')
      .select('language')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.language;
  });

test("a signed-in player's choice goes on the account, and the next mail comes in it", async ({ page }) => {
  const player = await createPlayer();
  await signInByApi(page, player);
  await page.goto('/?lang=en');
  const kept = page.waitForResponse((res) => res.url().endsWith('/api/language'));
  await page.getByLabel('Language').selectOption('fil');
  expect((await kept).status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  expect(await languageOf(player.userId)).toBe('fil');

  const since = Date.now();
  const res = await page.request.post('/api/findPassword', {
    headers: AJAX,
    data: { findPWID: player.userId, findPWEmail: player.email },
  });
  expect(res.status()).toBe(200);
  const mail = await mailbox.waitFor(player.email, { subject: /bagong password/, since });
  expect(mail.text).toContain('Para magtakda ng bagong password, buksan mo ang link na ito.');
});

test("a visitor's choice stays in the cookie alone", async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/language')) calls.push(request.url());
  });
  await page.goto('/?lang=en');
  await page.getByLabel('Language').selectOption('fil');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('fil');
  expect(calls).toEqual([]);
});
