import { useQuery } from '@tanstack/react-query';
import panelsEn from '#shared/i18n/panels.en.ts';
import { formatPrice, NAME_CUT_SIDE, truncateName } from '#shared/shop-rules.ts';
import { cartQueryOptions, topSalesQueryOptions } from '../api/shop.ts';
import { useT } from '../i18n/language.tsx';
import { registerArea } from '../i18n/messages.ts';
import { Link } from '../router/link.tsx';
import { useStoredUser } from '../session/user-store.ts';
import { SidePanel } from './side-panel.tsx';

// This area's English messages come with this file's chunk; its other languages' load before it is drawn in
// one of them (src/client/i18n/messages.ts).
registerArea(panelsEn, { fil: () => import('#shared/i18n/panels.fil.ts') });

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
  const t = useT();
  return (
    <SidePanel title={t('menu.itemShop')} icon="shop">
      <ol className="top-sales" aria-label={t('shop.topSales')}>
        {topSales.isPending && <li className="muted">{t('shell.loading')}</li>}
        {topSales.data?.length === 0 && <li className="muted">{t('shop.noTopSales')}</li>}
        {topSales.isError && <li className="muted">{t('shop.topSalesFailed')}</li>}
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
          {t('menu.itemShop')}
        </Link>
        <Link className="btn btn--small btn--primary" to="/topup">
          {t('shop.topUp')}
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
  const t = useT();
  if (!user) return null;
  const entries = cart.data ?? [];
  return (
    <SidePanel title={t('shop.myCart')} icon="cart">
      <ul className="cart-summary" data-testid="cart-summary">
        {cart.isPending && <li className="muted">{t('shell.loading')}</li>}
        {!cart.isPending && entries.length === 0 && <li className="muted">{t('shop.cartEmpty')}</li>}
        {entries.slice(0, SIDE_CART_ROWS).map((entry) => (
          <li key={entry.seq}>
            <span title={entry.shopitem.ItemName}>
              {truncateName(entry.shopitem.ItemName, NAME_CUT_SIDE)}
            </span>
            <span className="cart-summary__qty">
              ×{entry.quantity}
              {entry.available ? ` · ${formatPrice(entry.shopitem.price)}` : ` · ${t('shop.unavailable')}`}
            </span>
          </li>
        ))}
        {entries.length > SIDE_CART_ROWS && (
          <li className="muted">{t('shop.cartMore', { count: entries.length - SIDE_CART_ROWS })}</li>
        )}
      </ul>
      <div className="side-panel__actions">
        <Link className="btn btn--small btn--primary" to="/shoppingcart">
          {t('shop.checkout')}
        </Link>
      </div>
    </SidePanel>
  );
}
