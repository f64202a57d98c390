import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Sends one message; resolves once the SMTP server accepted it or the .eml file is written. */
  send(message: MailMessage): Promise<void>;
  close(): void;
  readonly mode: 'smtp' | 'outbox';
}

interface MailLog {
  info(details: object, message: string): void;
}

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  log: MailLog;
}

/**
 * Real mail through SMTP when `SMTP_URL` is set (README.md, Configuration); otherwise every message is written as
 * an .eml file to `${DATA_DIR}/outbox/` (open it with any mail program) and its subject is logged, so a
 * fresh install can still finish a password reset by reading the file.
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      mode: 'smtp',
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
        options.log.info({ subject: message.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.resolve(options.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    mode: 'outbox',
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      options.log.info({ subject: message.subject, file }, 'mail written to the outbox');
    },
    close: () => transport.close(),
  };
}
