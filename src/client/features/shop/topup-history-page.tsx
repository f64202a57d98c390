import { useQuery } from '@tanstack/react-query';
import shopEn from '#shared/i18n/shop.en.ts';
import { manilaDateAndTime } from '#shared/manila-time.ts';
import { formatPhp } from '#shared/payment-rules.ts';
import { topUpsQueryOptions } from '../../api/shop.ts';
import { useLanguage, useT } from '../../i18n/language.tsx';
import { registerArea } from '../../i18n/messages.ts';
import { useSearchParams } from '../../router/location.ts';
import { useStoredUser } from '../../session/user-store.ts';
import { PagerNav, pageParam } from '../../ui/pager-nav.tsx';
import { StackBody, StackCell, StackColumn, StackHead, StackRow, StackTable } from '../../ui/stack-table.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { Price } from './currency.tsx';
import { HistoryStatus } from './history-status.tsx';

// This area's English messages come with this file's chunk; its other languages' load before it is drawn in
// one of them (src/client/i18n/messages.ts).
registerArea(shopEn, { fil: () => import('#shared/i18n/shop.fil.ts') });

/**
 * /topuphistory, titled 'Redeem History': card code, top-up date, card value. Paid top-ups are listed
 * beside redeemed vouchers: the order's reference as the code, and the price paid beside the R-Coin.
 */
function TopUpHistoryPage() {
  const t = useT();
  usePageTitle(t('topUpHistory.title'));
  const user = useStoredUser();
  const [params] = useSearchParams();
  const page = pageParam(params.get('page'));
  const history = useQuery(topUpsQueryOptions(page, user !== null));
  const { language } = useLanguage();
  return (
    <section aria-labelledby="topups-title">
      <h1 id="topups-title" className="crumb">
        {t('topUpHistory.title')}
      </h1>
      <HistoryStatus
        signedIn={user !== null}
        isPending={history.isPending}
        isError={history.isError}
        rowCount={history.data?.topuphistory.length}
      />
      {history.data && history.data.topuphistory.length > 0 && (
        <StackTable className="shop-table">
          <StackHead>
            <StackRow>
              <StackColumn>{t('topUpHistory.code')}</StackColumn>
              <StackColumn>{t('topUpHistory.date')}</StackColumn>
              <StackColumn>{t('topUpHistory.value')}</StackColumn>
            </StackRow>
          </StackHead>
          <StackBody>
            {history.data.topuphistory.map((r) => (
              <StackRow key={`${r.CardCode}-${r.DateTopUp}`} data-testid="topup-row">
                <StackCell data-label={t('topUpHistory.code')}>
                  {r.source === 'payment' && <span>{t('topUpHistory.payment')} </span>}
                  <code>{r.CardCode}</code>
                </StackCell>
                <StackCell data-label={t('topUpHistory.date')}>
                  {manilaDateAndTime(r.DateTopUp, language)}
                </StackCell>
                <StackCell data-label={t('topUpHistory.value')}>
                  <Price value={r.Cardvalue} currency={r.currency} />
                  {r.priceCentavos !== null && ` (${formatPhp(r.priceCentavos)})`}
                </StackCell>
              </StackRow>
            ))}
          </StackBody>
        </StackTable>
      )}
      {history.data && (
        <PagerNav
          target="/topuphistory?"
          page={page}
          lastPage={history.data.last_page}
          label={t('topUpHistory.pages')}
        />
      )}
    </section>
  );
}

export default TopUpHistoryPage;
