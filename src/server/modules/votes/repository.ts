import { sql } from 'kysely';
import type { Currency } from '#shared/shop-rules.ts';
import type { VoteOutcome, VoteRefusal } from '#shared/votes.ts';
import type { Db } from '../../db/database.ts';

/** The votes module's reads and writes for the callbacks and the player's page (docs/product/votes.md). */

export async function findSite(db: Db, id: number) {
  return db.selectFrom('vote_sites').selectAll().where('id', '=', id).executeTakeFirst();
}
export type VoteSiteRow = NonNullable<Awaited<ReturnType<typeof findSite>>>;

export async function enabledSites(db: Db) {
  return db.selectFrom('vote_sites').selectAll().where('is_enabled', '=', true).orderBy('id').execute();
}

export async function userOfReference(db: Db, reference: string): Promise<number | null> {
  const row = await db
    .selectFrom('vote_references')
    .select('user_num')
    .where('reference', '=', reference)
    .executeTakeFirst();
  return row?.user_num ?? null;
}

export async function referenceOf(db: Db, userNum: number): Promise<string | null> {
  const row = await db
    .selectFrom('vote_references')
    .select('reference')
    .where('user_num', '=', userNum)
    .executeTakeFirst();
  return row?.reference ?? null;
}

/** Gives the account `reference` unless it has one already (two first visits at once keep the first). */
export async function insertReference(db: Db, userNum: number, reference: string): Promise<void> {
  await db
    .insertInto('vote_references')
    .values({ user_num: userNum, reference })
    .onConflict((oc) => oc.column('user_num').doNothing())
    .execute();
}

/**
 * Claims the account's credit on the site at `now`: the row is written when there is none or its last credit
 * is at least `cooldownHours` old, in one statement. A second callback racing this one waits on the row's
 * key until this transaction ends, then sees the new time and claims nothing (docs/decisions/0070-votes.md).
 */
export async function claimCooldown(
  db: Db,
  userNum: number,
  siteId: number,
  now: Date,
  cooldownHours: number,
): Promise<boolean> {
  const result = await sql`insert into vote_cooldowns (user_num, site_id, credited_at)
    values (${userNum}, ${siteId}, ${now})
    on conflict (user_num, site_id) do update set credited_at = excluded.credited_at
    where vote_cooldowns.credited_at <= ${now}::timestamptz - make_interval(hours => ${cooldownHours})
    returning user_num`.execute(db);
  return result.rows.length === 1;
}

export interface VoteRecord {
  siteId: number | null;
  userNum: number | null;
  reference: string | null;
  voterIp: string | null;
  callerIp: string;
  outcome: VoteOutcome;
  reason: VoteRefusal | null;
  detail: string | null;
  reward: { amount: number; currency: Currency } | null;
  at: Date;
}

const cut = (value: string | null, max: number) => (value === null ? null : value.slice(0, max));

export async function insertVote(db: Db, vote: VoteRecord): Promise<number> {
  const row = await db
    .insertInto('votes')
    .values({
      site_id: vote.siteId,
      user_num: vote.userNum,
      reference: cut(vote.reference, 64),
      voter_ip: cut(vote.voterIp, 64),
      caller_ip: vote.callerIp.slice(0, 64),
      outcome: vote.outcome,
      reason: vote.reason,
      detail: cut(vote.detail, 200),
      reward_amount: vote.reward?.amount ?? null,
      reward_currency: vote.reward?.currency ?? null,
      created_at: vote.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * Forgets refused callbacks older than `before`, and all but the newest `keep` refused ones: a flood of
 * forged callbacks from many addresses cannot grow the table without bound. Credited votes are kept.
 */
export async function pruneRefused(db: Db, before: Date, keep: number): Promise<void> {
  await db.deleteFrom('votes').where('outcome', '=', 'refused').where('created_at', '<', before).execute();
  await sql`delete from votes where outcome = 'refused' and id < (
    select id from votes where outcome = 'refused' order by id desc offset ${keep} limit 1)`.execute(db);
}

/** The account's last credit on each site. */
export async function cooldownsOf(db: Db, userNum: number) {
  return db
    .selectFrom('vote_cooldowns')
    .select(['site_id', 'credited_at'])
    .where('user_num', '=', userNum)
    .execute();
}

/** The account's newest votes, with each site's name. */
export async function recentVotes(db: Db, userNum: number, limit: number) {
  return db
    .selectFrom('votes')
    .innerJoin('vote_sites', 'vote_sites.id', 'votes.site_id')
    .select([
      'vote_sites.name as site_name',
      'votes.outcome',
      'votes.reason',
      'votes.reward_amount',
      'votes.reward_currency',
      'votes.created_at',
    ])
    .where('votes.user_num', '=', userNum)
    .orderBy('votes.id', 'desc')
    .limit(limit)
    .execute();
}
