import type { ColumnType, Generated, JSONColumnType } from 'kysely';

interface AuditLogTable {
  id: Generated<number>;
  actor_user_num: number | null;
  action: string;
  target: string | null;
  details: JSONColumnType<Record<string, unknown>>;
  ip: string | null;
  created_at: ColumnType<Date, never, never>;
}

export interface SystemTables {
  audit_log: AuditLogTable;
}
