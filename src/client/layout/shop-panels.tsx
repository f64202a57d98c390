import { useQuery } from '@tanstack/react-query';
import { formatPrice, NAME_CUT_SIDE, truncateName } from '#shared/shop-rules.ts';
import { cartQueryOptions, topSalesQueryOptions } from '../api/shop.ts';
import { Link } from '../router/link.tsx';
import { useStoredUser } from '../session/user-store.ts';
import { SidePanel } from './side-panel.tsx';

const SIDE_TOP_SALES = 5;
/** The cart summary lists this many rows and counts the rest, so a full cart does not stretch the column. */
const SIDE_CART_ROWS = 5;

/** Item shop side panel: top sales (names cut to 14 + '...'), links to the shop and to top-up. */
export function ShopPanel() {
  // The item shop page's own query: one request and one freshness for both.
  const topSales = useQuery({
    ...topSalesQueryOptions(),
    select: (body) => body.itemshopdata.slice(0, SIDE_TOP_SALES),
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
  // The cart page's own query, so a change on either side shows on both.
  const cart = useQuery(cartQueryOptions(user?.UserNum));
  if (!user) return null;
  const entries = cart.data ?? [];
  return (
    <SidePanel title="My Cart" icon="cart">
      <ul className="cart-summary" data-testid="cart-summary">
        {cart.isPending && <li className="muted">Loading…</li>}
        {!cart.isPending && entries.length === 0 && <li className="muted">No items in your cart yet.</li>}
        {entries.slice(0, SIDE_CART_ROWS).map((entry) => (
          <li key={entry.seq}>
            <span title={entry.shopitem.ItemName}>
              {truncateName(entry.shopitem.ItemName, NAME_CUT_SIDE)}
            </span>
            <span className="cart-summary__qty">
              ×{entry.quantity}
              {entry.available ? ` · ${formatPrice(entry.shopitem.price)}` : ' · Unavailable'}
            </span>
          </li>
        ))}
        {entries.length > SIDE_CART_ROWS && (
          <li className="muted">and {entries.length - SIDE_CART_ROWS} more in your cart</li>
        )}
      </ul>
      <div className="side-panel__actions">
        <Link className="btn btn--small btn--primary" to="/shoppingcart">
          Checkout
        </Link>
      </div>
    </SidePanel>
  );
}
