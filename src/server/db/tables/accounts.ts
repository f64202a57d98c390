import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Language } from '#shared/languages.ts';

type CreatedAt = ColumnType<Date, never, never>;

/** Mirrors the Ran user table the game server reads (UserNum, UserID, UserPoint ...), in snake_case. */
interface UsersTable {
  user_num: Generated<number>;
  user_id: string;
  password_hash: string;
  secret_answer_hash: string;
  secret_question: number;
  email: string;
  name_first: string;
  name_last: string;
  phone_number: string;
  gender: string;
  country: string;
  user_type: Generated<number>;
  /** UserPoint: R-Coin. Changed only together with a ledger row. */
  user_point: Generated<number>;
  /** UserPoint2: Milleage. Changed only together with a ledger row. */
  user_point2: Generated<number>;
  email_verified_at: Date | null;
  /** Banned since; the ban ends at blocked_until (null: until lifted). See db/bans.ts. */
  blocked_at: Date | null;
  blocked_until: Generated<Date | null>;
  block_reason: Generated<string | null>;
  /** The game's copy of the password waits for the next sign-in (modules/game/logins.ts); never the password. */
  game_password_pending_at: Generated<Date | null>;
  /** The game's UserNum of an account a legacy sign-in brought over from the game. */
  game_user_num: Generated<number | null>;
  /** Such an account has not yet given the e-mail and secret question the site needs (auth refuses the rest). */
  details_needed_at: Generated<Date | null>;
  /** The language the account's mails are written in (docs/product/languages.md); 'en' unless set. */
  language: Generated<Language>;
  created_at: CreatedAt;
}

interface SessionsTable {
  token_hash: string;
  user_num: number;
  created_at: CreatedAt;
  last_seen_at: Generated<Date>;
  expires_at: Date;
  revoked_at: Date | null;
  ip: string | null;
  user_agent: string | null;
  /** When this session last answered the secret question (a password change needs a recent answer). */
  secret_verified_at: Generated<Date | null>;
  /** When this session last proved the staff second factor (sign-in or step-up). */
  factor_verified_at: Generated<Date | null>;
}

interface CharactersTable {
  cha_num: Generated<number>;
  user_num: number | null;
  cha_name: string;
  cha_level: number;
  cha_class: number;
  cha_school: number;
  cha_money: Generated<number>;
  cha_mmr: Generated<number>;
  cha_pk_score: Generated<number>;
  cha_pk_death: Generated<number>;
  cha_play_minutes: Generated<number>;
  cha_level_up_date: Date | null;
  is_gm: Generated<boolean>;
  created_at: CreatedAt;
  cha_reborn: Generated<number>;
  guild_name: string | null;
  /** In game now, as the game bridge's sync last read it (modules/game/sync.ts). */
  cha_online: Generated<boolean>;
  /** The owner's game login (UserID), when the character came from the game. */
  game_user_id: string | null;
}

/** Single-use links sent by e-mail: 'verify' (e-mail address) and 'reset' (password). Only hashes stored. */
interface AccountTokensTable {
  token_hash: string;
  user_num: number;
  purpose: 'verify' | 'reset';
  email: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
}

/** Addresses a player allowed for the game server's login whitelist. */
interface IpWhitelistTable {
  user_num: number;
  ip: string;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

/** Where an account signed in successfully: a browser (SHA-256 of its device cookie) or an address. */
interface KnownLoginsTable {
  user_num: number;
  kind: 'device' | 'address';
  value: string;
  last_success_at: Generated<Date>;
}

/** A staff member's TOTP secret (base32); enabled once the first code confirmed it. */
interface SecondFactorsTable {
  user_num: number;
  secret: string;
  enabled_at: Date | null;
  /** The newest 30-second step a code was accepted for: that code and older ones are refused. */
  last_step: ColumnType<string, string | number | undefined, string | number>;
  created_at: CreatedAt;
}

/** One-time recovery codes (SHA-256); a used one keeps its row with used_at. */
interface FactorRecoveryCodesTable {
  user_num: number;
  code_hash: string;
  used_at: Date | null;
}

/** The token between the password step and the code step of a sign-in (SHA-256). */
interface FactorChallengesTable {
  token_hash: string;
  user_num: number;
  expires_at: Date;
  used_at: Date | null;
}

export type UserRow = Selectable<UsersTable>;

export interface AccountTables {
  users: UsersTable;
  sessions: SessionsTable;
  characters: CharactersTable;
  account_tokens: AccountTokensTable;
  ip_whitelist: IpWhitelistTable;
  known_logins: KnownLoginsTable;
  second_factors: SecondFactorsTable;
  factor_recovery_codes: FactorRecoveryCodesTable;
  factor_challenges: FactorChallengesTable;
}
