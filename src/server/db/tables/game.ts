import type { ColumnType, Generated, JSONColumnType } from 'kysely';

export type GameOutboxKind =
  | 'create_login'
  | 'set_ban'
  | 'deliver_items'
  | 'cancel_item'
  | 'character_service';

/** Work for the game's database (modules/game/worker.ts); never a password, in any form. */
interface GameOutboxTable {
  id: Generated<number>;
  delivery_key: Generated<string>;
  kind: GameOutboxKind;
  game_user_id: string;
  payload: JSONColumnType<Record<string, unknown>>;
  created_at: ColumnType<Date, never, never>;
  attempts: Generated<number>;
  next_attempt_at: Generated<Date>;
  last_error: string | null;
  parked_at: Date | null;
  delivered_at: Date | null;
  result: JSONColumnType<Record<string, unknown>> | null;
}

/** The character sync's one state row (modules/game/sync.ts). */
interface GameCharacterSyncTable {
  id: Generated<boolean>;
  /** The last ChaNum the full pass under way has written; null between passes. */
  full_after: number | null;
  full_started_at: Date | null;
  full_finished_at: Date | null;
  /** The highest ChaNum read from the game: the frequent pass asks only for characters above it. */
  max_seen: Generated<number>;
  active_at: Date | null;
}

export interface GameTables {
  game_outbox: GameOutboxTable;
  game_character_sync: GameCharacterSyncTable;
}
