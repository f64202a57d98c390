import type { ColumnType, Generated } from 'kysely';
import type { CharacterService, OrderStatus, RefusalReason } from '#shared/character-services.ts';
import type { Currency } from '#shared/shop-rules.ts';

/** The operator's character services (docs/product/character-services.md): one row, key true. */
interface CharacterServiceSettingsTable {
  id: ColumnType<true, never, never>;
  unstuck_enabled: boolean;
  unstuck_price: number;
  unstuck_currency: Currency;
  unstuck_cooldown_minutes: number;
  school_enabled: boolean;
  school_price: number;
  school_currency: Currency;
  school_cooldown_minutes: number;
  school_min_level: number;
  rename_enabled: boolean;
  rename_price: number;
  rename_currency: Currency;
  rename_cooldown_minutes: number;
  /** Each school's start point: the map's MainID and SubID, and the gate. */
  start_sg_main: number;
  start_sg_sub: number;
  start_sg_gate: number;
  start_mp_main: number;
  start_mp_sub: number;
  start_mp_gate: number;
  start_phx_main: number;
  start_phx_sub: number;
  start_phx_gate: number;
  updated_at: Date;
  /** Raised by one with each change; a console save names the version it edits (db/versions.ts). */
  version: ColumnType<number, never, never>;
}

/** One order of a character service: its debit and refund are ledger rows referencing character_order:<id>. */
interface CharacterOrdersTable {
  id: Generated<number>;
  user_num: number;
  /** The game's ChaNum (the site's characters.cha_num). */
  cha_num: number;
  /** The character's name when it was ordered. */
  cha_name: string;
  service: CharacterService;
  new_school: number | null;
  new_name: string | null;
  /** 0 = free, with no currency. */
  price: number;
  currency: Currency | null;
  status: Generated<OrderStatus>;
  reason: RefusalReason | null;
  outbox_id: number | null;
  created_at: Date;
  settled_at: Date | null;
}

interface CharacterNameHistoryTable {
  id: Generated<number>;
  cha_num: number;
  user_num: number;
  old_name: string;
  new_name: string;
  order_id: number;
  changed_at: Generated<Date>;
}

export interface CharacterServiceTables {
  character_service_settings: CharacterServiceSettingsTable;
  character_orders: CharacterOrdersTable;
  character_name_history: CharacterNameHistoryTable;
}
