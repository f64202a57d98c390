import panelsEn from '#shared/i18n/panels.en.ts';
import { formatWhole } from '#shared/numbers.ts';
import { useT } from '../i18n/language.tsx';
import { registerArea } from '../i18n/messages.ts';
import { withParts } from '../i18n/parts.tsx';
import { Link } from '../router/link.tsx';
import { useStoredUser } from '../session/user-store.ts';
import { SignInForm } from '../ui/sign-in-form.tsx';
import { SidePanel } from './side-panel.tsx';
import TicketBadge from './ticket-badge.tsx';
import { useSignOut } from './use-account.ts';

// This area's English messages come with this file's chunk; its other languages' load before it is drawn in
// one of them (src/client/i18n/messages.ts).
registerArea(panelsEn, { fil: () => import('#shared/i18n/panels.fil.ts') });

/** Side login box, or the signed-in player's card with both balances. */
export function AccountBox() {
  const user = useStoredUser();
  const signOutNow = useSignOut();
  const t = useT();
  if (!user) {
    return (
      <SidePanel title={t('account.login')} icon="account">
        <SignInForm variant="box" />
      </SidePanel>
    );
  }
  return (
    <SidePanel title={t('account.mine')} icon="account">
      <div className="account-card" data-testid="account-card">
        <p className="account-card__greeting">
          {withParts(t, 'account.welcome', { name: <strong>{user.UserID}</strong> })}
        </p>
        <dl className="account-card__stats">
          <div>
            <dt>{t('account.userId')}</dt>
            <dd>{user.UserID}</dd>
          </div>
          <div>
            <dt>{t('account.rcoin')}</dt>
            <dd data-testid="balance-rcoin">{formatWhole(user.UserPoint ?? 0)}</dd>
          </div>
          <div>
            <dt>{t('account.milleage')}</dt>
            <dd data-testid="balance-milleage">{formatWhole(user.UserPoint2 ?? 0)}</dd>
          </div>
        </dl>
        <p className="account-card__tickets">
          <Link to="/checkticket">
            {t('account.tickets')}
            <TicketBadge />
          </Link>
        </p>
        <div className="account-card__actions">
          <Link className="btn btn--small" to="/user">
            {t('account.mine')}
          </Link>
          <Link className="btn btn--small" to="/changepassword">
            {t('side.changePassword')}
          </Link>
          <button type="button" className="btn btn--small btn--danger" onClick={signOutNow}>
            {t('account.logout')}
          </button>
        </div>
      </div>
    </SidePanel>
  );
}
