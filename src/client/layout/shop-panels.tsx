import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { NAME_CUT_SIDE, truncateName } from '#shared/shop-rules.ts';
import { api } from '../api/client.ts';
import { useStoredUser } from '../session/user-store.ts';
import { SidePanel } from './side-panel.tsx';

interface ShopItemLike {
  ProductNum: number;
  ItemName: string;
  price?: number;
  section?: number;
}
interface CartEntryLike {
  seq: number;
  quantity: number;
  /** false = delisted: checkout leaves it out. */
  available?: boolean;
  shopitem?: ShopItemLike | null;
}

/** The shop responses may come bare or wrapped ({ itemshopdata } / { data }); the panels read both. */
function listOf<T>(body: unknown, ...keys: string[]): T[] {
  if (Array.isArray(body)) return body as T[];
  if (body && typeof body === 'object') {
    for (const key of keys) {
      const value = (body as Record<string, unknown>)[key];
      if (Array.isArray(value)) return value as T[];
    }
  }
  return [];
}

const price = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Item shop side panel: top sales (names cut to 14 + '...'), links to the shop and to top-up. */
export function ShopPanel() {
  const topSales = useQuery({
    queryKey: ['topsales'],
    queryFn: () => api.get<unknown>('topsales'),
    select: (body) => listOf<ShopItemLike>(body, 'itemshopdata', 'data').slice(0, 5),
    staleTime: 5 * 60_000,
  });
  return (
    <SidePanel title="Item Shop" icon="shop">
      <ol className="top-sales" aria-label="Top sales">
        {topSales.isPending && <li className="muted">Loading…</li>}
        {topSales.data?.length === 0 && <li className="muted">No top sales yet.</li>}
        {topSales.isError && <li className="muted">Top sales are unavailable.</li>}
        {topSales.data?.map((item) => (
          <li key={item.ProductNum}>
            <Link to="/itemshop" title={item.ItemName}>
              {truncateName(item.ItemName, NAME_CUT_SIDE)}
            </Link>
          </li>
        ))}
      </ol>
      <div className="side-panel__actions">
        <Link className="btn btn--small" to="/itemshop">
          Item Shop
        </Link>
        <Link className="btn btn--small btn--primary" to="/topup">
          Top Up
        </Link>
      </div>
    </SidePanel>
  );
}

/** Cart summary for the signed-in player: names cut to 14 + '...', and the Checkout link. */
export function CartSummary() {
  const user = useStoredUser();
  const usernum = user?.UserNum;
  const cart = useQuery({
    queryKey: ['shopcart', usernum],
    queryFn: () => api.get<unknown>('shopcart', { query: { usernum } }),
    select: (body) => listOf<CartEntryLike>(body, 'data', 'cart', 'shopcart'),
    enabled: usernum !== undefined,
  });
  if (!user) return null;
  const entries = cart.data ?? [];
  return (
    <SidePanel title="My Cart" icon="cart">
      <ul className="cart-summary" data-testid="cart-summary">
        {cart.isPending && <li className="muted">Loading…</li>}
        {!cart.isPending && entries.length === 0 && <li className="muted">No items in your cart yet.</li>}
        {entries.map((entry) => (
          <li key={entry.seq}>
            <span title={entry.shopitem?.ItemName}>
              {truncateName(entry.shopitem?.ItemName ?? '', NAME_CUT_SIDE)}
            </span>
            <span className="cart-summary__qty">
              ×{entry.quantity}
              {entry.available === false
                ? ' · Unavailable'
                : entry.shopitem?.price !== undefined && ` · ${price.format(entry.shopitem.price)}`}
            </span>
          </li>
        ))}
      </ul>
      <div className="side-panel__actions">
        <Link className="btn btn--small btn--primary" to="/shoppingcart">
          Checkout
        </Link>
      </div>
    </SidePanel>
  );
}
