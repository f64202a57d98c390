import { sql } from 'kysely';

/**
 * The ban rule of the users table, in code and as SQL, for accounts (sign-in, sessions, reset links), the players
 * console and purchases, so no module reaches into another for it.
 *
 * Whether an account is banned (docs/product/players-console.md, Bans): blocked_at is set and the ban has
 * no end or its end is still ahead. A banned account cannot sign in, use a session or get a reset link.
 */
export function isBlocked(row: { blocked_at: Date | null; blocked_until: Date | null }, now: Date): boolean {
  return row.blocked_at !== null && (row.blocked_until === null || row.blocked_until > now);
}

/** The same rule as a condition on the users table (in the query as `users`), for queries. */
export function notBlocked(now: Date) {
  return sql<boolean>`(users.blocked_at is null or users.blocked_until <= ${now})`;
}
