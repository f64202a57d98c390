import { MESSAGES } from '#shared/messages.ts';
import { SHOP_MESSAGES } from '#shared/shop-rules.ts';
import { Link } from '../../router/link.tsx';

/**
 * The states both history pages share before their table: not signed in, loading, the failure text (the
 * same for both, docs/product/shop-and-wallet.md), and 'No Data'.
 */
export function HistoryStatus({
  signedIn,
  isPending,
  isError,
  rowCount,
}: {
  signedIn: boolean;
  isPending: boolean;
  isError: boolean;
  rowCount: number | undefined;
}) {
  if (!signedIn) {
    return (
      <p>
        {MESSAGES.unauthenticated} <Link to="/login">Login</Link>
      </p>
    );
  }
  if (isPending) return <p role="status">Loading…</p>;
  if (isError) return <p className="shop-error">{SHOP_MESSAGES.historyFailed}</p>;
  if (rowCount === 0) return <p className="muted">{SHOP_MESSAGES.noData}</p>;
  return null;
}
