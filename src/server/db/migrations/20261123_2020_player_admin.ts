import { type Kysely, sql } from 'kysely';

/**
 * The console's players part (docs/product/players-console.md).
 * - A ban has an optional end and a reason: blocked_at says since when, blocked_until (null: until lifted)
 *   when it ends by itself, block_reason why. An account is banned while blocked_at is set and
 *   blocked_until is null or still ahead.
 * - Search indexes: prefixes of the user ID, first, last and full name and character names (lower-cased,
 *   text_pattern_ops so `like 'abc%'` uses them under any collation); addresses in sessions and known
 *   sign-ins, exactly. E-mail is already indexed as lower(email) (the foundation migration).
 */
const INDEXES: Array<[name: string, definition: string]> = [
  ['users_user_id_prefix', 'users (lower(user_id) text_pattern_ops)'],
  ['users_name_first_prefix', 'users (lower(name_first) text_pattern_ops)'],
  ['users_name_last_prefix', 'users (lower(name_last) text_pattern_ops)'],
  ['users_full_name_prefix', "users ((lower(name_first || ' ' || name_last)) text_pattern_ops)"],
  ['characters_name_prefix', 'characters (lower(cha_name) text_pattern_ops)'],
  ['sessions_ip', 'sessions (ip)'],
  ['sessions_user_started', 'sessions (user_num, created_at)'],
  ['known_logins_address', "known_logins (value) where kind = 'address'"],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('blocked_until', 'timestamptz')
    .addColumn('block_reason', 'varchar(200)')
    .execute();
  for (const [name, definition] of INDEXES) {
    await sql`create index ${sql.ref(name)} on ${sql.raw(definition)}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of [...INDEXES].reverse()) {
    await sql`drop index if exists ${sql.ref(name)}`.execute(db);
  }
  await db.schema.alterTable('users').dropColumn('block_reason').dropColumn('blocked_until').execute();
}
