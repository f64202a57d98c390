import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { cartQueryOptions } from '../api/shop.ts';
import { signOut } from '../session/auth-actions.ts';
import { useStoredUser } from '../session/user-store.ts';

/** Balances as the account parts show them (side box, phone header, phone menu). */
export const balanceFormat = new Intl.NumberFormat('en-US');

/** Sign out, then the sign-in page (docs/product/site-shell.md): one behaviour for every Logout button. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    await signOut();
    navigate('/login', { replace: true });
  };
}

/**
 * How many items the signed-in player's cart holds (quantities added up), from the cart page's own query,
 * so the count changes with every add, remove or quantity change; undefined until it is known.
 */
export function useCartCount(): number | undefined {
  const user = useStoredUser();
  const cart = useQuery({
    ...cartQueryOptions(user?.UserNum),
    select: (entries) => entries.reduce((sum, entry) => sum + entry.quantity, 0),
  });
  return user ? cart.data : undefined;
}
