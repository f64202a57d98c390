import { randomUUID } from 'node:crypto';
import {
  type ActionResponse,
  type AdjustBody,
  type AdjustResponse,
  type BanBody,
  confirmLargeMessage,
  PLAYER_LIST_PAGE_SIZE as LIST_SIZE,
  PLAYER_ADMIN_MESSAGES as M,
  PLAYER_SEARCH_CAP,
  PLAYER_SEARCH_PAGE_SIZE,
  type PlayerLedger,
  type PlayerProfile,
  type PlayerPurchases,
  type PlayerRedemptions,
  type PlayerSearch,
  type PlayerSearchQuery,
  type UserTypeBody,
} from '#shared/contracts/admin-players.ts';
import { pageFields } from '#shared/pager.ts';
import { CURRENCY_LABEL, MAX_BALANCE } from '#shared/shop-rules.ts';
import { batchedCsv } from '../../csv.ts';
import { changedFields } from '../../db/audit.ts';
import { type AuditedKind, logChange } from '../../db/audited.ts';
import { isBlocked } from '../../db/bans.ts';
import type { Db } from '../../db/database.ts';
import type { IdempotencyClaim } from '../../db/idempotency-repository.ts';
import { badRequest, conflict, notFound, stepUpRequired } from '../../http-error.ts';
import { resetMail } from '../accounts/account-mails.ts';
import type { AccountsContext, RequestMeta } from '../accounts/context.ts';
import { createLink } from '../accounts/email-links.ts';
import { resetFactor, stepUpDue } from '../accounts/factor-service.ts';
import type { SessionCache } from '../accounts/sessions.ts';
import type { GameBridge } from '../game/bridge.ts';
import { gameSyncOf, queueBan } from '../game/logins.ts';
import { cancelWaitingPurchase } from '../purchases/service.ts';
import { type BalanceNotices, getBalances, moneyTransaction, moveMoney } from '../wallet/service.ts';
import * as repo from './repository.ts';

/** Who acts: the staff member and their address (the audit row's first columns). */
export interface Actor {
  staff: number;
  ip: string;
}

/** An operator's action on an account ('player.ban' on user N), or on one of its purchases. */
const USER: AuditedKind = { record: 'user', action: 'player', fields: [] };
const PURCHASE: AuditedKind = { record: 'purchase', action: 'player', fields: [] };

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function blockOf(row: { blocked_at: Date | null; blocked_until: Date | null; block_reason: string | null }) {
  if (!isBlocked(row, new Date()) || !row.blocked_at) return null;
  return { at: row.blocked_at.toISOString(), until: iso(row.blocked_until), reason: row.block_reason };
}

// ---------------------------------------------------------------- reads

/** GET /api/admin/players: accounts matching any key, 20 a page; an empty search lists nothing. */
export async function searchPlayers(db: Db, query: PlayerSearchQuery): Promise<PlayerSearch> {
  const empty = { data: [], page: query.page, total: 0, capped: false, last_page: 0 };
  if (query.search === '') return empty;
  const { userNums, capped } = await repo.searchAccountNums(db, query.search, PLAYER_SEARCH_CAP);
  const start = (query.page - 1) * PLAYER_SEARCH_PAGE_SIZE;
  const rows = await repo.accountSummaries(db, userNums.slice(start, start + PLAYER_SEARCH_PAGE_SIZE));
  return {
    data: rows.map((row) => ({
      userNum: row.user_num,
      userId: row.user_id,
      email: row.email,
      name: `${row.name_first} ${row.name_last}`.trim(),
      userType: row.user_type,
      createdAt: row.created_at.toISOString(),
      blocked: blockOf(row),
    })),
    page: query.page,
    total: userNums.length,
    capped,
    last_page: Math.ceil(userNums.length / PLAYER_SEARCH_PAGE_SIZE),
  };
}

const PROFILE_SESSIONS = 20;
const PROFILE_ADDRESSES = 20;

/**
 * GET /api/admin/players/:userNum: the account without secrets, characters, balances, sign-ins, and whether
 * its game copy is in step (null without a game bridge).
 */
export async function playerProfile(
  db: Db,
  game: GameBridge | null,
  userNum: number,
): Promise<PlayerProfile> {
  const account = await repo.findAccount(db, userNum);
  if (!account) throw notFound(M.notFound);
  const [characters, sessions, addresses, gameSync] = await Promise.all([
    repo.charactersOf(db, userNum),
    repo.recentSessions(db, userNum, PROFILE_SESSIONS),
    repo.knownAddresses(db, userNum, PROFILE_ADDRESSES),
    gameSyncOf(db, game, {
      userId: account.user_id,
      gameUserNum: account.game_user_num,
      passwordPendingAt: account.game_password_pending_at,
    }),
  ]);
  const now = new Date();
  return {
    account: {
      userNum: account.user_num,
      userId: account.user_id,
      email: account.email,
      emailVerifiedAt: iso(account.email_verified_at),
      nameFirst: account.name_first,
      nameLast: account.name_last,
      phone: account.phone_number,
      gender: account.gender,
      country: account.country,
      userType: account.user_type,
      createdAt: account.created_at.toISOString(),
      blocked: blockOf(account),
    },
    balances: { rcoin: account.user_point, milleage: account.user_point2 },
    characters: characters.map((c) => ({
      chaNum: c.cha_num,
      name: c.cha_name,
      level: c.cha_level,
      class: c.cha_class,
      school: c.cha_school,
    })),
    sessions: sessions.map((s) => ({
      startedAt: s.created_at.toISOString(),
      lastSeenAt: s.last_seen_at.toISOString(),
      ip: s.ip,
      userAgent: s.user_agent,
      live: s.revoked_at === null && s.expires_at > now && !blockOf(account),
    })),
    knownAddresses: addresses.map((a) => ({ ip: a.value, lastSuccessAt: a.last_success_at.toISOString() })),
    game: gameSync,
  };
}

async function assertAccount(db: Db, userNum: number): Promise<void> {
  if (!(await repo.findAccount(db, userNum))) throw notFound(M.notFound);
}

const paged = (page: number, total: number) => ({ page, total, ...pageFields(page, total, LIST_SIZE) });

export async function playerLedger(db: Db, userNum: number, page: number): Promise<PlayerLedger> {
  await assertAccount(db, userNum);
  const [total, rows] = await Promise.all([
    repo.countLedger(db, userNum),
    repo.ledgerPage(db, userNum, LIST_SIZE, (page - 1) * LIST_SIZE),
  ]);
  return {
    data: rows.map((r) => ({
      id: r.id,
      at: r.created_at.toISOString(),
      currency: r.currency,
      amount: r.amount,
      balanceAfter: r.balance_after,
      source: r.source,
      reference: r.reference,
    })),
    ...paged(page, total),
  };
}

/** The whole ledger of an account as CSV, oldest first, streamed in batches (../../csv.ts). */
export async function playerLedgerCsv(db: Db, userNum: number): Promise<AsyncGenerator<string>> {
  await assertAccount(db, userNum);
  return batchedCsv(
    ['id', 'time_utc', 'currency', 'amount', 'balance_after', 'source', 'reference'],
    (after, limit) => repo.ledgerBatch(db, userNum, after, limit),
    (r) => [r.id, r.created_at.toISOString(), r.currency, r.amount, r.balance_after, r.source, r.reference],
  );
}

export async function playerPurchases(db: Db, userNum: number, page: number): Promise<PlayerPurchases> {
  await assertAccount(db, userNum);
  const [total, rows] = await Promise.all([
    repo.countPurchases(db, userNum),
    repo.purchasesPage(db, userNum, LIST_SIZE, (page - 1) * LIST_SIZE),
  ]);
  return {
    data: rows.map((r) => ({
      purNum: r.pur_num,
      at: r.pur_date.toISOString(),
      productNum: r.product_num,
      itemName: r.item_name,
      price: r.pur_price,
      currency: r.currency,
      flag: r.pur_flag,
    })),
    ...paged(page, total),
  };
}

export async function playerRedemptions(db: Db, userNum: number, page: number): Promise<PlayerRedemptions> {
  await assertAccount(db, userNum);
  const [total, rows] = await Promise.all([
    repo.countRedemptions(db, userNum),
    repo.redemptionsPage(db, userNum, LIST_SIZE, (page - 1) * LIST_SIZE),
  ]);
  return {
    data: rows.map((r) => ({
      at: iso(r.redeemed_at) ?? '',
      code: r.redeemed_code ?? '',
      value: r.value,
      currency: r.currency,
      batch: r.batch,
    })),
    ...paged(page, total),
  };
}

// ---------------------------------------------------------------- actions

const reasonChange = (reason: string) => ({ field: 'reason', old: null, new: reason });

async function locked(trx: Db, userNum: number) {
  const account = await repo.lockAccount(trx, userNum);
  if (!account) throw notFound(M.notFound);
  return account;
}

/** An adjustment large enough on its own to need `confirm: true` (docs/product/players-console.md). */
function isLargeAdjustment(amount: number, confirmThreshold: number): boolean {
  return Math.abs(amount) > confirmThreshold;
}

/** What an adjustment is checked against besides its body. */
export interface AdjustRules {
  /** ADJUST_CONFIRM_THRESHOLD: above it one adjustment needs `confirm: true`, a day's total a step-up. */
  confirmThreshold: number;
  /** The caller's session and the app's clock: whether the session proved the factor recently enough. */
  sessionToken: string;
  now: Date;
}

/** How far back a staff member's own adjustments count towards the step-up (docs/product/staff-security.md). */
const STEP_UP_TOTAL_MS = 24 * 60 * 60_000;

/**
 * Credits or debits R-Coin or Milleage through the ledger (source 'admin'), with the audit row, in one money
 * transaction (which also answers the Idempotency-Key). The account row is locked first, so the balance
 * read for the checks and the audit's "before" is the one the change applies to.
 *
 * The step-up is decided here, not by a route declaration: it depends on the caller's own adjustments of
 * the currency in the last 24 hours, and only inside the transaction, with the caller's adjustments
 * lined up one at a time, can a total not be split across requests sent at once
 * (docs/decisions/0012-staff-second-factor.md).
 */
export async function adjustBalance(
  db: Db,
  balances: BalanceNotices,
  actor: Actor,
  userNum: number,
  body: AdjustBody,
  idempotency: IdempotencyClaim | null,
  rules: AdjustRules,
): Promise<AdjustResponse> {
  if (isLargeAdjustment(body.amount, rules.confirmThreshold) && body.confirm !== true) {
    throw conflict(confirmLargeMessage(rules.confirmThreshold), 'confirmation_required');
  }
  const field = body.currency === 'rcoin' ? 'user_point' : 'user_point2';
  return moneyTransaction(db, balances, idempotency, async (trx) => {
    await repo.lockAdjustmentsBy(trx, actor.staff);
    const since = new Date(rules.now.getTime() - STEP_UP_TOTAL_MS);
    const earlier = await repo.adjustedBy(trx, actor.staff, field, since);
    if (
      isLargeAdjustment(earlier + Math.abs(body.amount), rules.confirmThreshold) &&
      (await stepUpDue(trx, actor.staff, rules.sessionToken, rules.now))
    ) {
      throw stepUpRequired();
    }
    const account = await locked(trx, userNum);
    const before = account[field];
    const after = before + body.amount;
    const label = CURRENCY_LABEL[body.currency];
    // Each refusal names the bound it met, with the balance the amount was added to.
    const broken = after < 0 ? M.belowZero : after > MAX_BALANCE ? M.aboveCap : null;
    if (broken) {
      throw badRequest(`${broken} The player has ${before.toLocaleString('en-US')} ${label}.`, {
        amount: broken,
      });
    }
    const reference = `admin:${randomUUID()}`;
    const balances = await moveMoney(trx, {
      userNum,
      currency: body.currency,
      amount: body.amount,
      source: 'admin',
      reference,
    });
    await logChange(trx, USER, actor, {
      verb: 'adjust_balance',
      id: userNum,
      changes: [
        { field, old: before, new: after },
        { field: 'ledger_reference', old: null, new: reference },
        reasonChange(body.reason),
      ],
    });
    const verb = body.amount > 0 ? 'Added' : 'Took';
    return {
      message: `${verb} ${Math.abs(body.amount).toLocaleString('en-US')} ${label}; the balance is now ${after.toLocaleString('en-US')}.`,
      balances: { rcoin: balances.userPoints, milleage: balances.userPoints2 },
    };
  });
}

const BLOCK_FIELDS = ['blocked_at', 'blocked_until', 'block_reason'] as const;
const gameAccountOf = (account: { user_id: string; game_user_num: number | null }) => ({
  userId: account.user_id,
  gameUserNum: account.game_user_num,
});
const blockAudit = (row: {
  blocked_at: Date | null;
  blocked_until: Date | null;
  block_reason: string | null;
}) => ({
  blocked_at: iso(row.blocked_at),
  blocked_until: iso(row.blocked_until),
  block_reason: row.block_reason,
});

/**
 * Bans an account (or changes a ban's end and reason): from this commit on it cannot sign in, and every
 * session it has ends in the same transaction, so its next request is a 401 (db/bans.ts). With a game
 * bridge (`bridged`), the ban and its end go to the game's login through the outbox in the same transaction.
 */
export async function banPlayer(
  db: Db,
  bridged: boolean,
  sessions: SessionCache,
  actor: Actor,
  userNum: number,
  body: BanBody,
): Promise<ActionResponse> {
  const now = new Date();
  const until = body.until ? new Date(body.until) : null;
  if (until && until <= now) throw badRequest(M.endInPast, { until: M.endInPast });
  return db.transaction().execute(async (trx) => {
    const account = await locked(trx, userNum);
    const next = {
      at: isBlocked(account, now) && account.blocked_at ? account.blocked_at : now,
      until,
      reason: body.reason,
    };
    await repo.setBlock(trx, userNum, next);
    if (bridged) await queueBan(trx, gameAccountOf(account), { blocked: true, until });
    const ended = await repo.revokeLiveSessions(trx, userNum, now);
    sessions.forgetUser(userNum);
    const changes = changedFields(
      blockAudit(account),
      blockAudit({ blocked_at: next.at, blocked_until: next.until, block_reason: next.reason }),
      BLOCK_FIELDS,
    );
    changes.push({ field: 'live_sessions', old: ended, new: 0 }, reasonChange(body.reason));
    await logChange(trx, USER, actor, { verb: 'ban', id: userNum, changes });
    const end = until ? `until ${until.toISOString()}` : 'until lifted';
    return { message: `${account.user_id} is banned ${end}; ${ended} session(s) ended.` };
  });
}

export async function unbanPlayer(
  db: Db,
  bridged: boolean,
  actor: Actor,
  userNum: number,
  reason: string,
): Promise<ActionResponse> {
  return db.transaction().execute(async (trx) => {
    const account = await locked(trx, userNum);
    if (!isBlocked(account, new Date())) throw conflict(M.notBanned);
    await repo.setBlock(trx, userNum, { at: null, until: null, reason: null });
    if (bridged) await queueBan(trx, gameAccountOf(account), { blocked: false, until: null });
    const changes = changedFields(
      blockAudit(account),
      { blocked_at: null, blocked_until: null, block_reason: null },
      BLOCK_FIELDS,
    );
    changes.push(reasonChange(reason));
    await logChange(trx, USER, actor, { verb: 'unban', id: userNum, changes });
    return { message: `${account.user_id} may sign in again.` };
  });
}

export async function signOutEverywhere(
  db: Db,
  sessions: SessionCache,
  actor: Actor,
  userNum: number,
  reason: string,
): Promise<ActionResponse> {
  return db.transaction().execute(async (trx) => {
    const account = await locked(trx, userNum);
    const ended = await repo.revokeLiveSessions(trx, userNum, new Date());
    sessions.forgetUser(userNum);
    await logChange(trx, USER, actor, {
      verb: 'sign_out',
      id: userNum,
      changes: [{ field: 'live_sessions', old: ended, new: 0 }, reasonChange(reason)],
    });
    return { message: `${account.user_id} was signed out of ${ended} session(s).` };
  });
}

/**
 * Sends the player a password-reset link (the one the "Find Password" page sends, accounts/email-links.ts):
 * the link and the audit row commit together; the mail goes out after the commit.
 */
export async function sendPasswordReset(
  ctx: AccountsContext,
  meta: RequestMeta,
  actor: Actor,
  userNum: number,
  reason: string,
): Promise<ActionResponse> {
  const sent = await ctx.db.transaction().execute(async (trx) => {
    const account = await locked(trx, userNum);
    if (isBlocked(account, new Date())) throw conflict(M.bannedNoReset);
    const link = await createLink({ ...ctx, db: trx }, meta, { userNum, email: account.email }, 'reset');
    await logChange(trx, USER, actor, {
      verb: 'password_reset',
      id: userNum,
      changes: [{ field: 'reset_link_to', old: null, new: account.email }, reasonChange(reason)],
    });
    return { link, email: account.email, userId: account.user_id, language: account.language };
  });
  ctx.tasks.run('operator reset mail', () =>
    ctx.mailer.send(resetMail(sent.email, sent.userId, sent.link, sent.language)),
  );
  return { message: `A password-reset link is on its way to ${sent.email}.` };
}

export async function markEmailVerified(
  db: Db,
  actor: Actor,
  userNum: number,
  reason: string,
): Promise<ActionResponse> {
  return db.transaction().execute(async (trx) => {
    const account = await locked(trx, userNum);
    if (account.email_verified_at) throw conflict(M.alreadyVerified);
    const now = new Date();
    await repo.setEmailVerified(trx, userNum, now);
    await logChange(trx, USER, actor, {
      verb: 'verify_email',
      id: userNum,
      changes: [{ field: 'email_verified_at', old: null, new: now.toISOString() }, reasonChange(reason)],
    });
    return { message: `${account.email} is now marked verified.` };
  });
}

export async function changeUserType(
  db: Db,
  sessions: SessionCache,
  actor: Actor,
  userNum: number,
  body: UserTypeBody,
): Promise<ActionResponse> {
  if (userNum === actor.staff) throw badRequest(M.ownUserType, { userType: M.ownUserType });
  return db.transaction().execute(async (trx) => {
    const account = await locked(trx, userNum);
    if (account.user_type === body.userType) throw conflict(M.sameUserType);
    await repo.setUserType(trx, userNum, body.userType);
    // Cached sessions carry the user type: an operator's change applies to this app's next request.
    sessions.forgetUser(userNum);
    await logChange(trx, USER, actor, {
      verb: 'user_type',
      id: userNum,
      changes: [
        { field: 'user_type', old: account.user_type, new: body.userType },
        reasonChange(body.reason),
      ],
    });
    return { message: `${account.user_id} now has user type ${body.userType}.` };
  });
}

/**
 * Cancels a purchase still waiting in the item bank and refunds it (the player's own cancel,
 * purchases/service.ts), with the audit row, in one money transaction.
 */
export async function cancelPurchaseFor(
  db: Db,
  balances: BalanceNotices,
  actor: Actor,
  userNum: number,
  purNum: number,
  reason: string,
  idempotency: IdempotencyClaim | null,
): Promise<AdjustResponse> {
  return moneyTransaction(db, balances, idempotency, async (trx) => {
    const cancelled = await cancelWaitingPurchase(trx, userNum, purNum);
    if (!cancelled) {
      const found = await repo.purchaseOf(trx, userNum, purNum);
      throw found ? conflict(M.notCancellable) : notFound(M.purchaseUnknown);
    }
    if ('cancelling' in cancelled) {
      // Sent to the game: the game's answer refunds it or not, so the refund is not this change's.
      await logChange(trx, PURCHASE, actor, {
        verb: 'cancel_purchase',
        id: purNum,
        changes: [
          { field: 'pur_flag', old: 0, new: 2 },
          { field: 'user_num', old: null, new: userNum },
          reasonChange(reason),
        ],
      });
      const balances = await getBalances(trx, userNum);
      return {
        message: `Purchase ${purNum} is being cancelled in the game: its price is refunded once the game confirms the item is still in the item bank.`,
        balances: { rcoin: balances.userPoints, milleage: balances.userPoints2 },
      };
    }
    const refunded = cancelled.refunded;
    await logChange(trx, PURCHASE, actor, {
      verb: 'cancel_purchase',
      id: purNum,
      changes: [
        { field: 'pur_flag', old: 0, new: 3 },
        { field: 'refund', old: null, new: `${refunded.price} ${refunded.currency}` },
        { field: 'user_num', old: null, new: userNum },
        reasonChange(reason),
      ],
    });
    return {
      message: `Purchase ${purNum} was cancelled and ${refunded.price.toLocaleString('en-US')} ${CURRENCY_LABEL[refunded.currency]} refunded.`,
      balances: { rcoin: refunded.balances.userPoints, milleage: refunded.balances.userPoints2 },
    };
  });
}

/**
 * An administrator turns off another staff member's second factor (a lost phone); the audit row, with the
 * reason, commits with it (accounts/factor-service.ts). Their own they turn off with a code instead.
 */
export async function resetSecondFactor(
  db: Db,
  sessions: SessionCache,
  actor: Actor,
  userNum: number,
  reason: string,
): Promise<ActionResponse> {
  if (userNum === actor.staff) throw badRequest(M.ownFactor, { reason: M.ownFactor });
  const { userId } = await resetFactor(db, sessions, userNum, actor, reason);
  return { message: `${userId}'s two-step sign-in is off; they can set it up again.` };
}
