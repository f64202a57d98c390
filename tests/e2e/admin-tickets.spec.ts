import type { Browser, Page } from '@playwright/test';
import { moveMoney } from '../../src/server/modules/wallet/service.ts';
import { createUser } from '../support/factories.ts';
import { patternedPng } from '../support/png.ts';
import {
  AJAX,
  expect,
  expectAccessible,
  mailbox,
  type Player,
  signInByApi,
  test,
  uniqueId,
  withDatabase,
} from './fixtures.ts';

/**
 * The console's support desk against the real API, as support staff (not an administrator): a player's
 * ticket with a screenshot is found in the queue, gets an internal note and a reply made from a canned
 * answer; the player is mailed, opens the ticket from the mail's link, reads the reply (never the note) and
 * answers on the page; staff resolve it, which the player's page then shows.
 */

/** Makes a support staff member (a staff_grants row, not an administrator) and signs `page` in as them. */
async function signInAsSupport(page: Page): Promise<string> {
  const userId = uniqueId('sup');
  const password = 'Desk-Lamp-77';
  await withDatabase(async (db) => {
    const user = await createUser(db, { userId, password });
    await db.insertInto('staff_grants').values({ user_num: user.user_num, role: 'support' }).execute();
  });
  await signInByApi(page, { userId, password });
  return userId;
}

/** The player's own browser context, signed in; they use the player API. */
async function playerPage(browser: Browser, baseURL: string, player: Player): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInByApi(page, player);
  return page;
}

/** The player's ticket as the player API makes it: a screenshot uploaded first, then the ticket naming it. */
async function submitTicket(player: Page, subject: string): Promise<number> {
  const upload = await player.request.post('/api/tickets/screenshots', {
    headers: { ...AJAX, 'content-type': 'image/png' },
    data: await patternedPng(320, 200, 7),
  });
  expect(upload.status()).toBe(200);
  const { id } = (await upload.json()) as { id: number };
  const res = await player.request.post('/api/tickets', {
    headers: AJAX,
    data: {
      category: 'payment',
      subject,
      message: 'I paid 500 PHP by GCash, ref 778899.',
      screenshots: [id],
    },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { number: number }).number;
}

/** 1,250 R-Coin booked through the ledger, as a top-up would be (the ticket screen shows it). */
async function topUp(player: Player) {
  await withDatabase(async (db) => {
    const { user_num } = await db
      .selectFrom('users')
      .select('user_num')
      .where('user_id', '=', player.userId)
      .executeTakeFirstOrThrow();
    await db.transaction().execute((trx) =>
      moveMoney(trx, {
        userNum: user_num,
        currency: 'rcoin',
        amount: 1250,
        source: 'admin',
        reference: `e2e-topup:${player.userId}`,
      }),
    );
  });
}

test('support staff note, answer with a canned reply, the player is mailed and answers, staff resolve', async ({
  page,
  newPlayer,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await topUp(newPlayer);
  const player = await playerPage(browser, baseURL ?? '', newPlayer);
  const subject = `GCash top-up ${uniqueId('t')}`;
  const number = await submitTicket(player, subject);
  const staffId = await signInAsSupport(page);

  // A canned answer, made on its page.
  const cannedTitle = `Payment found ${uniqueId('c')}`;
  await page.goto('/admin/tickets/canned');
  await page.getByRole('button', { name: 'Add a canned answer' }).click();
  await page.getByLabel('Title').fill(cannedTitle);
  await page
    .getByLabel('Text')
    .fill('We found your payment and credited your account. https://example.com/help');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('canned-notice')).toHaveText('Canned answer saved.');
  await expect(page.getByTestId('canned-item').filter({ hasText: cannedTitle })).toBeVisible();

  // The queue: waiting on staff, unassigned; the ticket is there.
  await page.goto('/admin/tickets');
  await page.getByLabel('Waiting on').selectOption('staff');
  await page.getByLabel('Assignee').selectOption('unassigned');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/assignee=unassigned&waiting=staff/);
  const row = page.getByTestId('ticket-row').filter({ hasText: subject });
  await expect(row).toContainText('Open');
  await expect(row).toContainText(newPlayer.userId);
  await expectAccessible(page);
  await row.getByRole('link', { name: subject }).click();

  // One screen: the thread with its screenshot, and the player's money.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`#${number} ${subject}`);
  const first = page.getByTestId('ticket-message').first();
  await expect(first).toContainText('ref 778899');
  const shot = first.getByRole('img', { name: 'Screenshot 1 (opens full size)' });
  // Lazily loaded: in view, the thumbnail comes through the staff route and decodes.
  await shot.scrollIntoViewIfNeeded();
  await expect.poll(() => shot.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByTestId('ticket-balance-rcoin')).toHaveText('1,250');
  await expect(page.getByTestId('ticket-ledger')).toContainText('+1,250 R-Coin (admin)');
  await expect(page.getByRole('link', { name: 'Whole ledger' })).toHaveAttribute(
    'href',
    /\/admin\/players\/\d+\?tab=ledger$/,
  );
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Assign to me' }).click();
  await expect(page.getByTestId('ticket-assignee')).toHaveText(staffId);

  // An internal note.
  await page.getByLabel('Note (staff only)').fill('GCash ref 778899 matches the 500 PHP payment.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByTestId('ticket-notice')).toHaveText('Note added. Players never see it.');
  await expect(page.getByTestId('ticket-note')).toContainText('GCash ref 778899 matches');

  // A reply from the canned answer, with a line of its own after it.
  await page.getByLabel('Canned answer').selectOption({ label: cannedTitle });
  await page.getByRole('button', { name: 'Insert' }).click();
  const reply = page.getByLabel('Reply', { exact: true });
  await expect(reply).toHaveValue(/^We found your payment/);
  await expect(reply).toBeFocused();
  await reply.press('End');
  await reply.pressSequentially(' Thank you!');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByTestId('ticket-notice')).toHaveText('Reply sent. The player was told by e-mail.');
  await expect(page.getByTestId('ticket-status')).toHaveText('Waiting for player');
  const sent = page.getByTestId('ticket-message').last();
  await expect(sent).toContainText('Thank you!');
  await expect(sent.getByRole('link', { name: 'https://example.com/help' })).toHaveAttribute(
    'rel',
    'noopener noreferrer nofollow ugc',
  );

  // The player: an e-mail whose link opens the ticket; the reply is there, the note is not.
  const letter = await mailbox.waitFor(newPlayer.email, { subject: new RegExp(`ticket #${number}`) });
  const unread = await player.request.get('/api/tickets/unread', { headers: AJAX });
  expect(await unread.json()).toEqual({ count: 1 });
  await player.goto(mailbox.link(letter, `/checkticket/${number}`));
  // The thread's own items (a message's screenshots are a list inside it).
  const messages = player.getByRole('list', { name: 'Conversation' }).locator(':scope > li');
  await expect(messages).toHaveCount(2);
  await expect(messages.last()).toContainText('Support');
  await expect(messages.last()).toContainText('Thank you!');
  await expect(player.getByText('778899 matches')).toHaveCount(0);
  await expect(player.getByTestId('ticket-status')).toHaveText('Answered');

  const answer = player.getByRole('form', { name: 'Reply' });
  await answer.getByLabel('Message').fill('Got it, the R-Coin is there now. Thanks!');
  await answer.getByRole('button', { name: 'Send Reply' }).click();
  await expect(messages).toHaveCount(3);
  await expect(player.getByTestId('ticket-status')).toHaveText('Waiting for support');

  // Staff see the answer and resolve the ticket.
  await page.reload();
  await expect(page.getByTestId('ticket-status')).toHaveText('Waiting for staff');
  await expect(page.getByTestId('ticket-message').last()).toContainText('the R-Coin is there now');
  await page.getByLabel('Status', { exact: true }).selectOption('resolved');
  await page.getByRole('button', { name: 'Change status' }).click();
  await expect(page.getByTestId('ticket-status')).toHaveText('Resolved');
  await player.reload();
  await expect(player.getByTestId('ticket-status')).toHaveText('Resolved');

  // The queue's resolved view lists it.
  await page.goto('/admin/tickets');
  await page.getByTestId('count-resolved').click();
  await expect(page.getByTestId('ticket-row').filter({ hasText: subject })).toBeVisible();

  // The narrowest phone: the ticket screen and the queue fit without sideways scrolling of the page.
  await page.setViewportSize({ width: 360, height: 740 });
  for (const address of [`/admin/tickets/${number}`, '/admin/tickets?status=all']) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  }
  await player.context().close();
});
