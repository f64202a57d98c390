import { lazy } from 'react';
import { useT } from '../i18n/language.tsx';
import { Link } from '../router/link.tsx';
import { useStoredUser } from '../session/user-store.ts';
import { LoadBoundary } from '../ui/load-boundary.tsx';

const SignedIn = lazy(() => import('./account-signed-in.tsx'));

/**
 * The account on phones and tablets, in the header where the thumb finds it (docs/product/phones.md):
 * signed out, Sign in and Register; signed in, the id and both balances with My Account, Cart and Logout
 * (account-signed-in.tsx, loaded for players only, in a row of the same height meanwhile). Wide screens
 * hide it (responsive.css): the side column's account box is there.
 */
export function HeaderAccount() {
  const user = useStoredUser();
  const t = useT();
  if (user) {
    return (
      <LoadBoundary loading={<div className="header-account header-account--in" />} fallback={null}>
        <SignedIn />
      </LoadBoundary>
    );
  }
  return (
    <nav className="header-account" aria-label={t('shell.account')}>
      <Link className="btn btn--small btn--primary" to="/login">
        {t('account.signIn')}
      </Link>
      <Link className="btn btn--small" to="/register">
        {t('account.register')}
      </Link>
    </nav>
  );
}
