import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE); written only through db/audit.ts. */
interface AuditLogTable {
  id: Generated<number>;
  /** The staff member, or null for a command-line action. */
  actor_user_num: number | null;
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
