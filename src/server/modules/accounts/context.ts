import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGES } from '#shared/contracts/accounts.ts';
import type { Language } from '#shared/languages.ts';
import type { TaskRunner } from '../../background-tasks.ts';
import type { Db } from '../../db/database.ts';
import { forbidden } from '../../http-error.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import type { GameBridge } from '../game/bridge.ts';
import type { SessionCache, SessionUser } from './sessions.ts';

/** What the account services need, built once by the routes plugin. */
export interface AccountsContext {
  db: Db;
  limiter: RateLimiter;
  mailer: Mailer;
  tasks: TaskRunner;
  /** The app's session cache, told about every session a service ends (sessions.ts). */
  sessions: SessionCache;
  /**
   * The site's name as the console sets it (SITE_NAME while the settings cannot be read): the issuer an
   * authenticator app shows beside a staff member's code, fixed in the app when the code is added.
   */
  siteName: () => Promise<string>;
  /** The app's clock (app.ts): tests move it instead of waiting (second-factor codes, their expiry). */
  now: () => Date;
  /** The game bridge (app.game): accounts reach the game's logins through it; null keeps the site's own world. */
  game: GameBridge | null;
}

/** The context of one routes plugin (the player's account routes, the console's players and tickets). */
export function createAccountsContext(app: FastifyInstance): AccountsContext {
  return {
    db: app.db,
    limiter: app.limiter,
    mailer: app.mailer,
    tasks: app.tasks,
    sessions: app.sessions,
    siteName: () =>
      app.siteSettings.get().then(
        (settings) => settings.siteName,
        () => app.config.SITE_NAME,
      ),
    now: app.now,
    game: app.game,
  };
}

/** Facts about the request the services use: the caller's address and the site's public base URL. */
export interface RequestMeta {
  ip: string;
  userAgent: string | null;
  /** e.g. https://ran.example.com, for links in mail. */
  baseUrl: string;
  /**
   * The page's language (plugins/language.ts): a new account's, and the language of a mail to an address
   * with no account yet (docs/product/languages.md, The account's language).
   */
  language: Language;
}

/** Payloads name the account (UserNum, UserID): it must be the signed-in one. */
export function assertOwnAccount(user: SessionUser, ref: { UserNum?: number; UserID?: string }): void {
  const otherNum = ref.UserNum !== undefined && ref.UserNum !== user.userNum;
  const otherId = ref.UserID !== undefined && ref.UserID.toLowerCase() !== user.userId.toLowerCase();
  if (otherNum || otherId) throw forbidden(ACCOUNT_MESSAGES.notYourAccount);
}

/** Secret answers compare case- and spacing-insensitively ("Blue ", "blue" and "BLUE" are one answer). */
export function normalizeAnswer(answer: string): string {
  return answer.trim().replace(/\s+/g, ' ').toLowerCase();
}
