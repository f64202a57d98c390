import { formatWhole } from '#shared/numbers.ts';
import { Link } from '../router/link.tsx';
import { useStoredUser } from '../session/user-store.ts';
import { SignInForm } from '../ui/sign-in-form.tsx';
import { SidePanel } from './side-panel.tsx';
import TicketBadge from './ticket-badge.tsx';
import { useSignOut } from './use-account.ts';

/** Side login box, or the signed-in player's card with both balances. */
export function AccountBox() {
  const user = useStoredUser();
  const signOutNow = useSignOut();
  if (!user) {
    return (
      <SidePanel title="Member Login" icon="account">
        <SignInForm variant="box" />
      </SidePanel>
    );
  }
  return (
    <SidePanel title="My Account" icon="account">
      <div className="account-card" data-testid="account-card">
        <p className="account-card__greeting">
          Welcome back, <strong>{user.UserID}</strong>!
        </p>
        <dl className="account-card__stats">
          <div>
            <dt>User ID</dt>
            <dd>{user.UserID}</dd>
          </div>
          <div>
            <dt>R-Coin</dt>
            <dd data-testid="balance-rcoin">{formatWhole(user.UserPoint ?? 0)}</dd>
          </div>
          <div>
            <dt>Milleage</dt>
            <dd data-testid="balance-milleage">{formatWhole(user.UserPoint2 ?? 0)}</dd>
          </div>
        </dl>
        <p className="account-card__tickets">
          <Link to="/checkticket">
            My Tickets
            <TicketBadge />
          </Link>
        </p>
        <div className="account-card__actions">
          <Link className="btn btn--small" to="/user">
            My Account
          </Link>
          <Link className="btn btn--small" to="/changepassword">
            Change Password
          </Link>
          <button type="button" className="btn btn--small btn--danger" onClick={signOutNow}>
            Logout
          </button>
        </div>
      </div>
    </SidePanel>
  );
}
