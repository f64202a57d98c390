import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import shopEn from '#shared/i18n/shop.en.ts';
import { formatCoins, formatPhp, PAYMENT_MESSAGES } from '#shared/payment-rules.ts';
import { reportActionError } from '../../api/client.ts';
import { hasCode } from '../../api/error-codes.ts';
import { startTopUp, topUpOfferQueryOptions } from '../../api/payments.ts';
import { useT } from '../../i18n/language.tsx';
import { registerArea } from '../../i18n/messages.ts';
import { Link } from '../../router/link.tsx';
import { useStoredUser } from '../../session/user-store.ts';
import { CurrencyIcon } from './currency.tsx';
import './topup.css';

// This area's English messages come with this file's chunk; its other languages' load before it is drawn in
// one of them (src/client/i18n/messages.ts).
registerArea(shopEn, { fil: () => import('#shared/i18n/shop.fil.ts') });

/**
 * The packages the operator sells (docs/product/payments.md), each with a Pay button that makes an order
 * and sends the browser to the provider's hosted checkout. With no provider set up the section says so
 * and the voucher form below stays the way to top up.
 */
export function TopUpPackages() {
  const t = useT();
  const user = useStoredUser();
  const offer = useQuery(topUpOfferQueryOptions());
  const [paying, setPaying] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const pay = async (packageId: number) => {
    setPaying(packageId);
    setProblem(null);
    try {
      const order = await startTopUp(packageId);
      window.location.assign(order.checkoutUrl);
    } catch (error) {
      setPaying(null);
      // The server's faults (the provider down is 'unavailable') are not shown by the error catalogue: this
      // section says what happened instead.
      if (hasCode(error, 'unavailable', 'internal')) {
        setProblem(error.body?.message ?? PAYMENT_MESSAGES.providerDown);
      } else reportActionError(error);
    }
  };

  return (
    <section className="topup-packages" aria-labelledby="topup-packages-title">
      <h2 id="topup-packages-title">{t('topUp.buyTitle')}</h2>
      {offer.isPending && <p>{t('topUp.loading')}</p>}
      {(offer.isError || offer.data?.available === false) && (
        <p className="topup-unavailable" data-testid="topup-unavailable">
          {t('topUp.unavailable')}
        </p>
      )}
      {offer.data?.available && (
        <>
          <p className="topup-methods">{t('topUp.methods')}</p>
          <ul className="topup-grid">
            {offer.data.packages.map((p) => (
              <li key={p.id} className="topup-card" data-testid="topup-package">
                <h3>{p.name}</h3>
                <p className="topup-card__coins">
                  <CurrencyIcon currency="rcoin" /> {t('topUp.coins', { coins: formatCoins(p.rcoin) })}
                  {p.bonusRcoin > 0 && (
                    <span className="topup-card__bonus">
                      {' '}
                      {t('topUp.bonus', { coins: formatCoins(p.bonusRcoin) })}
                    </span>
                  )}
                </p>
                <p className="topup-card__price">{formatPhp(p.priceCentavos)}</p>
                {user ? (
                  <button
                    type="button"
                    className="btn btn--primary"
                    disabled={paying !== null}
                    aria-label={t('topUp.payFor', { price: formatPhp(p.priceCentavos), name: p.name })}
                    onClick={() => void pay(p.id)}
                  >
                    {paying === p.id ? t('topUp.opening') : t('topUp.pay')}
                  </button>
                ) : (
                  <Link className="btn" to="/login">
                    {t('topUp.signIn')}
                  </Link>
                )}
              </li>
            ))}
          </ul>
          {problem && (
            <p className="shop-error" role="alert">
              {problem}
            </p>
          )}
        </>
      )}
    </section>
  );
}
