import { type RawBuilder, sql } from 'kysely';
import { MANILA_ZONE } from '#shared/manila-time.ts';
import type { Currency } from '#shared/shop-rules.ts';
import type { VoteOutcome, VoteSiteKind } from '#shared/votes.ts';
import type { Db } from '../../db/database.ts';

/** The console's reads and writes of vote sites and votes (docs/product/votes.md, Console). */

export async function allSites(db: Db) {
  return db.selectFrom('vote_sites').selectAll().orderBy('id').execute();
}

export async function lockSite(db: Db, id: number) {
  return db.selectFrom('vote_sites').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export interface SiteValues {
  name: string;
  kind: VoteSiteKind;
  link_template: string;
  pingback_key: string | null;
  allowed_addresses: string[];
  reward_amount: number;
  reward_currency: Currency;
  cooldown_hours: number;
  is_enabled: boolean;
}

export async function insertSite(db: Db, values: SiteValues) {
  return db.insertInto('vote_sites').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateSite(db: Db, id: number, values: SiteValues, now: Date) {
  return db
    .updateTable('vote_sites')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface VoteFilter {
  siteId?: number;
  outcome?: VoteOutcome;
  userNum?: number;
}

function filtered(db: Db, filter: VoteFilter) {
  let query = db.selectFrom('votes');
  if (filter.siteId !== undefined) query = query.where('votes.site_id', '=', filter.siteId);
  if (filter.outcome !== undefined) query = query.where('votes.outcome', '=', filter.outcome);
  if (filter.userNum !== undefined) query = query.where('votes.user_num', '=', filter.userNum);
  return query;
}

export async function countVotes(db: Db, filter: VoteFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Newest first, with each site's name and each account's user ID. */
export async function listVotes(db: Db, filter: VoteFilter, limit: number, offset: number) {
  return filtered(db, filter)
    .leftJoin('vote_sites', 'vote_sites.id', 'votes.site_id')
    .leftJoin('users', 'users.user_num', 'votes.user_num')
    .select([
      'votes.id',
      'votes.site_id',
      'vote_sites.name as site_name',
      'votes.user_num',
      'users.user_id',
      'votes.reference',
      'votes.voter_ip',
      'votes.caller_ip',
      'votes.outcome',
      'votes.reason',
      'votes.detail',
      'votes.reward_amount',
      'votes.reward_currency',
      'votes.created_at',
    ])
    .orderBy('votes.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

const manilaDay = (column: string): RawBuilder<string> =>
  sql<string>`to_char(${sql.ref(column)} at time zone ${MANILA_ZONE}, 'YYYY-MM-DD')`;

/** Credited votes per Manila day and site, from `from` (inclusive) to `until` (exclusive). */
export async function creditedByDay(db: Db, from: Date, until: Date) {
  return db
    .selectFrom('votes')
    .select([manilaDay('created_at').as('day'), 'site_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('outcome', '=', 'credited')
    .where('created_at', '>=', from)
    .where('created_at', '<', until)
    .groupBy([sql`1`, 'site_id'])
    .execute();
}
