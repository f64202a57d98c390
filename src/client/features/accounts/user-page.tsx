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
import accountsEn from '#shared/i18n/accounts.en.ts';
import { CURRENCY_LABEL } from '#shared/shop-rules.ts';
import { useT } from '../../i18n/language.tsx';
import { registerArea } from '../../i18n/messages.ts';

registerArea(accountsEn, { fil: () => import('#shared/i18n/accounts.fil.ts') });

function AccountInfo({ user }: { user: AccountUser }) {
  const t = useT();
  const email = { email: user.UserEmail };
  const rows: [string, string][] = [
    [t('accounts.field.userId'), user.UserID],
    [t('accounts.info.name'), `${user.NameFirst} ${user.NameLast}`.trim() || '—'],
    [
      t('accounts.info.email'),
      user.email_verified_at
        ? t('accounts.info.emailVerified', email)
        : t('accounts.info.emailNotVerified', email),
    ],
    [t('accounts.info.phone'), user.PhoneNumber || '—'],
    [CURRENCY_LABEL.rcoin, formatWhole(user.UserPoint)],
    [CURRENCY_LABEL.milleage, formatWhole(user.UserPoint2)],
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
  const t = useT();
  usePageTitle(t('accounts.user.title'));
  const me = useQuery(meQueryOptions());
  const user = me.data?.user;
  useEffect(() => {
    if (user) setStoredUser(user); // keeps the side box's balances fresh
  }, [user]);

  return (
    <article className="content-page" aria-labelledby="user-title">
      <h1 id="user-title" className="crumb">
        {t('accounts.user.title')}
      </h1>
      {me.isPending && <p role="status">{t('accounts.user.loading')}</p>}
      {me.isError && <p role="alert">{t('accounts.user.loadFailed')}</p>}
      {user && (
        <>
          {!user.email_verified_at && <VerifyReminder />}
          <RedeemSlot />
          <section className="account-section" aria-labelledby="info-title">
            <h2 id="info-title">{t('accounts.user.infoTitle')}</h2>
            <AccountInfo user={user} />
          </section>
          <section className="account-section" aria-labelledby="chars-title">
            <h2 id="chars-title">{t('accounts.user.charactersTitle')}</h2>
            <CharacterSection user={user} />
          </section>
          <section className="account-section" aria-labelledby="details-title">
            <h2 id="details-title">{t('accounts.user.detailsTitle')}</h2>
            <DetailsForm user={user} />
          </section>
          <section className="account-section" aria-labelledby="whitelist-title">
            <h2 id="whitelist-title">{t('accounts.user.whitelistTitle')}</h2>
            <WhitelistPanel />
          </section>
        </>
      )}
    </article>
  );
}

export default UserPage;
