/**
 * What a failed send says, from nodemailer's error: the SMTP server's own answer when it gave one
 * ("535 Authentication failed" to AUTH PLAIN), else what went wrong on the way ("connect ECONNREFUSED
 * 127.0.0.1:2525"). Neither carries SMTP_URL's password: nodemailer never puts it in an error.
 */
export interface MailFailure {
  /** nodemailer's code: EAUTH, EENVELOPE, ESOCKET, ETIMEDOUT, ... (null for an error of another kind). */
  code: string | null;
  /** The SMTP command the server refused, e.g. 'RCPT TO'; 'CONN' while connecting. */
  command: string | null;
  /** The server's answer line, e.g. '550 5.1.1 No such user here'; null when none came. */
  response: string | null;
  /** One line: the server's answer, or the error's message. */
  text: string;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

export function mailFailure(error: unknown): MailFailure {
  const fields = (typeof error === 'object' && error !== null ? error : {}) as Record<string, unknown>;
  const response = text(fields.response);
  const message = error instanceof Error ? error.message : String(error);
  return {
    code: text(fields.code),
    command: text(fields.command),
    response,
    text: (response ?? message).replace(/\s+/g, ' ').slice(0, 300),
  };
}
