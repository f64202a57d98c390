import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MESSAGES } from '#shared/messages.ts';
import { CURRENCY_LABEL, type Currency, DEFAULT_ITEM_IMAGE, formatPrice } from '#shared/shop-rules.ts';
import { cartQueryOptions } from '../../api/shop.ts';
import { useBuyCart, useCartChange } from '../../api/shop-actions.ts';
import { Link } from '../../router/link.tsx';
import { useStoredUser } from '../../session/user-store.ts';
import { StackBody, StackCell, StackColumn, StackHead, StackRow, StackTable } from '../../ui/stack-table.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { cartTotals, isBuyable } from './cart-math.ts';
import { CurrencyIcon, Price } from './currency.tsx';

function TotalLine({ label, totals }: { label: string; totals: Record<Currency, number> }) {
  const used = (Object.keys(totals) as Currency[]).filter((c) => totals[c] > 0);
  const shown: Currency[] = used.length === 0 ? ['rcoin'] : used;
  return (
    <p className="cart-total" data-testid={`cart-${label.toLowerCase()}`}>
      <span>{label}:</span>{' '}
      {shown.map((c) => (
        <span key={c} className="cart-total__part">
          <CurrencyIcon currency={c} /> {formatPrice(totals[c])}
          {shown.length > 1 && <span className="sr-only"> {CURRENCY_LABEL[c]}</span>}
        </span>
      ))}
    </p>
  );
}

/**
 * A row's checkbox shows the click at once. The cart query's optimistic update reaches React a task later
 * (the query cache batches its notifications on a timer); until then React would put the old state back
 * on a controlled box, so on a busy page the click looked undone.
 */
function SelectBox({ checked, label, onToggle }: { checked: boolean; label: string; onToggle: () => void }) {
  const [shown, setShown] = useState(checked);
  const [cartSays, setCartSays] = useState(checked);
  if (cartSays !== checked) {
    setCartSays(checked);
    setShown(checked);
  }
  return (
    <input
      type="checkbox"
      checked={shown}
      aria-label={label}
      onChange={() => {
        setShown(!shown);
        onToggle();
      }}
    />
  );
}

function CartPage() {
  usePageTitle('Shopping Cart');
  const user = useStoredUser();
  const cart = useQuery(cartQueryOptions(user?.UserNum));
  const change = useCartChange();
  const buy = useBuyCart();
  if (!user) {
    return (
      <section aria-labelledby="cart-title">
        <h1 id="cart-title" className="crumb">
          Shopping Cart
        </h1>
        <p>
          {MESSAGES.unauthenticated} <Link to="/login">Login</Link>
        </p>
      </section>
    );
  }
  const entries = cart.data ?? [];
  const { count, totals } = cartTotals(entries);
  // What checkout will buy: checked rows still for sale (delisted rows are shown but never sent).
  const buyable = entries.filter(isBuyable).map((e) => e.seq);
  return (
    <section className="cart" aria-labelledby="cart-title">
      <h1 id="cart-title" className="crumb">
        Shopping Cart
      </h1>
      {cart.isPending && <p role="status">Loading your cart…</p>}
      {cart.isError && <p className="shop-error">Failed to fetch your cart.</p>}
      {cart.data && entries.length === 0 && <p className="muted">Your cart is empty.</p>}
      {entries.length > 0 && (
        <StackTable className="shop-table">
          <StackHead>
            <StackRow>
              <StackColumn>
                <span className="sr-only">Selected</span>
              </StackColumn>
              <StackColumn>Item</StackColumn>
              <StackColumn>Quantity</StackColumn>
              <StackColumn>Price</StackColumn>
              <StackColumn>
                <span className="sr-only">Remove</span>
              </StackColumn>
            </StackRow>
          </StackHead>
          <StackBody>
            {entries.map((e) => {
              const row = { seq: e.seq, ProductNum: e.productnum };
              const name = e.shopitem.ItemName;
              // Every row can be removed, whether or not it is still for sale.
              const removeButton = (
                <button
                  type="button"
                  className="btn btn--small btn--danger"
                  aria-label={`Remove ${name}`}
                  onClick={() => change.mutate({ kind: 'remove', row })}
                >
                  Remove
                </button>
              );
              // A delisted item: not bought, not counted, only removable (docs/decisions/0020).
              if (!e.available) {
                return (
                  <StackRow key={e.seq} data-testid="cart-row" className="cart-row--unavailable">
                    <StackCell />
                    <StackCell className="cart-item stack-table__title">
                      <img src={e.shopitem.image_url || DEFAULT_ITEM_IMAGE} width="40" height="40" alt="" />
                      <span>{name}</span>
                      <span className="cart-unavailable">Unavailable</span>
                    </StackCell>
                    <StackCell data-label="Quantity">
                      <output aria-label={`Quantity of ${name}`}>{e.quantity}</output>
                    </StackCell>
                    <StackCell data-label="Price">
                      <span className="muted">Not for sale</span>
                    </StackCell>
                    <StackCell className="cart-remove">{removeButton}</StackCell>
                  </StackRow>
                );
              }
              return (
                <StackRow key={e.seq} data-testid="cart-row">
                  <StackCell data-label="Select">
                    <SelectBox
                      checked={e.isChecked === 1}
                      label={`Select ${name}`}
                      onToggle={() => change.mutate({ kind: 'check', row })}
                    />
                  </StackCell>
                  <StackCell className="cart-item stack-table__title">
                    <img src={e.shopitem.image_url || DEFAULT_ITEM_IMAGE} width="40" height="40" alt="" />
                    <span>{name}</span>
                  </StackCell>
                  <StackCell data-label="Quantity">
                    <div className="qty">
                      <button
                        type="button"
                        className="btn btn--small"
                        aria-label={`One less ${name}`}
                        disabled={e.quantity <= 1}
                        onClick={() => change.mutate({ kind: 'quantity', row, by: -1 })}
                      >
                        −
                      </button>
                      <output aria-label={`Quantity of ${name}`}>{e.quantity}</output>
                      <button
                        type="button"
                        className="btn btn--small"
                        aria-label={`One more ${name}`}
                        onClick={() => change.mutate({ kind: 'quantity', row, by: 1 })}
                      >
                        +
                      </button>
                    </div>
                  </StackCell>
                  <StackCell data-label="Price">
                    <Price value={e.shopitem.price * e.quantity} section={e.shopitem.section} />
                  </StackCell>
                  <StackCell className="cart-remove">{removeButton}</StackCell>
                </StackRow>
              );
            })}
          </StackBody>
        </StackTable>
      )}
      <div className="cart-summary" aria-live="polite">
        <p data-testid="cart-count">Total items: {count}</p>
        <TotalLine label="Subtotal" totals={totals} />
        <TotalLine label="Total" totals={totals} />
        <button
          type="button"
          className="btn btn--primary"
          disabled={buyable.length === 0 || buy.isPending || change.isPending}
          onClick={() => buy.mutate(buyable)}
        >
          Proceed to Buy
        </button>
      </div>
    </section>
  );
}

export default CartPage;
