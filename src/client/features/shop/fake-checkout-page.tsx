import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatPhp } from '#shared/payment-rules.ts';
import { reportActionError } from '../../api/client.ts';
import { fakeCheckoutAction, fakeCheckoutQueryOptions } from '../../api/payments.ts';
import { useNavigate, useParams } from '../../router/location.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import './topup.css';

/**
 * /topup/checkout/:id: the fake provider's hosted checkout (development and demo only; docs/product/payments.md).
 * It stands where PayMongo's page would: Pay makes the server send a signed webhook to the real webhook
 * route and comes back to /topup/success, Fail to /topup/cancel, as the provider's redirects would.
 */
function FakeCheckoutPage() {
  usePageTitle('Test Checkout');
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
        Test Checkout
      </h1>
      {checkout.isPending && <p>Loading the checkout…</p>}
      {checkout.isError && <p>There is no such checkout. Start again from the Top Up page.</p>}
      {checkout.data && (
        <div className="fake-checkout">
          <p>
            <strong>Fake payment provider.</strong> No real money moves: this page stands in for the
            provider's checkout on development and demo sites.
          </p>
          <dl>
            <dt>Order</dt>
            <dd>
              <code>{checkout.data.reference}</code>
            </dd>
            <dt>Amount</dt>
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
                Pay
              </button>
              <button type="button" className="btn" disabled={busy} onClick={() => void act('fail')}>
                Fail
              </button>
            </div>
          ) : (
            <p>This checkout is {checkout.data.status === 'paid' ? 'paid' : 'over'}.</p>
          )}
        </div>
      )}
    </section>
  );
}

export default FakeCheckoutPage;
