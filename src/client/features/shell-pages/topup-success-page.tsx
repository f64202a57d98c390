import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { formatCoins, ORDER_REFERENCE } from '#shared/payment-rules.ts';
import { orderStateQueryOptions } from '../../api/payments.ts';
import { shopKeys } from '../../api/shop-keys.ts';
import { useSearchParams } from '../../router/location.ts';
import { patchStoredUser, useStoredUser } from '../../session/user-store.ts';
import { ResultPage } from './result-page.tsx';

const CONFIRMING = 'Waiting for confirmation from the payment provider…';

/**
 * Where the provider sends the player after paying (?order=TU-…): the real state of that order, asked
 * again every few seconds until the webhook (or the server's own check) settles it; once paid, the new
 * balance goes into the stored user, so the side box shows it too (docs/product/payments.md).
 */
export default function TopupSuccessPage() {
  const [params] = useSearchParams();
  const reference = params.get('order') ?? '';
  const user = useStoredUser();
  const queryClient = useQueryClient();
  const valid = ORDER_REFERENCE.test(reference);
  const order = useQuery({ ...orderStateQueryOptions(reference), enabled: valid && user !== null });
  const data = order.data;

  useEffect(() => {
    if (data?.status !== 'paid' || data.userPoints === undefined) return;
    patchStoredUser({ UserPoint: data.userPoints, UserPoint2: data.userPoints2 });
    void queryClient.invalidateQueries({ queryKey: shopKeys.allTopUps });
  }, [data, queryClient]);

  // Reached without an order (an old bookmark): the page as it was before payments named their order.
  if (!valid) {
    return (
      <ResultPage
        tone="success"
        title="Top Up Successful"
        text={<p>Thank you! Your R-Coin will appear in your account as soon as the payment is confirmed.</p>}
      />
    );
  }
  if (!user) {
    return <ResultPage tone="success" title="Top Up" text={<p>Sign in to see this top-up.</p>} />;
  }
  if (order.isError) {
    return <ResultPage tone="cancel" title="Top Up" text={<p>We could not find this top-up.</p>} />;
  }
  if (data?.status === 'paid') {
    return (
      <ResultPage
        tone="success"
        title="Top Up Successful"
        text={
          <>
            <p className="topup-status" role="status" data-testid="topup-result">
              <strong>{formatCoins(data.rcoin)} R-Coin added.</strong>
            </p>
            {data.userPoints !== undefined && (
              <p>
                Your R-Coin balance is now <strong>{formatCoins(data.userPoints)}</strong>.
              </p>
            )}
          </>
        }
      />
    );
  }
  if (data?.status === 'expired' || data?.status === 'failed') {
    return (
      <ResultPage
        tone="cancel"
        title="Top Up Not Completed"
        text={
          <p role="status" data-testid="topup-result">
            This top-up was not completed and nothing was charged.
          </p>
        }
      />
    );
  }
  return (
    <ResultPage
      tone="success"
      title="Confirming Your Top Up"
      text={
        <p className="topup-status" role="status" data-testid="topup-result">
          {CONFIRMING}
        </p>
      }
    />
  );
}
