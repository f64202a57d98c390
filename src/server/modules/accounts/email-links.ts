import { newToken } from '../../security/tokens.ts';
import { verificationMail } from './account-mails.ts';
import type { AccountsContext, RequestMeta } from './context.ts';
import { accountLanguage, insertAccountToken, voidAccountTokens } from './repository.ts';

const VERIFY_LINK_HOURS = 48;
const RESET_LINK_MINUTES = 30;

/**
 * Creates a single-use link token and returns the URL. A new verification link replaces older ones. Reset
 * links do not replace each other: anyone who knows a user id and its e-mail address can ask for one, and
 * if each request voided the last, a stranger could keep killing the link the owner is about to use. The
 * silent mail budget bounds how many are out at once; setting a password voids them all.
 */
export async function createLink(
  ctx: AccountsContext,
  meta: RequestMeta,
  user: { userNum: number; email: string },
  purpose: 'verify' | 'reset',
): Promise<string> {
  const { token, hash } = newToken();
  const lifetimeMs = purpose === 'verify' ? VERIFY_LINK_HOURS * 3_600_000 : RESET_LINK_MINUTES * 60_000;
  if (purpose === 'verify') await voidAccountTokens(ctx.db, user.userNum, purpose);
  await insertAccountToken(ctx.db, {
    tokenHash: hash,
    userNum: user.userNum,
    purpose,
    email: user.email,
    expiresAt: new Date(Date.now() + lifetimeMs),
  });
  const page = purpose === 'verify' ? 'verify-email' : 'reset-password';
  return `${meta.baseUrl}/${page}?token=${encodeURIComponent(token)}`;
}

/** Sends a fresh verification link after the response. */
export function sendVerification(
  ctx: AccountsContext,
  meta: RequestMeta,
  user: { userNum: number; userId: string; email: string },
): void {
  ctx.tasks.run('verification mail', async () => {
    const link = await createLink(ctx, meta, user, 'verify');
    // In the account's language, read now: the registration that set it, or the player's latest choice.
    const language = (await accountLanguage(ctx.db, user.userNum)) ?? meta.language;
    await ctx.mailer.send(verificationMail(user.email, user.userId, link, language));
  });
}
