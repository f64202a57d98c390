import { SMTPServer } from 'smtp-server';
import { freePort } from '../../src/server/db/embedded.ts';

/**
 * The tests' one mail catcher: a real SMTP server on loopback that the site under test sends to
 * (SMTP_URL), and the reading of what it caught. API tests keep the messages in memory (startMailCatcher);
 * the browser tests' server writes each one to a folder the test workers read (tests/e2e/serve.ts and
 * fixtures.ts), since those run in other processes.
 */

export interface CaughtMail {
  to: string;
  subject: string;
  /** The message with quoted-printable undone: enough to read text and find links. */
  text: string;
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** A raw message as the SMTP server received it, read into its recipient, subject and decoded text. */
export function parseMail(raw: string): CaughtMail {
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(raw)?.[1]?.trim() ?? '';
  return { to: header('To'), subject: header('Subject'), text: decodeQuotedPrintable(raw) };
}

/** The SMTP server alone: hands each message's raw bytes to `onMessage`. */
export async function startSmtpCatcher(onMessage: (raw: Buffer) => void) {
  const port = await freePort();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        onMessage(Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A catcher that keeps every message in memory, for tests that run the app in their own process. */
export async function startMailCatcher() {
  const mails: CaughtMail[] = [];
  const followed = new Set<{ drain(): Promise<void> }>();
  const smtp = await startSmtpCatcher((raw) => mails.push(parseMail(raw.toString('utf8'))));
  return {
    url: smtp.url,
    mails,
    /** Background work whose mail `to` waits for: an app's tasks (createTestApp's `mail` does it). */
    follow(tasks: { drain(): Promise<void> }) {
      followed.add(tasks);
    },
    /** Every message to `to` so far, after the followed apps' pending mail work has finished. */
    async to(to: string): Promise<CaughtMail[]> {
      for (const tasks of followed) await tasks.drain();
      return mails.filter((m) => m.to.toLowerCase().includes(to.toLowerCase()));
    },
    /** The newest message to `to` whose subject matches. */
    async last(to: string, subject: RegExp): Promise<CaughtMail> {
      const found = (await this.to(to)).filter((m) => subject.test(m.subject)).at(-1);
      if (!found) throw new Error(`no mail to ${to} matching ${subject}`);
      return found;
    },
    /** The token of the first link in `mail` to the given page, e.g. 'reset-password'. */
    token(mail: CaughtMail, page: string): string {
      const match = new RegExp(`https?://[^\\s"<>]*/${page}\\?token=([A-Za-z0-9_%-]+)`).exec(mail.text);
      if (!match?.[1]) throw new Error(`no ${page} link in mail "${mail.subject}"`);
      return decodeURIComponent(match[1]);
    },
    close: smtp.close,
  };
}

export type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>;
