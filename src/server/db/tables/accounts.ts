import type { ColumnType, Generated, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, never, never>;

/** Mirrors the Ran user table the game server reads (UserNum, UserID, UserPoint ...), in snake_case. */
export interface UsersTable {
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
  blocked_at: Date | null;
  created_at: CreatedAt;
}

export interface SessionsTable {
  token_hash: string;
  user_num: number;
  created_at: CreatedAt;
  last_seen_at: Generated<Date>;
  expires_at: Date;
  revoked_at: Date | null;
  ip: string | null;
  user_agent: string | null;
}

export interface CharactersTable {
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
}

export type UserRow = Selectable<UsersTable>;

export interface AccountTables {
  users: UsersTable;
  sessions: SessionsTable;
  characters: CharactersTable;
}
