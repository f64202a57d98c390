import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import pagesEn from '#shared/i18n/pages.en.ts';
import { formatCoins, ORDER_REFERENCE } from '#shared/payment-rules.ts';
import { orderStateQueryOptions } from '../../api/payments.ts';
import { shopKeys } from '../../api/shop-keys.ts';
import { useT } from '../../i18n/language.tsx';
import { registerArea } from '../../i18n/messages.ts';
import { withParts } from '../../i18n/parts.tsx';
import { useSearchParams } from '../../router/location.ts';
import { patchStoredUser, useStoredUser } from '../../session/user-store.ts';
import { ResultPage } from './result-page.tsx';

// This area's English messages come with this file's chunk; its other languages' load before it is drawn in
// one of them (src/client/i18n/messages.ts).
registerArea(pagesEn, { fil: () => import('#shared/i18n/pages.fil.ts') });

/**
 * Where the provider sends the player after paying (?order=TU-…): the real state of that order, asked
 * again every few seconds until the webhook (or the server's own check) settles it; once paid, the new
 * balance goes into the stored user, so the side box shows it too (docs/product/payments.md).
 */
export default function TopupSuccessPage() {
  const t = useT();
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
        title={t('pages.topup.successful')}
        text={<p>{t('pages.topup.thanks')}</p>}
      />
    );
  }
  if (!user) {
    return (
      <ResultPage tone="success" title={t('pages.topup.title')} text={<p>{t('pages.topup.signIn')}</p>} />
    );
  }
  if (order.isError) {
    return (
      <ResultPage tone="cancel" title={t('pages.topup.title')} text={<p>{t('pages.topup.notFound')}</p>} />
    );
  }
  if (data?.status === 'paid') {
    return (
      <ResultPage
        tone="success"
        title={t('pages.topup.successful')}
        text={
          <>
            <p className="topup-status" role="status" data-testid="topup-result">
              <strong>{t('pages.topup.added', { amount: formatCoins(data.rcoin) })}</strong>
            </p>
            {data.userPoints !== undefined && (
              <p>
                {withParts(t, 'pages.topup.balance', {
                  balance: <strong>{formatCoins(data.userPoints)}</strong>,
                })}
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
        title={t('pages.topup.notCompleted')}
        text={
          <p role="status" data-testid="topup-result">
            {t('pages.topup.notCompletedText')}
          </p>
        }
      />
    );
  }
  return (
    <ResultPage
      tone="success"
      title={t('pages.topup.confirming')}
      text={
        <p className="topup-status" role="status" data-testid="topup-result">
          {t('pages.topup.waiting')}
        </p>
      }
    />
  );
}
