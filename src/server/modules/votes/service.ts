import { randomBytes } from 'node:crypto';
import type { VoteState } from '#shared/contracts/votes.ts';
import { usesKey, type VoteRefusal, voteLink } from '#shared/votes.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http-error.ts';
import { type BalanceNotices, getBalances, moneyTransaction, moveMoney } from '../wallet/service.ts';
import { addressAllowed, keyMatches, type ReportedVote, readCallback } from './callbacks.ts';
import * as repo from './repository.ts';

/** Vote for points (docs/product/votes.md): the vote sites' callbacks and the player's vote page. */

export interface VoteLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** One callback as it arrived: the site id in its address, what it carried, and who sent it. */
export interface CallbackDelivery {
  siteId: string;
  query: unknown;
  body: unknown;
  /** The sender's address (request.ip: the proxy's forwarded one only under TRUST_PROXY). */
  callerIp: string;
}

export type CallbackOutcome = 'credited' | VoteRefusal;

/** Refused callbacks are kept this long, and at most this many (repository.ts, pruneRefused). */
const REFUSED_KEPT_DAYS = 30;
const REFUSED_KEPT_ROWS = 50_000;
/** The pruning runs on every this-many-th refused row, so its cost is spread thin. */
const PRUNE_EVERY = 100;
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

const SITE_ID = /^\d{1,9}$/;

/**
 * Handles one callback: finds the site, checks its proof (the sender's address, GTop100's key), then each
 * vote it reports: the reference's account, whether the vote site says it counted, and the cooldown. Every
 * outcome is a votes row; a credit is that row and its ledger row in one money transaction. Answers each
 * vote's outcome (one, for a callback refused before its votes are read).
 */
export async function receiveCallback(
  db: Db,
  balances: BalanceNotices,
  delivery: CallbackDelivery,
  log: VoteLog,
  now: Date,
): Promise<CallbackOutcome[]> {
  const site = SITE_ID.test(delivery.siteId) ? await repo.findSite(db, Number(delivery.siteId)) : undefined;
  const callback = site ? readCallback(site.kind, delivery.query, delivery.body) : null;
  const first: ReportedVote = callback?.votes[0] ?? {
    reference: null,
    voterIp: null,
    counted: false,
    detail: null,
  };
  const refuseWhole = async (reason: VoteRefusal) => {
    await refuse(db, { siteId: site?.id ?? null, userNum: null, vote: first, delivery, reason, now }, log);
    return [reason];
  };
  if (!site || !callback) return refuseWhole('unknown_site');
  if (!site.is_enabled) return refuseWhole('site_disabled');
  const listChecked = !usesKey(site.kind) || site.allowed_addresses.length > 0;
  if (listChecked && !addressAllowed(delivery.callerIp, site.allowed_addresses)) {
    return refuseWhole('address_not_allowed');
  }
  if (usesKey(site.kind) && !keyMatches(callback.key, site.pingback_key)) return refuseWhole('wrong_key');
  if (callback.votes.length === 0) return refuseWhole('no_reference');

  const outcomes: CallbackOutcome[] = [];
  for (const vote of callback.votes) {
    outcomes.push(await settleVote(db, balances, site, vote, delivery, log, now));
  }
  return outcomes;
}

async function settleVote(
  db: Db,
  balances: BalanceNotices,
  site: repo.VoteSiteRow,
  vote: ReportedVote,
  delivery: CallbackDelivery,
  log: VoteLog,
  now: Date,
): Promise<CallbackOutcome> {
  const userNum = vote.reference ? await repo.userOfReference(db, vote.reference) : null;
  const refusal = (reason: VoteRefusal) =>
    refuse(db, { siteId: site.id, userNum, vote, delivery, reason, now }, log).then(() => reason);
  if (!vote.reference) return refusal('no_reference');
  if (userNum === null) return refusal('unknown_reference');
  if (!vote.counted) return refusal('not_counted');

  const reward = { amount: site.reward_amount, currency: site.reward_currency };
  const base = {
    siteId: site.id,
    userNum,
    reference: vote.reference,
    voterIp: vote.voterIp,
    callerIp: delivery.callerIp,
    detail: vote.detail,
    at: now,
  };
  try {
    const outcome = await moneyTransaction(db, balances, null, async (trx) => {
      if (!(await repo.claimCooldown(trx, userNum, site.id, now, site.cooldown_hours))) {
        await repo.insertVote(trx, { ...base, outcome: 'refused', reason: 'in_cooldown', reward: null });
        return 'in_cooldown' as const;
      }
      const id = await repo.insertVote(trx, { ...base, outcome: 'credited', reason: null, reward });
      await moveMoney(trx, { userNum, ...reward, source: 'vote', reference: `vote:${id}` });
      return 'credited' as const;
    });
    log.info({ site: site.id, userNum, outcome }, `vote: ${outcome}`);
    return outcome;
  } catch (error) {
    // The credit would take the balance over its maximum (wallet/service.ts): its transaction, cooldown
    // claim included, rolled back; the vote is kept as refused.
    if (!(error instanceof HttpError) || error.statusCode !== 409) throw error;
    return refusal('balance_full');
  }
}

async function refuse(
  db: Db,
  refused: {
    siteId: number | null;
    userNum: number | null;
    vote: ReportedVote;
    delivery: CallbackDelivery;
    reason: VoteRefusal;
    now: Date;
  },
  log: VoteLog,
): Promise<void> {
  const { vote, delivery, reason, now } = refused;
  const id = await repo.insertVote(db, {
    siteId: refused.siteId,
    userNum: refused.userNum,
    reference: vote.reference,
    voterIp: vote.voterIp,
    callerIp: delivery.callerIp,
    outcome: 'refused',
    reason,
    detail: vote.detail,
    reward: null,
    at: now,
  });
  log.warn(
    { site: delivery.siteId.slice(0, 20), caller: delivery.callerIp, reason },
    'vote: callback refused, nothing credited',
  );
  if (id % PRUNE_EVERY === 0) {
    await repo.pruneRefused(db, new Date(now.getTime() - REFUSED_KEPT_DAYS * DAY_MS), REFUSED_KEPT_ROWS);
  }
}

/** 15 random bytes in base32 (A-Z, 2-7): 24 characters GTop100's pingUsername accepts, 120 bits to guess. */
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
function newReference(): string {
  const bytes = randomBytes(15);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

/** The account's vote reference, made on its first visit. */
async function referenceFor(db: Db, userNum: number): Promise<string> {
  const known = await repo.referenceOf(db, userNum);
  if (known) return known;
  await repo.insertReference(db, userNum, newReference());
  const made = await repo.referenceOf(db, userNum);
  if (!made) throw new Error(`vote reference of ${userNum} was not stored`);
  return made;
}

const RECENT_VOTES = 10;

/** GET /api/votes: the enabled sites with the player's links and cooldowns, and their newest votes. */
export async function voteState(db: Db, userNum: number, now: Date): Promise<VoteState> {
  const reference = await referenceFor(db, userNum);
  const [sites, cooldowns, recent, balances] = await Promise.all([
    repo.enabledSites(db),
    repo.cooldownsOf(db, userNum),
    repo.recentVotes(db, userNum, RECENT_VOTES),
    getBalances(db, userNum),
  ]);
  const lastCredit = new Map(cooldowns.map((c) => [c.site_id, c.credited_at.getTime()]));
  return {
    sites: sites.map((site) => {
      const last = lastCredit.get(site.id);
      const next = last === undefined ? null : last + site.cooldown_hours * HOUR_MS;
      return {
        id: site.id,
        name: site.name,
        link: voteLink(site.link_template, reference),
        rewardAmount: site.reward_amount,
        rewardCurrency: site.reward_currency,
        cooldownHours: site.cooldown_hours,
        nextVoteAt: next !== null && next > now.getTime() ? new Date(next).toISOString() : null,
      };
    }),
    recent: recent.map((v) => ({
      siteName: v.site_name,
      outcome: v.outcome,
      reason: v.reason,
      rewardAmount: v.reward_amount,
      rewardCurrency: v.reward_currency,
      at: v.created_at.toISOString(),
    })),
    balances,
    now: now.toISOString(),
  };
}
