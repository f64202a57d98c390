import panelsEn from '#shared/i18n/panels.en.ts';
import { formatWhole } from '#shared/numbers.ts';
import { useT } from '../i18n/language.tsx';
import { registerArea } from '../i18n/messages.ts';
import { Link, NavLink } from '../router/link.tsx';
import { useStoredUser } from '../session/user-store.ts';
import { useCartCount, useSignOut } from './use-account.ts';

// This area's English messages come with this file's chunk; its other languages' load before it is drawn in
// one of them (src/client/i18n/messages.ts).
registerArea(panelsEn, { fil: () => import('#shared/i18n/panels.fil.ts') });

/**
 * The signed-in player's header row and the phone menu's account links (docs/product/phones.md), a chunk
 * of their own: a visitor's first paint does not carry them (bundle-budget.spec.ts).
 */

/** "Cart" with the count once it is known; the count is part of the link's name for screen readers. */
function CartLabel({ count }: { count: number | undefined }) {
  const t = useT();
  return (
    <>
      {t('account.cart')}{' '}
      {count !== undefined && (
        <>
          <span className="count-badge" data-testid="cart-count-badge">
            {count}
          </span>
          <span className="sr-only"> {t('account.items', { count })}</span>
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
  const t = useT();
  if (!user) return null;
  return (
    <nav
      className="header-account header-account--in"
      aria-label={t('shell.account')}
      data-testid="header-account"
    >
      <dl className="header-account__stats">
        <div>
          <dt className="sr-only">{t('account.userId')}</dt>
          <dd className="header-account__id">{user.UserID}</dd>
        </div>
        <div>
          <dt>{t('account.rcoin')}</dt>
          <dd>{formatWhole(user.UserPoint ?? 0)}</dd>
        </div>
        <div>
          <dt>{t('account.milleage')}</dt>
          <dd>{formatWhole(user.UserPoint2 ?? 0)}</dd>
        </div>
      </dl>
      <div className="header-account__actions">
        <Link className="btn btn--small" to="/user">
          {t('account.mine')}
        </Link>
        <Link className="btn btn--small" to="/shoppingcart">
          <CartLabel count={cartCount} />
        </Link>
        <button type="button" className="btn btn--small btn--danger" onClick={signOutNow}>
          {t('account.logout')}
        </button>
      </div>
    </nav>
  );
}

/** The phone menu's account links (loaded with the menu's first opening need, not the first paint). */
export function MenuAccountLinks({ signedIn, close }: { signedIn: boolean; close: () => void }) {
  const cartCount = useCartCount();
  const signOutNow = useSignOut();
  const t = useT();
  if (!signedIn) {
    return (
      <ul>
        <li>
          <NavLink to="/login" onClick={close}>
            {t('account.signIn')}
          </NavLink>
        </li>
        <li>
          <NavLink to="/register" onClick={close}>
            {t('account.register')}
          </NavLink>
        </li>
        <li>
          <NavLink to="/findaccount" onClick={close}>
            {t('account.find')}
          </NavLink>
        </li>
      </ul>
    );
  }
  return (
    <ul>
      <li>
        <NavLink to="/user" onClick={close}>
          {t('account.mine')}
        </NavLink>
      </li>
      <li>
        <NavLink to="/shoppingcart" onClick={close}>
          <CartLabel count={cartCount} />
        </NavLink>
      </li>
      <li>
        <NavLink to="/changepassword" onClick={close}>
          {t('side.changePassword')}
        </NavLink>
      </li>
      <li>
        <button type="button" className="compact-menu__action" onClick={signOutNow}>
          {t('account.logout')}
        </button>
      </li>
    </ul>
  );
}
