import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import shopEn from '#shared/i18n/shop.en.ts';
import { formatPhp } from '#shared/payment-rules.ts';
import { reportActionError } from '../../api/client.ts';
import { fakeCheckoutAction, fakeCheckoutQueryOptions } from '../../api/payments.ts';
import { useT } from '../../i18n/language.tsx';
import { registerArea } from '../../i18n/messages.ts';
import { useNavigate, useParams } from '../../router/location.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import './topup.css';

// This area's English messages come with this file's chunk; its other languages' load before it is drawn in
// one of them (src/client/i18n/messages.ts).
registerArea(shopEn, { fil: () => import('#shared/i18n/shop.fil.ts') });

/**
 * /topup/checkout/:id: the fake provider's hosted checkout (development and demo only; docs/product/payments.md).
 * It stands where PayMongo's page would: Pay makes the server send a signed webhook to the real webhook
 * route and comes back to /topup/success, Fail to /topup/cancel, as the provider's redirects would.
 */
function FakeCheckoutPage() {
  const t = useT();
  usePageTitle(t('fakeCheckout.title'));
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const checkout = useQuery(fakeCheckoutQueryOptions(id));
  const [busy, setBusy] = useState(false);

  const act = async (action: 'pay' | 'fail') => {
    setBusy(true);
    try {
      const after = await fakeCheckoutAction(id, action);
      const order = encodeURIComponent(after.reference);
      void navigate(
        after.status === 'paid' ? `/topup/success?order=${order}` : `/topup/cancel?order=${order}`,
      );
    } catch (error) {
      setBusy(false);
      reportActionError(error);
    }
  };

  return (
    <section aria-labelledby="fake-checkout-title">
      <h1 id="fake-checkout-title" className="crumb">
        {t('fakeCheckout.title')}
      </h1>
      {checkout.isPending && <p>{t('fakeCheckout.loading')}</p>}
      {checkout.isError && <p>{t('fakeCheckout.missing')}</p>}
      {checkout.data && (
        <div className="fake-checkout">
          <p>
            <strong>{t('fakeCheckout.fake')}</strong> {t('fakeCheckout.note')}
          </p>
          <dl>
            <dt>{t('fakeCheckout.order')}</dt>
            <dd>
              <code>{checkout.data.reference}</code>
            </dd>
            <dt>{t('fakeCheckout.amount')}</dt>
            <dd data-testid="fake-amount">{formatPhp(checkout.data.amountCentavos)}</dd>
          </dl>
          {checkout.data.status === 'active' ? (
            <div className="button-row">
              <button
                type="button"
                className="btn btn--primary"
                disabled={busy}
                onClick={() => void act('pay')}
              >
                {t('fakeCheckout.pay')}
              </button>
              <button type="button" className="btn" disabled={busy} onClick={() => void act('fail')}>
                {t('fakeCheckout.fail')}
              </button>
            </div>
          ) : (
            <p>{t('fakeCheckout.over', { status: checkout.data.status })}</p>
          )}
        </div>
      )}
    </section>
  );
}

export default FakeCheckoutPage;
