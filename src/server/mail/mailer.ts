import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { brandMail, type MailMessage } from './brand.ts';

/** What became of a message: the SMTP server's answer line, or the .eml file it was written to. */
export type MailReceipt =
  | { mode: 'smtp'; messageId: string; response: string }
  | { mode: 'outbox'; messageId: string; file: string };

export interface Mailer {
  /**
   * Sends one message with the site's name (brand.ts); resolves once the SMTP server accepted it or the .eml
   * file is written, and rejects with nodemailer's error (its code and the server's answer: failure.ts).
   */
  send(message: MailMessage): Promise<MailReceipt>;
  close(): void;
  readonly mode: 'smtp' | 'outbox';
}

interface MailLog {
  info(details: object, message: string): void;
}

export interface MailerOptions {
  smtpUrl?: string;
  /** The sender's address, MAIL_FROM's (brand.ts senderAddress). */
  address: string;
  /** The site's name when a message is sent: the console's setting, through the settings cache (app.ts). */
  siteName: () => Promise<string>;
  dataDir: string;
  log: MailLog;
}

/**
 * Bounds on one SMTP conversation, under the 30 s a quiet connection to the site is kept (server-limits.ts),
 * so the console's test mail hears the server's answer or a timeout rather than a dropped request, and a
 * server that never answers does not hold a mail task for nodemailer's 10 minutes. An SMTP_URL query
 * (?socketTimeout=...) still sets its own.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 15_000 };

/**
 * Real mail through SMTP when `SMTP_URL` is set (README.md, Configuration); otherwise every message is written as
 * an .eml file to `${DATA_DIR}/outbox/` (open it with any mail program) and its subject is logged, so a
 * fresh install can still finish a password reset by reading the file.
 */
export function createMailer(options: MailerOptions): Mailer {
  const branded = async (message: MailMessage) =>
    brandMail(await options.siteName(), options.address, message);
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({ ...SMTP_TIMEOUTS, url: options.smtpUrl });
    return {
      mode: 'smtp',
      async send(message) {
        const mail = await branded(message);
        const info = await transport.sendMail(mail);
        options.log.info({ subject: mail.subject }, 'mail sent');
        return { mode: 'smtp', messageId: info.messageId, response: info.response };
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.resolve(options.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    mode: 'outbox',
    async send(message) {
      const mail = await branded(message);
      const info = await transport.sendMail(mail);
      await mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      options.log.info({ subject: mail.subject, file }, 'mail written to the outbox');
      return { mode: 'outbox', messageId: info.messageId, file: path.basename(file) };
    },
    close: () => transport.close(),
  };
}
