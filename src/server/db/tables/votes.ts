import type { ColumnType, Generated } from 'kysely';
import type { Currency } from '#shared/shop-rules.ts';
import type { VoteOutcome, VoteRefusal, VoteSiteKind } from '#shared/votes.ts';

/** A top site players vote on (docs/product/votes.md); versioned like every console form (db/versions.ts). */
interface VoteSitesTable {
  id: Generated<number>;
  name: string;
  kind: VoteSiteKind;
  /** The site's vote link with {reference} where the player's vote reference goes. */
  link_template: string;
  /** GTop100's shared pingback key; never sent to a browser. */
  pingback_key: string | null;
  /** Addresses and ranges (CIDR) the site's callbacks may come from. */
  allowed_addresses: string[];
  reward_amount: number;
  reward_currency: Currency;
  cooldown_hours: Generated<number>;
  is_enabled: Generated<boolean>;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  /** Raised by one with each change; a console save names the version it edits (db/versions.ts). */
  version: ColumnType<number, never, never>;
}

/** Each account's opaque vote reference: what a vote link carries instead of its name or number. */
interface VoteReferencesTable {
  user_num: number;
  reference: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** The last credited vote of an account on a site: the row whose conditional upsert admits one credit. */
interface VoteCooldownsTable {
  user_num: number;
  site_id: number;
  credited_at: Date;
}

/** One callback from a vote site, credited or refused with its reason. */
interface VotesTable {
  id: Generated<number>;
  site_id: number | null;
  user_num: number | null;
  reference: string | null;
  voter_ip: string | null;
  caller_ip: string;
  outcome: VoteOutcome;
  reason: VoteRefusal | null;
  detail: string | null;
  reward_amount: number | null;
  reward_currency: Currency | null;
  created_at: Date;
}

export interface VoteTables {
  vote_sites: VoteSitesTable;
  vote_references: VoteReferencesTable;
  vote_cooldowns: VoteCooldownsTable;
  votes: VotesTable;
}
