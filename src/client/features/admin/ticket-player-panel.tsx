import { useQuery } from '@tanstack/react-query';
import { PUR_FLAG_LABEL } from '#shared/shop-rules.ts';
import { playerListQueryOptions, playerProfileQueryOptions } from '../../api/admin-players.ts';
import { Link } from '../../router/link.tsx';
import { manilaDateTime } from './audit-filters.ts';
import { money } from './player-format.ts';

/** How many recent purchases and ledger rows the ticket screen shows (the player's page has them all). */
const RECENT = 5;

/**
 * Beside a player's ticket: their balances, latest purchases and latest ledger rows (top-ups, vouchers,
 * refunds, spending), read from the players part's API, so "I paid but got nothing" is answered here. The
 * links open the player's page on the matching tab.
 */
export function TicketPlayerPanel({ userNum }: { userNum: number }) {
  const profile = useQuery(playerProfileQueryOptions(userNum));
  const purchases = useQuery(playerListQueryOptions(userNum, 'purchases', 1));
  const ledger = useQuery(playerListQueryOptions(userNum, 'ledger', 1));
  const base = `/admin/players/${userNum}`;
  return (
    <aside className="ticket-player" aria-labelledby="ticket-player-title">
      <h2 id="ticket-player-title">Player</h2>
      {profile.isError && <p className="console__failed">The player could not be loaded.</p>}
      {profile.data && (
        <>
          <p>
            <Link to={base}>{profile.data.account.userId}</Link>{' '}
            <span className="muted">{profile.data.account.email}</span>
          </p>
          <dl className="ticket-player__balances">
            <div>
              <dt>R-Coin</dt>
              <dd data-testid="ticket-balance-rcoin">
                {profile.data.balances.rcoin.toLocaleString('en-US')}
              </dd>
            </div>
            <div>
              <dt>Milleage</dt>
              <dd data-testid="ticket-balance-milleage">
                {profile.data.balances.milleage.toLocaleString('en-US')}
              </dd>
            </div>
          </dl>
        </>
      )}
      <h3>Recent purchases</h3>
      {purchases.data && purchases.data.data.length === 0 && <p className="muted">No purchases.</p>}
      {purchases.data && purchases.data.data.length > 0 && (
        <ul className="ticket-player__list" data-testid="ticket-purchases">
          {purchases.data.data.slice(0, RECENT).map((p) => (
            <li key={p.purNum}>
              {p.itemName}, {money(p.price, p.currency)}
              <br />
              <span className="muted">
                {manilaDateTime(p.at)} · {PUR_FLAG_LABEL[p.flag] ?? p.flag}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={`${base}?tab=purchases`}>All purchases</Link>
      </p>
      <h3>Recent balance changes</h3>
      {ledger.data && ledger.data.data.length === 0 && <p className="muted">No balance changes.</p>}
      {ledger.data && ledger.data.data.length > 0 && (
        <ul className="ticket-player__list" data-testid="ticket-ledger">
          {ledger.data.data.slice(0, RECENT).map((row) => (
            <li key={row.id}>
              {row.amount > 0 ? '+' : ''}
              {money(row.amount, row.currency)} ({row.source})
              <br />
              <span className="muted">
                {manilaDateTime(row.at)} · balance {row.balanceAfter.toLocaleString('en-US')}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={`${base}?tab=ledger`}>Whole ledger</Link>
      </p>
    </aside>
  );
}
