import { type Kysely, sql } from 'kysely';

/**
 * The game server's status as players see it (docs/product/server-status.md):
 * - site_settings.server_maintenance: the operator's "show the server as under maintenance" switch (the
 *   console's Game page). One column of the one settings row, so a scheduled maintenance can join it later.
 * - players_online_samples: the players online every 5 minutes, for the console's charts. The key is the
 *   slot's start (a multiple of 5 minutes), so several instances sampling the same slot keep one row
 *   (insert ... on conflict do nothing); `simulated` marks figures the site made up because it has no game
 *   to count (the bridge off, or the demo). Rows older than 31 days are deleted by the sampler.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('site_settings')
    .addColumn('server_maintenance', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createTable('players_online_samples')
    .addColumn('slot', 'timestamptz', (c) =>
      c.primaryKey().check(sql`extract(epoch from slot)::bigint % 300 = 0`),
    )
    .addColumn('players', 'integer', (c) => c.notNull().check(sql`players >= 0`))
    .addColumn('simulated', 'boolean', (c) => c.notNull())
    .addColumn('sampled_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('players_online_samples').execute();
  await db.schema.alterTable('site_settings').dropColumn('server_maintenance').execute();
}
