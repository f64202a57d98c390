import type { FastifyInstance } from 'fastify';
import type { TaskRunner } from '../../background-tasks.ts';
import type { Db } from '../../db/database.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import { createAccountsContext } from '../accounts/context.ts';

/**
 * What the ticket services need, built once by the tickets routes plugin (routes.ts) and handed to the
 * console's ticket routes too; the mailer and task runner are the app's (app.mailer, app.tasks).
 */
export interface TicketsContext {
  db: Db;
  limiter: RateLimiter;
  mailer: Mailer;
  tasks: TaskRunner;
  /** The clock of every rule with a period (reopen window, link lifetimes); tests pass their own. */
  now: () => Date;
}

/** The accounts' context of one routes plugin (its mailer and task runner), with the clock. */
export function createTicketsContext(app: FastifyInstance): TicketsContext {
  return createAccountsContext(app);
}
