import { createHash } from 'node:crypto';
import type { Versioned } from '#shared/contracts/versions.ts';
import type {
  AdminVoteDaily,
  AdminVoteList,
  AdminVoteSite,
  AdminVoteSiteList,
  VoteSiteInput,
} from '#shared/contracts/votes.ts';
import { manilaDate, manilaDayStart } from '#shared/manila-time.ts';
import { pageFields } from '#shared/pager.ts';
import type { VoteOutcome } from '#shared/votes.ts';
import { usesKey } from '#shared/votes.ts';
import { type AuditedKind, type Author, changeRecord, createRecord } from '../../db/audited.ts';
import type { Db } from '../../db/database.ts';
import { badRequest } from '../../http-error.ts';
import * as repo from './admin-repository.ts';
import { callbackUrl } from './callback-routes.ts';
import type { VoteSiteRow } from './repository.ts';

/** The console's vote sites and votes (docs/product/votes.md, Console). */

/** The key itself never reaches the audit log: a short fingerprint shows that it changed. */
const fingerprint = (key: string | null) =>
  key ? `sha256:${createHash('sha256').update(key).digest('hex').slice(0, 12)}` : null;

const VOTE_SITE: AuditedKind = {
  record: 'vote_site',
  fields: [
    'name',
    'kind',
    'link_template',
    'pingback_key',
    'allowed_addresses',
    'reward_amount',
    'reward_currency',
    'cooldown_hours',
    'is_enabled',
  ],
  table: 'vote_sites',
  missing: 'There is no such vote site.',
  view: (row: repo.SiteValues) => ({
    ...row,
    pingback_key: fingerprint(row.pingback_key),
    allowed_addresses: row.allowed_addresses.join(', '),
  }),
};

function toAdminSite(row: VoteSiteRow, origin: string): AdminVoteSite {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    linkTemplate: row.link_template,
    hasKey: row.pingback_key !== null && row.pingback_key !== '',
    allowedAddresses: row.allowed_addresses,
    rewardAmount: row.reward_amount,
    rewardCurrency: row.reward_currency,
    cooldownHours: row.cooldown_hours,
    isEnabled: row.is_enabled,
    callbackUrl: callbackUrl(origin, row.id),
    version: row.version,
  };
}

export async function listSites(db: Db, origin: string): Promise<AdminVoteSiteList> {
  return { sites: (await repo.allSites(db)).map((row) => toAdminSite(row, origin)) };
}

/** The stored values of a save; an empty key keeps the one stored (`current`). */
function valuesOf(input: VoteSiteInput, currentKey: string | null): repo.SiteValues {
  const key = input.pingbackKey ? input.pingbackKey : currentKey;
  if (usesKey(input.kind) && !key) {
    throw badRequest('Check the highlighted fields.', {
      pingbackKey: 'Enter the pingback key you set on the vote site.',
    });
  }
  return {
    name: input.name,
    kind: input.kind,
    link_template: input.linkTemplate,
    pingback_key: key,
    // Written once each, as typed apart from spaces.
    allowed_addresses: [...new Set(input.allowedAddresses)],
    reward_amount: input.rewardAmount,
    reward_currency: input.rewardCurrency,
    cooldown_hours: input.cooldownHours,
    is_enabled: input.isEnabled,
  };
}

/** A new vote site and its audit row, in one transaction. */
export async function createSite(
  db: Db,
  input: VoteSiteInput,
  author: Author,
  origin: string,
): Promise<AdminVoteSite> {
  const values = valuesOf(input, null);
  const { row } = await db.transaction().execute((trx) =>
    createRecord(trx, VOTE_SITE, author, async () => {
      const inserted = await repo.insertSite(trx, values);
      return { id: inserted.id, values: inserted, row: inserted };
    }),
  );
  return toAdminSite(row, origin);
}

/** A changed vote site and its audit row, from the version its form loaded (409 when stale). */
export async function updateSite(
  db: Db,
  id: number,
  input: VoteSiteInput & Versioned,
  author: Author,
  origin: string,
  now: Date,
): Promise<AdminVoteSite> {
  const { after } = await db.transaction().execute((trx) =>
    changeRecord(trx, VOTE_SITE, author, {
      verb: 'update',
      id,
      version: input.version,
      lock: () => repo.lockSite(trx, id),
      write: (before) => repo.updateSite(trx, id, valuesOf(input, before.pingback_key), now),
    }),
  );
  return toAdminSite(after, origin);
}

const VOTES_PAGE_SIZE = 25;

type VoteRow = Awaited<ReturnType<typeof repo.listVotes>>[number];

function toAdminVote(row: VoteRow) {
  return {
    id: Number(row.id),
    siteId: row.site_id,
    siteName: row.site_name,
    userNum: row.user_num,
    userId: row.user_id,
    reference: row.reference,
    voterIp: row.voter_ip,
    callerIp: row.caller_ip,
    outcome: row.outcome,
    reason: row.reason,
    detail: row.detail,
    rewardAmount: row.reward_amount,
    rewardCurrency: row.reward_currency,
    at: row.created_at.toISOString(),
  };
}

export async function listVotes(
  db: Db,
  query: { site?: number; outcome?: VoteOutcome; userNum?: number; page: number },
): Promise<AdminVoteList> {
  const filter: repo.VoteFilter = { siteId: query.site, outcome: query.outcome, userNum: query.userNum };
  const [total, rows] = await Promise.all([
    repo.countVotes(db, filter),
    repo.listVotes(db, filter, VOTES_PAGE_SIZE, (query.page - 1) * VOTES_PAGE_SIZE),
  ]);
  return {
    data: rows.map(toAdminVote),
    page: query.page,
    total,
    ...pageFields(query.page, total, VOTES_PAGE_SIZE),
  };
}

const DAILY_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Credited votes per site on each of the last 30 Manila days, today included, oldest first. */
export async function votesDaily(db: Db, now: Date): Promise<AdminVoteDaily> {
  const today = manilaDate(now);
  const from = manilaDayStart(today, -(DAILY_DAYS - 1));
  const days = Array.from({ length: DAILY_DAYS }, (_, i) => manilaDate(from.getTime() + i * DAY_MS));
  const [rows, sites] = await Promise.all([
    repo.creditedByDay(db, from, manilaDayStart(today, 1)),
    repo.allSites(db),
  ]);
  const counts = new Map(rows.map((r) => [`${r.site_id}:${r.day}`, Number(r.n)]));
  return {
    days,
    sites: sites.map((site) => ({
      siteId: site.id,
      siteName: site.name,
      counts: days.map((day) => counts.get(`${site.id}:${day}`) ?? 0),
    })),
  };
}
