import { useQuery } from '@tanstack/react-query';
import { manilaDateAndTime } from '#shared/manila-time.ts';
import { formatPhp } from '#shared/payment-rules.ts';
import { topUpsQueryOptions } from '../../api/shop.ts';
import { useLanguage } from '../../i18n/language.tsx';
import { useSearchParams } from '../../router/location.ts';
import { useStoredUser } from '../../session/user-store.ts';
import { PagerNav, pageParam } from '../../ui/pager-nav.tsx';
import { StackBody, StackCell, StackColumn, StackHead, StackRow, StackTable } from '../../ui/stack-table.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { Price } from './currency.tsx';
import { HistoryStatus } from './history-status.tsx';

/**
 * /topuphistory, titled 'Redeem History': card code, top-up date, card value. Paid top-ups are listed
 * beside redeemed vouchers: the order's reference as the code, and the price paid beside the R-Coin.
 */
function TopUpHistoryPage() {
  usePageTitle('Redeem History');
  const user = useStoredUser();
  const [params] = useSearchParams();
  const page = pageParam(params.get('page'));
  const history = useQuery(topUpsQueryOptions(page, user !== null));
  const { language } = useLanguage();
  return (
    <section aria-labelledby="topups-title">
      <h1 id="topups-title" className="crumb">
        Redeem History
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
              <StackColumn>Card Code</StackColumn>
              <StackColumn>Top-up Date</StackColumn>
              <StackColumn>Card Value</StackColumn>
            </StackRow>
          </StackHead>
          <StackBody>
            {history.data.topuphistory.map((r) => (
              <StackRow key={`${r.CardCode}-${r.DateTopUp}`} data-testid="topup-row">
                <StackCell data-label="Card Code">
                  {r.source === 'payment' && <span>Payment </span>}
                  <code>{r.CardCode}</code>
                </StackCell>
                <StackCell data-label="Top-up Date">{manilaDateAndTime(r.DateTopUp, language)}</StackCell>
                <StackCell data-label="Card Value">
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
          label="Redeem history pages"
        />
      )}
    </section>
  );
}

export default TopUpHistoryPage;
