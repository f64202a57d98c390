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
