import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { createMailer, type Mailer } from '../../mail/mailer.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import { createTaskRunner, type TaskRunner } from '../accounts/background.ts';

/**
 * What the ticket services need, built once by the tickets routes plugin (routes.ts) and handed to the
 * console's ticket routes too, so both sides send mail through the same mailer and task runner.
 */
export interface TicketsContext {
  db: Db;
  limiter: RateLimiter;
  mailer: Mailer;
  tasks: TaskRunner;
  siteName: string;
  /** The clock of every rule with a period (reopen window, link lifetimes); tests pass their own. */
  now: () => Date;
}

/** The context of one routes plugin: its mailer and task runner, drained and closed with the app. */
export function createTicketsContext(app: FastifyInstance): TicketsContext {
  const config = app.config;
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    dataDir: config.DATA_DIR,
    log: app.log,
  });
  const tasks = createTaskRunner(app.log);
  const ctx: TicketsContext = {
    db: app.db,
    limiter: app.limiter,
    mailer,
    tasks,
    siteName: config.SITE_NAME,
    now: () => new Date(),
  };
  app.addHook('onClose', async () => {
    await tasks.drain();
    tasks.close();
    mailer.close();
  });
  return ctx;
}
