import { Link } from 'react-router';
import { useStoredUser } from '../session/user-store.ts';
import { balanceFormat, useCartCount, useSignOut } from './use-account.ts';

/** "Cart" with the count once it is known; the count is part of the link's name for screen readers. */
export function CartLabel({ count }: { count: number | undefined }) {
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

/**
 * The account on phones and tablets, in the header where the thumb finds it (docs/product/phones.md):
 * signed out, Sign in and Register; signed in, the id and both balances with My Account, Cart and Logout.
 * Wide screens hide it (responsive.css): the side column's account box is there.
 */
export function HeaderAccount() {
  const user = useStoredUser();
  const cartCount = useCartCount();
  const signOutNow = useSignOut();
  if (!user) {
    return (
      <nav className="header-account" aria-label="Account">
        <Link className="btn btn--small btn--primary" to="/login">
          Sign in
        </Link>
        <Link className="btn btn--small" to="/register">
          Register
        </Link>
      </nav>
    );
  }
  return (
    <nav className="header-account header-account--in" aria-label="Account" data-testid="header-account">
      <dl className="header-account__stats">
        <div>
          <dt className="sr-only">User ID</dt>
          <dd className="header-account__id">{user.UserID}</dd>
        </div>
        <div>
          <dt>R-Coin</dt>
          <dd>{balanceFormat.format(user.UserPoint ?? 0)}</dd>
        </div>
        <div>
          <dt>Milleage</dt>
          <dd>{balanceFormat.format(user.UserPoint2 ?? 0)}</dd>
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
