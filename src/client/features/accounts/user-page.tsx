import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AccountUser } from '#shared/contracts/accounts.ts';
import { formatWhole } from '#shared/numbers.ts';
import { meQueryOptions } from '../../api/accounts.ts';
import { setStoredUser } from '../../session/user-store.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { CharacterSection } from './character-services.tsx';
import { DetailsForm } from './details-form.tsx';
import { RedeemSlot } from './redeem-slot.tsx';
import { VerifyReminder } from './verify-reminder.tsx';
import { WhitelistPanel } from './whitelist-panel.tsx';
import './accounts.css';

function AccountInfo({ user }: { user: AccountUser }) {
  const rows: [string, string][] = [
    ['User ID', user.UserID],
    ['Name', `${user.NameFirst} ${user.NameLast}`.trim() || '—'],
    ['E-mail', `${user.UserEmail}${user.email_verified_at ? ' (verified)' : ' (not verified)'}`],
    ['Phone', user.PhoneNumber || '—'],
    ['R-Coin', formatWhole(user.UserPoint)],
    ['Milleage', formatWhole(user.UserPoint2)],
  ];
  return (
    <dl className="account-info" data-testid="account-info">
      {rows.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /user: redeem slot, account info, characters (with their services), details update, game-login whitelist. */
function UserPage() {
  usePageTitle('My Account');
  const me = useQuery(meQueryOptions());
  const user = me.data?.user;
  useEffect(() => {
    if (user) setStoredUser(user); // keeps the side box's balances fresh
  }, [user]);

  return (
    <article className="content-page" aria-labelledby="user-title">
      <h1 id="user-title" className="crumb">
        My Account
      </h1>
      {me.isPending && <p role="status">Loading your account…</p>}
      {me.isError && <p role="alert">Your account could not be loaded. Please try again.</p>}
      {user && (
        <>
          {!user.email_verified_at && <VerifyReminder />}
          <RedeemSlot />
          <section className="account-section" aria-labelledby="info-title">
            <h2 id="info-title">Account information</h2>
            <AccountInfo user={user} />
          </section>
          <section className="account-section" aria-labelledby="chars-title">
            <h2 id="chars-title">Characters</h2>
            <CharacterSection user={user} />
          </section>
          <section className="account-section" aria-labelledby="details-title">
            <h2 id="details-title">Update account details</h2>
            <DetailsForm user={user} />
          </section>
          <section className="account-section" aria-labelledby="whitelist-title">
            <h2 id="whitelist-title">Game login whitelist</h2>
            <WhitelistPanel />
          </section>
        </>
      )}
    </article>
  );
}

export default UserPage;
