import { type Kysely, sql } from 'kysely';

/**
 * Who owns a game login (docs/decisions/0080-game-login-ownership.md): the character sync attaches a
 * character to a site account only when the account owns the character's login, and one of the two ways
 * is a create_login of the site's that the game has answered. The sync asks that once per character of
 * each page (5,000 at a time, over a million characters): this index makes each question one probe of a
 * small index, where without it the planner hashes every create_login row for each page.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index game_outbox_created_logins on game_outbox (game_user_id)
    where kind = 'create_login' and delivered_at is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index game_outbox_created_logins`.execute(db);
}
