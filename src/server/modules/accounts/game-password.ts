import type { UserRow } from '../../db/tables/accounts.ts';
import { writeGamePassword } from '../game/logins.ts';
import type { AccountsContext } from './context.ts';
import { clearGamePasswordPending } from './repository.ts';

/**
 * The game's copy of a password the site has just set or checked (docs/product/game-bridge.md): written
 * while this request holds the typed password, never kept. The change's transaction marked the account
 * pending at `pendingSince`; a write that lands clears that mark, one that cannot (game unreachable, login
 * not there yet) leaves it for the player's next sign-in.
 */
export async function syncGamePassword(
  ctx: AccountsContext,
  account: Pick<UserRow, 'user_num' | 'user_id' | 'game_user_num'>,
  password: string,
  pendingSince: Date,
  options: { deliverFirst?: boolean } = {},
): Promise<void> {
  if (!ctx.game) return;
  const login = { userId: account.user_id, gameUserNum: account.game_user_num };
  if (await writeGamePassword(ctx.db, ctx.game, login, password, options)) {
    await clearGamePasswordPending(ctx.db, account.user_num, pendingSince);
  }
}
