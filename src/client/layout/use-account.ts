import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import type { CartEntry } from '#shared/contracts/shop.ts';
import { shopKeys } from '../api/shop-keys.ts';
import { useNavigate } from '../router/location.ts';
import { signOut } from '../session/auth-actions.ts';
import { useStoredUser } from '../session/user-store.ts';

/** Sign out, then the sign-in page (docs/product/site-shell.md): one behaviour for every Logout button. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    await signOut();
    navigate('/login', { replace: true });
  };
}

/**
 * How many items the signed-in player's cart holds (quantities added up); undefined until known. Read
 * from the cart query's cache entry, which the side column's cart summary (on every page with the header)
 * and the cart page fetch and keep fresh, so the count follows every add, remove or quantity change.
 */
export function useCartCount(): number | undefined {
  const user = useStoredUser();
  const client = useQueryClient();
  const key = shopKeys.cart(user?.UserNum);
  const subscribe = useCallback(
    (onChange: () => void) => client.getQueryCache().subscribe(onChange),
    [client],
  );
  const entries = useSyncExternalStore(
    subscribe,
    () => (user ? client.getQueryData<CartEntry[]>(key) : undefined),
    () => undefined,
  );
  return entries?.reduce((sum, entry) => sum + entry.quantity, 0);
}
