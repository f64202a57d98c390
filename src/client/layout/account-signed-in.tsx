import { formatWhole } from '#shared/numbers.ts';
import { Link, NavLink } from '../router/link.tsx';
import { useStoredUser } from '../session/user-store.ts';
import { useCartCount, useSignOut } from './use-account.ts';

/**
 * The signed-in player's header row and the phone menu's account links (docs/product/phones.md), a chunk
 * of their own: a visitor's first paint does not carry them (bundle-budget.spec.ts).
 */

/** "Cart" with the count once it is known; the count is part of the link's name for screen readers. */
function CartLabel({ count }: { count: number | undefined }) {
  return (
    <>
      Cart{' '}
      {count !== undefined && (
        <>
          <span className="count-badge" data-testid="cart-count-badge">
            {count}
          </span>
          <span className="sr-only"> {count === 1 ? 'item' : 'items'}</span>
        </>
      )}
    </>
  );
}

/** The header row: id and both balances, then My Account, Cart and Logout. */
export default function HeaderAccountSignedIn() {
  const user = useStoredUser();
  const cartCount = useCartCount();
  const signOutNow = useSignOut();
  if (!user) return null;
  return (
    <nav className="header-account header-account--in" aria-label="Account" data-testid="header-account">
      <dl className="header-account__stats">
        <div>
          <dt className="sr-only">User ID</dt>
          <dd className="header-account__id">{user.UserID}</dd>
        </div>
        <div>
          <dt>R-Coin</dt>
          <dd>{formatWhole(user.UserPoint ?? 0)}</dd>
        </div>
        <div>
          <dt>Milleage</dt>
          <dd>{formatWhole(user.UserPoint2 ?? 0)}</dd>
        </div>
      </dl>
      <div className="header-account__actions">
        <Link className="btn btn--small" to="/user">
          My Account
        </Link>
        <Link className="btn btn--small" to="/shoppingcart">
          <CartLabel count={cartCount} />
        </Link>
        <button type="button" className="btn btn--small btn--danger" onClick={signOutNow}>
          Logout
        </button>
      </div>
    </nav>
  );
}

/** The phone menu's account links (loaded with the menu's first opening need, not the first paint). */
export function MenuAccountLinks({ signedIn, close }: { signedIn: boolean; close: () => void }) {
  const cartCount = useCartCount();
  const signOutNow = useSignOut();
  if (!signedIn) {
    return (
      <ul>
        <li>
          <NavLink to="/login" onClick={close}>
            Sign in
          </NavLink>
        </li>
        <li>
          <NavLink to="/register" onClick={close}>
            Register
          </NavLink>
        </li>
        <li>
          <NavLink to="/findaccount" onClick={close}>
            Find ID or Password
          </NavLink>
        </li>
      </ul>
    );
  }
  return (
    <ul>
      <li>
        <NavLink to="/user" onClick={close}>
          My Account
        </NavLink>
      </li>
      <li>
        <NavLink to="/shoppingcart" onClick={close}>
          <CartLabel count={cartCount} />
        </NavLink>
      </li>
      <li>
        <NavLink to="/changepassword" onClick={close}>
          Change Password
        </NavLink>
      </li>
      <li>
        <button type="button" className="compact-menu__action" onClick={signOutNow}>
          Logout
        </button>
      </li>
    </ul>
  );
}
