import type { Db } from '../../db/database.ts';
import { RATE_RULES, type RateRule } from '../../rate-rules.ts';
import { findKnownLogin } from './known-login-repository.ts';

export interface SignInBucket {
  /** 'device' or 'address' when this browser or address signed in to the account successfully before. */
  known: 'device' | 'address' | null;
  rule: RateRule;
  subject: string;
}

/**
 * Which per-account counter a sign-in attempt uses. Strangers all share one bucket per account, so their
 * wrong guesses can fill only that one; the owner's known browsers and addresses each have their own and
 * still get in (docs/decisions/0011-sign-in-lockout.md). A missing account takes the same path (user 0 has
 * no known logins), so the query costs the same whether or not the user id exists.
 */
export async function signInBucket(
  db: Db,
  account: { userNum: number | null; key: string },
  deviceHash: string | null,
  ip: string,
): Promise<SignInBucket> {
  const known = await findKnownLogin(db, account.userNum ?? 0, deviceHash, ip);
  if (known === 'device') {
    return { known, rule: RATE_RULES.loginKnown, subject: `${account.userNum}:device:${deviceHash}` };
  }
  if (known === 'address') {
    return { known, rule: RATE_RULES.loginKnown, subject: `${account.userNum}:address:${ip}` };
  }
  return { known, rule: RATE_RULES.loginAccount, subject: account.key };
}
