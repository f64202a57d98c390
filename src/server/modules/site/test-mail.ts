import type { AuditChange } from '#shared/contracts/admin.ts';
import type { TestMailResult } from '#shared/contracts/admin-site.ts';
import { manilaDateTime } from '#shared/manila-time.ts';
import type { Editor } from '../../db/audit.ts';
import { type AuditedKind, logChange } from '../../db/audited.ts';
import type { Db } from '../../db/database.ts';
import { conflict } from '../../http-error.ts';
import type { MailMessage } from '../../mail/brand.ts';
import { mailFailure } from '../../mail/failure.ts';
import type { Mailer, MailReceipt } from '../../mail/mailer.ts';
import { emailOf } from '../accounts/profile-service.ts';

/**
 * The console's "Send me a test mail" (docs/product/site-settings.md, Mail): one mail to the signed-in
 * operator's own address, never another (the route takes no address, so it relays nothing), and the mail
 * server's answer as it came, accepting or refusing. A refusal is the test's finding, not a fault of the
 * site: it is answered 200 with the server's words.
 */

const NO_ADDRESS = 'Your account has no e-mail address to send the test mail to.';

/** The answer comes before the 30 s a quiet connection is kept (server-limits.ts), whatever the server does. */
const DEADLINE_MS = 25_000;

/** Its audit rows: 'mail.test', no record id, the address, the outcome and the server's answer. */
const TEST_MAIL: AuditedKind = { record: 'mail', fields: [] };

function testMessage(to: string, userId: string, now: Date): MailMessage {
  return {
    to,
    subject: 'test mail',
    text: `Hello ${userId},\n\nThis is the test mail you asked for on the console's Site settings page on ${manilaDateTime(now)} (Manila). It reached you, so the site's mail works: verification links, password resets and support answers go out the same way.\n\nThe sender's name, the subject's start and the sign-off below are the site name set on that page.`,
    signOff: 'team',
    // The console's own mail: the console is English (docs/product/languages.md).
    language: 'en',
  };
}

function withDeadline(work: Promise<MailReceipt>, ms: number): Promise<MailReceipt> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error(`no answer within ${ms / 1000} seconds`), { code: 'ETIMEDOUT' })),
      ms,
    );
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

function describe(to: string, receipt: MailReceipt): TestMailResult {
  if (receipt.mode === 'outbox') {
    return {
      outcome: 'outbox',
      to,
      message: `No mail server is set (SMTP_URL), so nothing was sent: the test mail was written to the outbox folder (DATA_DIR/outbox) as ${receipt.file}. Every mail of the site goes there until SMTP_URL is set.`,
      response: null,
      messageId: receipt.messageId,
      file: receipt.file,
    };
  }
  return {
    outcome: 'sent',
    to,
    message: `The mail server accepted the test mail for ${to}. If it does not arrive within a few minutes, look in the spam folder and in the mail server's log.`,
    response: receipt.response,
    messageId: receipt.messageId,
    file: null,
  };
}

function describeFailure(to: string, error: unknown): TestMailResult {
  const failure = mailFailure(error);
  const where = [failure.code, failure.command && `at ${failure.command}`].filter(Boolean).join(', ');
  const message = failure.response
    ? `The mail server refused the test mail${where ? ` (${where})` : ''}: ${failure.response}`
    : `The test mail could not be sent${failure.code ? ` (${failure.code})` : ''}: ${failure.text}`;
  return { outcome: 'failed', to, message, response: failure.response, messageId: null, file: null };
}

export async function sendTestMail(
  db: Db,
  mailer: Mailer,
  sender: Editor & { userId: string },
  now: Date,
  deadlineMs = DEADLINE_MS,
): Promise<TestMailResult> {
  const to = await emailOf(db, sender.userNum);
  if (!to) throw conflict(NO_ADDRESS);
  const result = await withDeadline(mailer.send(testMessage(to, sender.userId, now)), deadlineMs).then(
    (receipt) => describe(to, receipt),
    (error: unknown) => describeFailure(to, error),
  );
  const changes: AuditChange[] = [
    { field: 'to', old: null, new: to },
    { field: 'outcome', old: null, new: result.outcome },
    { field: 'answer', old: null, new: result.response ?? result.file ?? result.message },
  ];
  await logChange(db, TEST_MAIL, sender, { verb: 'test', id: null, changes });
  return result;
}
