import { startSession } from '../../src/server/modules/accounts/sessions.ts';
import { ADMIN_USER_TYPE } from '../../src/shared/user-types.ts';
import { startVoteSiteStandIn } from '../support/vote-site-stand-in.ts';
import { AJAX, createPlayer, expect, expectAccessible, test, uniqueId, withDatabase } from './fixtures.ts';

/**
 * Vote for points (docs/product/votes.md), as a player meets it: /vote lists a vote site, its link leads
 * to the vote site (a stand-in speaking GTop100's pingback protocol, tests/support/vote-site-stand-in.ts),
 * whose Vote button sends the pingback to the site; back on /vote the reward is in the balance and the
 * site says when the player may vote again.
 */
test('a player votes on a vote site and is credited once, then waits for the cooldown @phone', async ({
  signedInPage: page,
  request,
  consoleErrors,
}) => {
  const origin = new URL(page.url()).origin;
  const standIn = await startVoteSiteStandIn({
    pingbackKey: 'e2e-pingback-key',
    returnUrl: `${origin}/vote`,
  });
  try {
    // An administrator adds the vote site through the console's API.
    const admin = await createPlayer(undefined, ADMIN_USER_TYPE);
    const token = await withDatabase(async (db) => {
      const { user_num } = await db
        .selectFrom('users')
        .select('user_num')
        .where('user_id', '=', admin.userId)
        .executeTakeFirstOrThrow();
      return startSession(db, user_num, { ip: '127.0.0.1', userAgent: 'playwright votes' });
    });
    const name = uniqueId('Top');
    const added = await request.post('/api/admin/vote-sites', {
      headers: { ...AJAX, authorization: `Bearer ${token}` },
      data: {
        name,
        kind: 'gtop100',
        linkTemplate: `${standIn.url}/vote?vote=1&pingUsername={reference}`,
        pingbackKey: 'e2e-pingback-key',
        allowedAddresses: [],
        rewardAmount: 75,
        rewardCurrency: 'rcoin',
        cooldownHours: 12,
        isEnabled: true,
      },
    });
    expect(added.status()).toBe(200);
    const site = (await added.json()) as { callbackUrl: string };
    standIn.callbackUrl = site.callbackUrl;

    await page.goto('/vote');
    await expect(page).toHaveTitle(/^Vote for Points \| /);
    const card = page.getByTestId('vote-site').filter({ hasText: name });
    await expect(card).toContainText('75 R-Coin every 12 hours');
    await expect(card).toContainText('You can vote now.');
    await expect(page.getByTestId('vote-balance-rcoin')).toHaveText('0');
    await expectAccessible(page);

    await card.getByRole('link', { name: `Vote now on ${name}` }).click();
    await expect(page).toHaveURL(new RegExp(`^${standIn.url}/vote\\?vote=1&pingUsername=[A-Z2-7]{24}$`));
    await page.getByRole('button', { name: 'Vote' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for voting' })).toBeVisible();
    expect(standIn.answers).toEqual([{ status: 200, body: 'OK' }]);
    await page.getByRole('link', { name: 'Back to the server' }).click();

    await expect(page).toHaveURL(`${origin}/vote`);
    await expect(page.getByTestId('vote-balance-rcoin')).toHaveText('75');
    await expect(card.getByTestId('vote-wait')).toContainText(/Vote again in (12 h|11 h 5\d min)/);
    await expect(page.locator('.vote-recent')).toContainText(`${name}: +75 R-Coin`);

    // Voting again inside the cooldown is recorded but credits nothing.
    await card.getByRole('link', { name: `Vote (no reward yet) on ${name}` }).click();
    await page.getByRole('button', { name: 'Vote' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for voting' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the server' }).click();
    await expect(page.locator('.vote-recent')).toContainText('no reward (in cooldown');
    await expect(page.getByTestId('vote-balance-rcoin')).toHaveText('75');
    expect(consoleErrors).toEqual([]);
  } finally {
    await standIn.close();
  }
});

/**
 * On the demo seed (docs/product/votes.md, The demo vote site): the seeded GTop100 (demo) leads to the demo
 * vote page on this site, whose Vote button makes the server send the real pingback to itself; back on
 * /vote the player has the reward. The second button's vote is kept as not counted.
 */
test('on the demo seed a player votes through the demo vote page and sees the reward @phone', async ({
  signedInPage: page,
  consoleErrors,
}) => {
  await page.goto('/vote');
  const card = page.getByTestId('vote-site').filter({ hasText: 'GTop100 (demo)' });
  await expect(card).toContainText('50 R-Coin every 12 hours');
  await expect(page.getByTestId('vote-site').filter({ hasText: 'TopG (demo)' })).toContainText(
    '100 Milleage every 24 hours',
  );
  await expect(page.getByTestId('vote-balance-rcoin')).toHaveText('0');

  await card.getByRole('link', { name: 'Vote now on GTop100 (demo)' }).click();
  await expect(page).toHaveURL(/\/vote\/demo-site\/\d+\?ref=[A-Z2-7]{24}$/);
  await expect(page.getByRole('heading', { name: 'Demo Vote Site' })).toBeVisible();
  await expect(page.getByTestId('demo-vote-site')).toHaveText('GTop100 (demo)');
  await expect(page.getByText('Demo stand-in for a top site.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Vote, but the site says it did not count' }).click();
  await expect(page).toHaveURL(/\/vote$/);
  await expect(page.locator('.vote-recent')).toContainText(
    'GTop100 (demo): no reward (the vote site says the vote did not count)',
  );
  await expect(page.getByTestId('vote-balance-rcoin')).toHaveText('0');

  await card.getByRole('link', { name: 'Vote now on GTop100 (demo)' }).click();
  await page.getByRole('button', { name: 'Vote', exact: true }).click();
  await expect(page).toHaveURL(/\/vote$/);
  await expect(page.getByTestId('vote-balance-rcoin')).toHaveText('50');
  await expect(card.getByTestId('vote-wait')).toContainText(/Vote again in (12 h|11 h 5\d min)/);
  await expect(page.locator('.vote-recent')).toContainText('GTop100 (demo): +50 R-Coin');
  expect(consoleErrors).toEqual([]);
});
