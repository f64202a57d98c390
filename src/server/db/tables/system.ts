import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE); written only through db/audit.ts. */
interface AuditLogTable {
  id: Generated<number>;
  /** The staff member (null: a command-line action); a player for a player's order; null for the site. */
  actor_user_num: number | null;
  /** Who acted: staff (as always), a player (a character service order), or the site (the game's answer). */
  actor_kind: Generated<'staff' | 'player' | 'site'>;
  action: string;
  record_type: string;
  record_id: string | null;
  changes: JSONColumnType<Array<{ field: string; old: unknown; new: unknown }>>;
  ip: string | null;
  created_at: ColumnType<Date, never, never>;
}

/** Support staff; administrators are users of user type ADMIN_USER_TYPE or more. */
interface StaffGrantsTable {
  user_num: number;
  role: 'support';
  granted_at: ColumnType<Date, never, never>;
  granted_by: number | null;
}

export interface SystemTables {
  audit_log: AuditLogTable;
  staff_grants: StaffGrantsTable;
}
