import { LOGIN_STATUS, type LoginResponse } from '#shared/contracts/accounts.ts';
import { MESSAGES } from '#shared/messages.ts';
import { isAdminType } from '#shared/user-types.ts';
import { accountApi } from '../api/accounts.ts';
import { showDialog } from '../ui/dialog-store.ts';
import { clearStoredUser, type StoredUser, setStoredUser } from './user-store.ts';

export type SignInResult =
  | { ok: true; user: StoredUser }
  | { ok: false; message: string }
  /** The password was right; a code from the authenticator app must follow (signInWithCode). */
  | { ok: 'code'; token: string; message: string };

/**
 * Signs in through POST /api/processlogin (the server also sets the HttpOnly session cookie). Spec
 * section 4: status <= 1 is a player, an admin's user type an admin, anything in between a failure. The
 * caller navigates to / on success; failures clear any stored user and come back as a message. A staff
 * account with two-step sign-in answers status 4 and a token for the code step (docs/product/staff-security.md).
 */
export async function signIn(UserID: string, UserPass: string): Promise<SignInResult> {
  return signedIn(await accountApi.login({ UserID, UserPass }));
}

/** The code step: POST /api/processlogin/factor with the password step's token. */
export async function signInWithCode(token: string, code: string): Promise<SignInResult> {
  return signedIn(await accountApi.loginFactor(token, code));
}

async function signedIn({ data }: LoginResponse): Promise<SignInResult> {
  if (data.status === LOGIN_STATUS.factorRequired && data.factorToken) {
    return { ok: 'code', token: data.factorToken, message: data.message };
  }
  const admin = isAdminType(data.status);
  if (data.user && (data.status <= 1 || admin)) {
    setStoredUser(data.user);
    if (admin) await showDialog(`Welcome, ${data.user.UserID}!`, { title: 'Welcome' });
    return { ok: true, user: data.user };
  }
  clearStoredUser();
  return { ok: false, message: data.message || MESSAGES.unexpected };
}

/**
 * Reloads the signed-in player (balances, characters, verification) from GET /api/me into the store, so the
 * side box and the account page show fresh figures. A 401 clears the user through the API client.
 */
export async function refreshUser(): Promise<StoredUser> {
  const { user } = await accountApi.me();
  setStoredUser(user);
  return user;
}

/** Fire and forget on the server (docs/product/api.md); the browser forgets the user at once. */
export async function signOut(): Promise<void> {
  clearStoredUser();
  await accountApi.logout().catch(() => {});
}
