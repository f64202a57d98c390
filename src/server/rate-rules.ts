/**
 * Every rate limit of the site, in one table. A route names the rules it is counted against in its
 * `config.rateLimit` and the rate-limit hook (plugins/rate-limit.ts) counts them before the handler; only
 * rules with `per: 'user'` or `per: 'address'` can be declared that way. A rule whose subject only a
 * service knows (the account a sign-in names, an e-mail address) or that counts only some requests (the
 * rankings cache misses) is used by name from this table where that knowledge is.
 *
 * Per-address limits are looser than per-account ones because many players share one address behind
 * mobile carriers' NAT. The sign-in buckets are explained in docs/decisions/0010-accounts.md and
 * 0011-sign-in-lockout.md.
 */
export interface RateRule {
  /** What is limited, e.g. 'login-ip'. Counter keys are `${name}:${subject}`, shared with Redis. */
  name: string;
  limit: number;
  windowSeconds: number;
  /**
   * Whose attempts are counted: the signed-in user, the caller's address, or an account or e-mail address
   * the request names (counted by the service, which knows it).
   */
  per: 'user' | 'address' | 'named-account';
  /** A success clears the counter (only wrong attempts add up), for rules declared on a route. */
  resetOnSuccess?: boolean;
}

const MIN15 = 15 * 60;

export const RATE_RULES = {
  // ---- sign-in, registration, recovery (counted in modules/accounts services)
  /** Sign-in from browsers and addresses the account has never signed in from: one bucket, shared. */
  loginAccount: { name: 'login-account', limit: 6, windowSeconds: MIN15, per: 'named-account' },
  /** Sign-in from one browser or address that signed in to the account before: a bucket of its own. */
  loginKnown: { name: 'login-known', limit: 6, windowSeconds: MIN15, per: 'named-account' },
  /**
   * Every checked password of one account, whatever the bucket (ASVS: at most 100 failures an hour). Someone
   * at a computer the owner once used can reach three buckets (that browser, that address, the shared one);
   * five 15-minute windows touch any hour, so they can put at most 3 x 5 x 6 = 90 into it and never reach
   * the cap by themselves: the owner elsewhere still signs in.
   */
  loginAccountHour: { name: 'login-account-hour', limit: 100, windowSeconds: 60 * 60, per: 'named-account' },
  loginAddress: { name: 'login-ip', limit: 60, windowSeconds: MIN15, per: 'address' },
  /**
   * Second-factor codes at sign-in, per account (counted by the service, which knows the account from the
   * sign-in's token; a success clears it); each also counts in loginAccountHour like a password.
   */
  loginFactor: { name: 'login-factor', limit: 6, windowSeconds: MIN15, per: 'named-account' },
  /** Second-factor codes at sign-in from one address, whatever the account. */
  loginFactorAddress: { name: 'login-factor-ip', limit: 30, windowSeconds: MIN15, per: 'address' },
  /**
   * Codes a signed-in staff member enters (confirming a set-up, a step-up, turning it off): a wrong one
   * counts, a right one clears the count.
   */
  factorCode: { name: 'factor-code', limit: 6, windowSeconds: MIN15, per: 'user', resetOnSuccess: true },
  register: { name: 'register-ip', limit: 10, windowSeconds: 60 * 60, per: 'address' },
  recoveryAddress: { name: 'recovery-ip', limit: 20, windowSeconds: MIN15, per: 'address' },
  /**
   * Recovery mails per account (find password) or per e-mail address (find ID). Silent: past it the answer
   * is the same, only no mail goes. The window must not outlast a reset link (30 minutes), so while the
   * budget is spent the newest link mailed is still valid.
   */
  recoveryMail: { name: 'recovery-mail', limit: 3, windowSeconds: MIN15, per: 'named-account' },
  resetAddress: { name: 'reset-ip', limit: 20, windowSeconds: MIN15, per: 'address' },
  secretAnswer: { name: 'secret-answer', limit: 5, windowSeconds: MIN15, per: 'user' },
  secretAnswerAddress: { name: 'secret-answer-ip', limit: 30, windowSeconds: MIN15, per: 'address' },
  passwordCheck: { name: 'password-check', limit: 10, windowSeconds: MIN15, per: 'user' },
  passwordCheckAddress: { name: 'password-check-ip', limit: 60, windowSeconds: MIN15, per: 'address' },
  resendVerification: { name: 'resend-verification', limit: 3, windowSeconds: MIN15, per: 'user' },

  // ---- money (declared on routes)
  /** Generous for a player, a wall for a script: purchases and cancellations per account per minute. */
  purchase: { name: 'purchase', limit: 60, windowSeconds: 60, per: 'user' },
  /** Wrong voucher codes are limited per account and per address; a success clears both counters. */
  voucherAccount: {
    name: 'voucher-account',
    limit: 10,
    windowSeconds: MIN15,
    per: 'user',
    resetOnSuccess: true,
  },
  voucherAddress: {
    name: 'voucher-address',
    limit: 30,
    windowSeconds: MIN15,
    per: 'address',
    resetOnSuccess: true,
  },
  /** Top-up orders (each one a checkout at the provider) per account: many tries, not a flood. */
  topUpOrder: { name: 'topup-order', limit: 20, windowSeconds: MIN15, per: 'user' },
  /** Codes an administrator looks up or revokes by typing them, per staff member: enough for support work. */
  voucherLookup: { name: 'voucher-lookup', limit: 60, windowSeconds: MIN15, per: 'user' },

  // ---- vote for points (docs/product/votes.md)
  /**
   * Vote sites' callbacks per sending address: a top site sends one per vote of the server's players, so
   * a busy hour stays far below it, while forged callbacks from one address cannot fill the votes table.
   */
  voteCallbackAddress: { name: 'vote-callback-ip', limit: 300, windowSeconds: 60, per: 'address' },

  // ---- operator console
  /** Image uploads per staff member: a whole gallery in one sitting, not a script filling the database. */
  imageUpload: { name: 'image-upload', limit: 120, windowSeconds: MIN15, per: 'user' },
  /**
   * Test mails per staff member (the Site settings page): a few tries while the mail settings are put
   * right, never a way to flood a mailbox or the mail server (each goes to the sender's own address only).
   */
  testMail: { name: 'test-mail', limit: 5, windowSeconds: MIN15, per: 'user' },
  /**
   * Discord webhook tests per staff member (the Discord page, docs/product/discord.md): enough to put a
   * webhook right, never a way to flood a channel or spend the site's Discord rate limit.
   */
  discordTest: { name: 'discord-test', limit: 10, windowSeconds: MIN15, per: 'user' },

  // ---- support tickets (docs/product/tickets.md)
  /** New tickets per player: plenty for real problems, not a flood of the staff queue. */
  ticketCreate: { name: 'ticket-create', limit: 5, windowSeconds: 60 * 60, per: 'user' },
  /** Replies and reopenings per player. */
  ticketReply: { name: 'ticket-reply', limit: 30, windowSeconds: MIN15, per: 'user' },
  /** Screenshot uploads per player (each is decoded and re-encoded). */
  ticketUpload: { name: 'ticket-upload', limit: 30, windowSeconds: MIN15, per: 'user' },
  /** Visitor tickets asked for from one address (each sends a mail). */
  guestTicketAddress: { name: 'guest-ticket-ip', limit: 10, windowSeconds: 60 * 60, per: 'address' },
  /**
   * Confirmation mails per e-mail address. Silent: past it the answer is the same, only no mail goes, so
   * nobody can use the form to flood someone's inbox.
   */
  guestTicketMail: { name: 'guest-ticket-mail', limit: 3, windowSeconds: 60 * 60, per: 'named-account' },
  /** Opening a visitor's ticket and its screenshots through the link, per address. */
  guestLinkRead: { name: 'guest-link-read', limit: 300, windowSeconds: MIN15, per: 'address' },
  /** A visitor's replies and screenshot uploads through the link, per address. */
  guestLinkWrite: { name: 'guest-link-write', limit: 30, windowSeconds: MIN15, per: 'address' },

  // ---- public content
  /** Each new visitor of an article writes a view row: a single address cannot flood the view table. */
  newsArticle: { name: 'news-article', limit: 300, windowSeconds: 60, per: 'address' },
  /**
   * Rankings answers not in the cache cost database work, so each address may cause only so many a minute
   * (counted by the route, on a miss only); cached answers are free. Generous for a whole internet café
   * clicking through tabs and filters.
   */
  rankingsMiss: { name: 'rankings-miss', limit: 120, windowSeconds: 60, per: 'address' },
} as const satisfies Record<string, RateRule>;

export type RateRuleName = keyof typeof RATE_RULES;

export function isRateRuleName(name: string): name is RateRuleName {
  return Object.hasOwn(RATE_RULES, name);
}
