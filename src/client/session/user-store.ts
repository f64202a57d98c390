import { useSyncExternalStore } from 'react';
import type { AccountUser } from '#shared/contracts/accounts.ts';

/**
 * The signed-in player as the browser remembers it (its presence means signed in: docs/product/accounts.md):
 * the API's account user (sign-in and GET /api/me answer it), of which only the identity and balances are
 * sure to be there (a store written by an older version may hold no more). Only display data lives here;
 * the session itself is an HttpOnly cookie the page never sees.
 */
export type StoredUser = Pick<AccountUser, 'UserNum' | 'UserID' | 'UserType' | 'UserPoint' | 'UserPoint2'> &
  Partial<AccountUser>;

const USER_KEY = 'user';
const TYPE_KEY = 'usertype';
const listeners = new Set<() => void>();
let cached: StoredUser | null | undefined;

function read(): StoredUser | null {
  if (cached !== undefined) return cached;
  try {
    const raw = localStorage.getItem(USER_KEY);
    cached = raw ? (JSON.parse(raw) as StoredUser) : null;
  } catch {
    cached = null;
  }
  return cached;
}

function emit() {
  for (const listener of listeners) listener();
}

export function setStoredUser(user: StoredUser): void {
  cached = user;
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  localStorage.setItem(TYPE_KEY, String(user.UserType));
  emit();
}

/** Merges fresh fields (e.g. balances from a purchase response) into the stored user. */
export function patchStoredUser(patch: Partial<StoredUser>): void {
  const current = read();
  if (current) setStoredUser({ ...current, ...patch });
}

export function clearStoredUser(): void {
  cached = null;
  localStorage.removeItem(USER_KEY);
  localStorage.removeItem(TYPE_KEY);
  emit();
}

function subscribeUser(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === USER_KEY) {
      cached = undefined;
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored player outside React (null: signed out). */
export const storedUser = (): StoredUser | null => read();

export function useStoredUser(): StoredUser | null {
  return useSyncExternalStore(subscribeUser, read, () => null);
}
