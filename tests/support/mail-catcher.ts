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
  /** Encoded words (RFC 2047) decoded. */
  subject: string;
  /** The From header as sent (folded lines joined), for tests that parse it as a mail program would. */
  fromHeader: string;
  /** The message with quoted-printable undone: enough to read text and find links. */
  text: string;
}

/** Soft line breaks joined, each run of =XX bytes read as UTF-8, line ends as \n. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'))
    .replace(/\r\n/g, '\n');
}

/** A header's encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=) as text; the space between two goes. */
export function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_m, kind: string, data: string) => {
      if (kind.toUpperCase() === 'B') return Buffer.from(data, 'base64').toString('utf8');
      const bytes = data
        .replace(/_/g, ' ')
        .replace(/=([0-9A-F]{2})/gi, (_h, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    });
}

/** A raw message as the SMTP server received it, read into its recipient, subject and decoded text. */
export function parseMail(raw: string): CaughtMail {
  // The header block, folded lines joined, up to the first empty line.
  const head = (raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  return {
    to: header('To'),
    subject: decodeWords(header('Subject')),
    fromHeader: header('From'),
    text: decodeQuotedPrintable(raw),
  };
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

/**
 * An SMTP server that refuses: the AUTH of any login (535), or every recipient (550). Its url carries a
 * login only for 'auth', so nodemailer authenticates there and nowhere else.
 */
export async function startRefusingSmtp(refuse: 'auth' | 'rcpt') {
  const port = await freePort();
  const refusal = (message: string, responseCode: number) =>
    Object.assign(new Error(message), { responseCode });
  const server = new SMTPServer({
    authOptional: refuse !== 'auth',
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (_auth, _session, callback) => callback(refusal('Authentication failed', 535)),
    onRcptTo: (_address, _session, callback) => callback(refusal('5.1.1 Mailbox unavailable', 550)),
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: refuse === 'auth' ? `smtp://mailer:wrong-secret@127.0.0.1:${port}` : `smtp://127.0.0.1:${port}`,
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
