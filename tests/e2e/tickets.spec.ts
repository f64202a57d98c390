import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { TICKET_MESSAGES } from '../../src/shared/contracts/tickets.ts';
import { createUser } from '../support/factories.ts';
import { freshSeed, patternedPng } from '../support/png.ts';
import { staffReplies, ticketsContext } from '../support/tickets.ts';
import { closeDialog, expect, expectAccessible, mailbox, test, uniqueId, withDatabase } from './fixtures.ts';

/**
 * Support tickets from the player's side (docs/product/tickets.md): a ticket with a screenshot, the staff
 * reply's e-mail and badge, reading and answering it, another player's ticket refused, and a visitor's
 * ticket by e-mail. The staff reply is played by the service the console's reply calls
 * (notifyPlayerOfStaffReply), inside a transaction, with the mail going to the e2e server's mail catcher.
 */

/**
 * Opens a page by its address and waits for its heading: the ticket pages are lazily loaded chunks, and on
 * the shared test machine fetching them can take longer than one expect's default wait.
 */
async function open(page: Page, address: string): Promise<void> {
  await page.goto(address);
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 20_000 });
}

async function submitTicket(page: Page, subject: string, message: string): Promise<number> {
  await open(page, '/ticket');
  const form = page.getByRole('form', { name: 'Submit a ticket' });
  await form.getByLabel('Category').selectOption({ label: 'Payment or top-up' });
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill(message);
  await form.getByLabel('Screenshots').setInputFiles({
    name: 'receipt.png',
    mimeType: 'image/png',
    buffer: await patternedPng(640, 400, freshSeed()),
  });
  await expect(form.getByRole('img', { name: 'Screenshot 1' })).toBeVisible();
  await form.getByRole('button', { name: 'Submit Ticket' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Your ticket number is #' });
  await expect(dialog).toBeVisible();
  const number = Number(/#(\d+)/.exec((await dialog.textContent()) ?? '')?.[1]);
  await closeDialog(page, 'Your ticket number is #');
  return number;
}

/** A staff member answers through the service the console's reply route calls; the notice mail goes out. */
async function staffAnswers(ticketNumber: number, body: string, baseUrl: string): Promise<void> {
  const dir = process.env.E2E_STATE_DIR;
  if (!dir) throw new Error('E2E_STATE_DIR is not set');
  const smtpUrl = readFileSync(path.join(dir, 'smtp-url'), 'utf8');
  await withDatabase(async (db) => {
    const staff = await createUser(db, { userId: uniqueId('staff'), userType: 11 });
    const ctx = ticketsContext(db, smtpUrl);
    await staffReplies(ctx, ticketNumber, body, {
      staffUserNum: staff.user_num,
      note: 'Checked the GCash reference.',
      baseUrl,
    });
    await ctx.tasks.drain();
    ctx.mailer.close();
  });
}

test('a player submits a ticket with a screenshot, gets the answer by e-mail and badge, reads it and replies', async ({
  signedInPage: page,
  newPlayer,
  baseURL,
}) => {
  // The longest walk of the suite (two uploads' worth of image work, mail both ways) on a shared machine.
  test.setTimeout(120_000);
  const subject = `Top-up ${uniqueId('s')}`;
  const number = await submitTicket(page, subject, 'Paid 100 PHP, see https://example.com/receipt.');
  await expectAccessible(page);

  await open(page, '/checkticket');
  const row = page.getByTestId('ticket-row').filter({ hasText: subject });
  await expect(row).toContainText(`#${number}`);
  await expect(row).toContainText('Payment or top-up');
  await expect(row).toContainText('Open');
  await row.getByRole('link', { name: subject }).click();
  await expect(page).toHaveURL(new RegExp(`/checkticket/${number}$`));
  const link = page.getByRole('link', { name: 'https://example.com/receipt' });
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
  const shot = page.getByRole('img', { name: /Screenshot 1/ });
  await expect(shot).toBeVisible();
  // Its box (96 x 64) is laid out before its file arrives: wait for the file, as the console's test does.
  await expect.poll(() => shot.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectAccessible(page);

  const since = Date.now();
  await staffAnswers(number, 'We found your payment. It is credited now.', baseURL ?? '');
  const letter = await mailbox.waitFor(newPlayer.email, { subject: /answered your ticket/, since });
  const opened = new URL(mailbox.link(letter, `/checkticket/${number}`));

  await open(page, '/');
  await expect(page.getByTestId('account-card').getByTestId('ticket-badge')).toHaveText(/^1/);
  await open(page, opened.pathname);
  await expect(page.getByText('We found your payment. It is credited now.')).toBeVisible();
  await expect(page.getByText('Checked the GCash reference.')).toHaveCount(0);
  await expect(page.getByTestId('ticket-status')).toHaveText('Answered');
  await expect(page.getByTestId('account-card').getByTestId('ticket-badge')).toHaveCount(0);

  await page.getByLabel('Message').fill('Thank you, I see it now.');
  await page.getByRole('button', { name: 'Send Reply' }).click();
  await expect(page.getByText('Thank you, I see it now.')).toBeVisible();
  await expect(page.getByTestId('ticket-status')).toHaveText('Waiting for support');
});

test('the form says what is missing, with the server’s words', async ({ signedInPage: page }) => {
  await open(page, '/ticket');
  const form = page.getByRole('form', { name: 'Submit a ticket' });
  await form.getByLabel('Subject').fill('x'.repeat(101));
  await form.getByRole('button', { name: 'Submit Ticket' }).click();
  await expect(form.getByText(TICKET_MESSAGES.categoryRequired)).toBeVisible();
  await expect(form.getByText(TICKET_MESSAGES.subjectTooLong)).toBeVisible();
  await expect(form.getByText(TICKET_MESSAGES.messageRequired)).toBeVisible();
});

test("another player's ticket is refused on the page", async ({ signedInPage: page }) => {
  const number = await withDatabase(async (db) => {
    const owner = await createUser(db, { userId: uniqueId('own') });
    const row = await db
      .insertInto('tickets')
      .values({
        user_num: owner.user_num,
        guest_email: null,
        category: 'account',
        subject: 'Private matter',
        cha_num: null,
        resolved_at: null,
        assignee_user_num: null,
      })
      .returning('number')
      .executeTakeFirstOrThrow();
    return row.number;
  });
  await open(page, `/checkticket/${number}`);
  await expect(page.getByRole('alert')).toContainText('Ticket not found');
  await expect(page.getByText('Private matter')).toHaveCount(0);
});

test('a visitor who cannot sign in sends a ticket confirmed by e-mail and replies through its link', async ({
  page,
}) => {
  await open(page, '/ticket');
  await expect(page.getByRole('link', { name: 'Find your account' })).toHaveAttribute('href', '/findaccount');
  const email = `${uniqueId('v')}@example.com`;
  const form = page.getByRole('form', { name: 'Ticket by e-mail' });
  await form.getByLabel('E-mail address').fill(email);
  await form.getByLabel('Category').selectOption({ label: 'Account' });
  await form.getByLabel('Subject').fill('Account hacked');
  await form.getByLabel('Message').fill('Someone changed my password.');
  const since = Date.now();
  await form.getByRole('button', { name: 'Send me the link' }).click();
  await expect(page.getByRole('status')).toHaveText(TICKET_MESSAGES.guestLinkSent);
  await expectAccessible(page);

  const letter = await mailbox.waitFor(email, { subject: /confirm your support ticket/, since });
  const link = new URL(mailbox.link(letter, '/ticket/guest'));
  await open(page, link.pathname + link.search);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Account hacked');
  await expect(page.getByText('Someone changed my password.')).toBeVisible();
  await expect(page.getByTestId('ticket-status')).toHaveText('Open');
  await page.getByLabel('Message').fill('My old e-mail is this one.');
  await page.getByRole('button', { name: 'Send Reply' }).click();
  await expect(page.getByText('My old e-mail is this one.')).toBeVisible();
  await expectAccessible(page);
});
