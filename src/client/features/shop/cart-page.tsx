import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import shopEn from '#shared/i18n/shop.en.ts';
import { CURRENCY_LABEL, type Currency, DEFAULT_ITEM_IMAGE, formatPrice } from '#shared/shop-rules.ts';
import { cartQueryOptions } from '../../api/shop.ts';
import { useBuyCart, useCartChange } from '../../api/shop-actions.ts';
import { useT } from '../../i18n/language.tsx';
import { registerArea } from '../../i18n/messages.ts';
import { useStoredUser } from '../../session/user-store.ts';
import { StackBody, StackCell, StackColumn, StackHead, StackRow, StackTable } from '../../ui/stack-table.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { cartTotals, isBuyable } from './cart-math.ts';
import { CurrencyIcon, Price } from './currency.tsx';
import { LoginFirst } from './history-status.tsx';

// This area's English messages come with this file's chunk; its other languages' load before it is drawn in
// one of them (src/client/i18n/messages.ts).
registerArea(shopEn, { fil: () => import('#shared/i18n/shop.fil.ts') });

function TotalLine({ kind, totals }: { kind: 'subtotal' | 'total'; totals: Record<Currency, number> }) {
  const t = useT();
  const used = (Object.keys(totals) as Currency[]).filter((c) => totals[c] > 0);
  const shown: Currency[] = used.length === 0 ? ['rcoin'] : used;
  return (
    <p className="cart-total" data-testid={`cart-${kind}`}>
      <span>{t(kind === 'subtotal' ? 'cart.subtotal' : 'cart.total')}:</span>{' '}
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
  const t = useT();
  usePageTitle(t('cart.title'));
  const user = useStoredUser();
  const cart = useQuery(cartQueryOptions(user?.UserNum));
  const change = useCartChange();
  const buy = useBuyCart();
  if (!user) {
    return (
      <section aria-labelledby="cart-title">
        <h1 id="cart-title" className="crumb">
          {t('cart.title')}
        </h1>
        <LoginFirst />
      </section>
    );
  }
  const entries = cart.data ?? [];
  const { count, totals } = cartTotals(entries);
  // What checkout will buy: checked rows still for sale (delisted rows are shown but never sent), each with
  // the price it shows.
  const buyable = entries.filter(isBuyable);
  return (
    <section className="cart" aria-labelledby="cart-title">
      <h1 id="cart-title" className="crumb">
        {t('cart.title')}
      </h1>
      {cart.isPending && <p role="status">{t('cart.loading')}</p>}
      {cart.isError && <p className="shop-error">{t('cart.failed')}</p>}
      {cart.data && entries.length === 0 && <p className="muted">{t('cart.empty')}</p>}
      {entries.length > 0 && (
        <StackTable className="shop-table">
          <StackHead>
            <StackRow>
              <StackColumn>
                <span className="sr-only">{t('cart.selected')}</span>
              </StackColumn>
              <StackColumn>{t('shopPage.item')}</StackColumn>
              <StackColumn>{t('shopPage.quantity')}</StackColumn>
              <StackColumn>{t('shopPage.price')}</StackColumn>
              <StackColumn>
                <span className="sr-only">{t('cart.remove')}</span>
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
                  aria-label={t('cart.removeItem', { name })}
                  onClick={() => change.mutate({ kind: 'remove', row })}
                >
                  {t('cart.remove')}
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
                      <span className="cart-unavailable">{t('cart.unavailable')}</span>
                    </StackCell>
                    <StackCell data-label={t('shopPage.quantity')}>
                      <output aria-label={t('cart.quantityOf', { name })}>{e.quantity}</output>
                    </StackCell>
                    <StackCell data-label={t('shopPage.price')}>
                      <span className="muted">{t('cart.notForSale')}</span>
                    </StackCell>
                    <StackCell className="cart-remove">{removeButton}</StackCell>
                  </StackRow>
                );
              }
              return (
                <StackRow key={e.seq} data-testid="cart-row">
                  <StackCell data-label={t('cart.select')}>
                    <SelectBox
                      checked={e.isChecked === 1}
                      label={t('cart.selectItem', { name })}
                      onToggle={() => change.mutate({ kind: 'check', row })}
                    />
                  </StackCell>
                  <StackCell className="cart-item stack-table__title">
                    <img src={e.shopitem.image_url || DEFAULT_ITEM_IMAGE} width="40" height="40" alt="" />
                    <span>{name}</span>
                  </StackCell>
                  <StackCell data-label={t('shopPage.quantity')}>
                    <div className="qty">
                      <button
                        type="button"
                        className="btn btn--small"
                        aria-label={t('cart.oneLess', { name })}
                        disabled={e.quantity <= 1}
                        onClick={() => change.mutate({ kind: 'quantity', row, by: -1 })}
                      >
                        −
                      </button>
                      <output aria-label={t('cart.quantityOf', { name })}>{e.quantity}</output>
                      <button
                        type="button"
                        className="btn btn--small"
                        aria-label={t('cart.oneMore', { name })}
                        onClick={() => change.mutate({ kind: 'quantity', row, by: 1 })}
                      >
                        +
                      </button>
                    </div>
                  </StackCell>
                  <StackCell data-label={t('shopPage.price')}>
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
        <p data-testid="cart-count">{t('cart.totalItems', { count })}</p>
        <TotalLine kind="subtotal" totals={totals} />
        <TotalLine kind="total" totals={totals} />
        <button
          type="button"
          className="btn btn--primary"
          disabled={buyable.length === 0 || buy.isPending || change.isPending}
          onClick={() => buy.mutate(buyable)}
        >
          {t('cart.buy')}
        </button>
      </div>
    </section>
  );
}

export default CartPage;
