import { formatPrice } from '#shared/shop-rules.ts';
import { Link } from '../../router/link.tsx';
import { useStoredUser } from '../../session/user-store.ts';
import { RedeemForm } from '../../ui/redeem-form.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { CurrencyIcon } from './currency.tsx';
import { TopUpPackages } from './topup-packages.tsx';

/** /topup: buy R-Coin with a payment (packages above), or redeem a voucher, with the current balances. */
function TopUpPage() {
  usePageTitle('Top Up R-Coin');
  const user = useStoredUser();
  return (
    <section className="topup" aria-labelledby="topup-title">
      <h1 id="topup-title" className="crumb">
        Top Up R-Coin
      </h1>
      {user && (
        <p className="balances" data-testid="balances">
          <span>
            <CurrencyIcon currency="rcoin" /> R-Coin: <strong>{formatPrice(user.UserPoint ?? 0)}</strong>
          </span>{' '}
          <span>
            <CurrencyIcon currency="milleage" /> Milleage:{' '}
            <strong>{formatPrice(user.UserPoint2 ?? 0)}</strong>
          </span>
        </p>
      )}
      <TopUpPackages />
      <RedeemForm idPrefix="topup-redeem" />
      <p>
        See your <Link to="/topuphistory">Redeem History</Link> or spend your coins in the{' '}
        <Link to="/itemshop?category=0&page=1">Item Shop</Link>.
      </p>
    </section>
  );
}

export default TopUpPage;
