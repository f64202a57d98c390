import { createTaskRunner } from '../../src/server/background-tasks.ts';
import type { Db } from '../../src/server/db/database.ts';
import { createMailer } from '../../src/server/mail/mailer.ts';
import type { TicketsContext } from '../../src/server/modules/tickets/context.ts';
import { notifyPlayerOfStaffReply } from '../../src/server/modules/tickets/notify.ts';
import { insertMessage, updateTicket } from '../../src/server/modules/tickets/repository.ts';
import { createRateLimiter, memoryRateStore } from '../../src/server/plugins/rate-limit.ts';
import type { TestApp } from './test-app.ts';
import { AJAX } from './test-app.ts';

/** Uploads a screenshot as the browser does: the file's bytes as the body. */
export function uploadScreenshot(
  t: TestApp,
  bytes: Buffer,
  auth: Record<string, string>,
  url = '/api/tickets/screenshots',
) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...AJAX, ...auth, 'content-type': 'image/png' },
    payload: bytes,
  });
}

/** A ticket context like the routes plugin's, mailing to `smtpUrl`: what the console's reply route will hold. */
export function ticketsContext(db: Db, smtpUrl: string): TicketsContext {
  const log = { info: () => {}, error: () => {} };
  return {
    db,
    limiter: createRateLimiter(memoryRateStore()),
    mailer: createMailer({
      smtpUrl,
      address: 'support@example.com',
      siteName: async () => 'Ran Online PH',
      dataDir: './data/test',
      log,
    }),
    tasks: createTaskRunner(log),
    now: () => new Date(),
  };
}

/**
 * A staff reply as the console's reply does it: the public message, the status, and the player's notice in
 * one transaction, the mail sent once it committed. Optionally an internal note first.
 */
export async function staffReplies(
  ctx: TicketsContext,
  ticketNumber: number,
  body: string,
  options: { staffUserNum: number; note?: string; baseUrl?: string },
): Promise<void> {
  const send = await ctx.db.transaction().execute(async (trx) => {
    if (options.note) {
      await insertMessage(trx, {
        ticketNumber,
        authorKind: 'staff',
        authorUserNum: options.staffUserNum,
        body: options.note,
        internal: true,
      });
    }
    await insertMessage(trx, {
      ticketNumber,
      authorKind: 'staff',
      authorUserNum: options.staffUserNum,
      body,
      internal: false,
    });
    await updateTicket(trx, ticketNumber, { status: 'waiting_player' });
    return notifyPlayerOfStaffReply(trx, ctx, ticketNumber, options.baseUrl ?? 'http://localhost:3000');
  });
  send();
}
