import type { Kysely } from 'kysely';

/**
 * The accounts side of the game bridge (docs/product/game-bridge.md, decision 0061):
 * - game_password_pending_at: the site's password is newer than the game's copy (the game could not be
 *   reached, or its login was not there yet). The copy is written at the player's next sign-in, the one
 *   moment the site holds the typed password again; the password itself is never kept.
 * - game_user_num: the game's UserNum of an account that existed in the game before the site (a legacy
 *   sign-in created the site's account), kept for part 2 (characters).
 * - details_needed_at: such an account still has to give what the site needs and the game lacks (e-mail,
 *   secret question); until then the server refuses its other account actions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('game_password_pending_at', 'timestamptz')
    .addColumn('game_user_num', 'integer')
    .addColumn('details_needed_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .dropColumn('details_needed_at')
    .dropColumn('game_user_num')
    .dropColumn('game_password_pending_at')
    .execute();
}
