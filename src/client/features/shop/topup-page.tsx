import shopEn from '#shared/i18n/shop.en.ts';
import { CURRENCY_LABEL, formatPrice } from '#shared/shop-rules.ts';
import { useT } from '../../i18n/language.tsx';
import { registerArea } from '../../i18n/messages.ts';
import { withParts } from '../../i18n/parts.tsx';
import { Link } from '../../router/link.tsx';
import { useStoredUser } from '../../session/user-store.ts';
import { RedeemForm } from '../../ui/redeem-form.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { CurrencyIcon } from './currency.tsx';
import { TopUpPackages } from './topup-packages.tsx';

// This area's English messages come with this file's chunk; its other languages' load before it is drawn in
// one of them (src/client/i18n/messages.ts).
registerArea(shopEn, { fil: () => import('#shared/i18n/shop.fil.ts') });

/** /topup: buy R-Coin with a payment (packages above), or redeem a voucher, with the current balances. */
function TopUpPage() {
  const t = useT();
  usePageTitle(t('topUp.title'));
  const user = useStoredUser();
  return (
    <section className="topup" aria-labelledby="topup-title">
      <h1 id="topup-title" className="crumb">
        {t('topUp.title')}
      </h1>
      {user && (
        <p className="balances" data-testid="balances">
          <span>
            <CurrencyIcon currency="rcoin" /> {CURRENCY_LABEL.rcoin}:{' '}
            <strong>{formatPrice(user.UserPoint ?? 0)}</strong>
          </span>{' '}
          <span>
            <CurrencyIcon currency="milleage" /> {CURRENCY_LABEL.milleage}:{' '}
            <strong>{formatPrice(user.UserPoint2 ?? 0)}</strong>
          </span>
        </p>
      )}
      <TopUpPackages />
      <RedeemForm idPrefix="topup-redeem" />
      <p>
        {withParts(t, 'topUp.more', {
          history: <Link to="/topuphistory">{t('topUpHistory.title')}</Link>,
          shop: <Link to="/itemshop?category=0&page=1">{t('itemShop.title')}</Link>,
        })}
      </p>
    </section>
  );
}

export default TopUpPage;
