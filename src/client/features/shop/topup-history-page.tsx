import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { MESSAGES } from '#shared/messages.ts';
import { SHOP_MESSAGES } from '#shared/shop-rules.ts';
import { useStoredUser } from '../../session/user-store.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { Price } from './currency.tsx';
import { PagerNav, pageParam } from './pager-nav.tsx';
import { fetchTopUps, keys } from './shop-api.ts';
import './shop.css';

const dateFormat = new Intl.DateTimeFormat('en-PH', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Manila',
});

/** /topuphistory, titled 'Redeem History': card code, top-up date, card value. */
export function TopUpHistoryPage() {
  usePageTitle('Redeem History');
  const user = useStoredUser();
  const [params] = useSearchParams();
  const page = pageParam(params.get('page'));
  const history = useQuery({
    queryKey: keys.topups(page),
    queryFn: () => fetchTopUps(page),
    enabled: user !== null,
  });
  return (
    <section aria-labelledby="topups-title">
      <h1 id="topups-title" className="crumb">
        Redeem History
      </h1>
      {!user && (
        <p>
          {MESSAGES.unauthenticated} <Link to="/login">Login</Link>
        </p>
      )}
      {user && history.isPending && <p role="status">Loading…</p>}
      {history.isError && <p className="shop-error">{SHOP_MESSAGES.historyFailed}</p>}
      {history.data && history.data.topuphistory.length === 0 && (
        <p className="muted">{SHOP_MESSAGES.noData}</p>
      )}
      {history.data && history.data.topuphistory.length > 0 && (
        <table className="shop-table">
          <thead>
            <tr>
              <th scope="col">Card Code</th>
              <th scope="col">Top-up Date</th>
              <th scope="col">Card Value</th>
            </tr>
          </thead>
          <tbody>
            {history.data.topuphistory.map((r) => (
              <tr key={`${r.CardCode}-${r.DateTopUp}`} data-testid="topup-row">
                <td>
                  <code>{r.CardCode}</code>
                </td>
                <td>{dateFormat.format(new Date(r.DateTopUp))}</td>
                <td>
                  <Price value={r.Cardvalue} section={r.currency === 'milleage' ? 2 : 1} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
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
