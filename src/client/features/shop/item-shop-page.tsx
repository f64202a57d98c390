import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ShopItem } from '#shared/contracts/shop.ts';
import shopEn from '#shared/i18n/shop.en.ts';
import { CURRENCY_LABEL, currencyOfSection, formatPrice, PREMIUM_SELLERS_COUNT } from '#shared/shop-rules.ts';
import { categoriesQueryOptions, itemsQueryOptions, premiumSellersQueryOptions } from '../../api/shop.ts';
import { useAddToCart, useBuyNow } from '../../api/shop-actions.ts';
import { useT } from '../../i18n/language.tsx';
import { registerArea } from '../../i18n/messages.ts';
import { withParts } from '../../i18n/parts.tsx';
import { Link } from '../../router/link.tsx';
import { useSearchParams } from '../../router/location.ts';
import { PagerNav, pageParam } from '../../ui/pager-nav.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { ItemCard } from './item-card.tsx';

// This area's English messages come with this file's chunk; its other languages' load before it is drawn in
// one of them (src/client/i18n/messages.ts).
registerArea(shopEn, { fil: () => import('#shared/i18n/shop.fil.ts') });

const PREMIUM_SLOTS = Array.from({ length: PREMIUM_SELLERS_COUNT }, (_, slot) => slot);

/** /itemshop?category=0&page=1: category tabs, premium sellers (flagged by the operator), the item list and the pager. */
function ItemShopPage() {
  const t = useT();
  usePageTitle(t('itemShop.title'));
  const [params] = useSearchParams();
  const category = Math.max(0, Math.floor(Number(params.get('category')) || 0));
  const page = pageParam(params.get('page'));
  const categories = useQuery(categoriesQueryOptions());
  const items = useQuery(itemsQueryOptions(category, page));
  const premium = useQuery(premiumSellersQueryOptions());
  const buy = useBuyNow();
  const add = useAddToCart();
  const [confirming, setConfirming] = useState<ShopItem | null>(null);

  const card = (item: ShopItem) => (
    <ItemCard
      key={item.ProductNum}
      item={item}
      busy={buy.isPending || add.isPending}
      onBuy={setConfirming}
      onAddToCart={(i) => add.mutate(i.ProductNum)}
    />
  );

  return (
    <section className="shop" aria-labelledby="shop-title">
      <h1 id="shop-title" className="crumb">
        {t('itemShop.title')}
      </h1>
      <nav className="shop-tabs" aria-label={t('itemShop.categories')}>
        {categories.isPending && <p role="status">{t('itemShop.loadingCategories')}</p>}
        {categories.isError && <p className="shop-error">{t('itemShop.categoriesFailed')}</p>}
        {categories.data && (
          <ul>
            {[{ id: 0, category_name: t('itemShop.all') }, ...categories.data].map((c) => (
              <li key={c.id}>
                <Link
                  to={`/itemshop?category=${c.id}&page=1`}
                  className={c.id === category ? 'shop-tab shop-tab--active' : 'shop-tab'}
                  aria-current={c.id === category ? 'page' : undefined}
                >
                  {c.category_name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </nav>

      {/* While the premium sellers load, the section is there with card-sized placeholders, so it does not push the
          item list down when it fills in. */}
      {(premium.isPending || (premium.data?.itemshopdata.length ?? 0) > 0) && (
        <section className="premium" aria-labelledby="premium-title" aria-busy={premium.isPending}>
          <h2 id="premium-title">{t('itemShop.premium')}</h2>
          <div className="item-grid">
            {premium.isPending
              ? PREMIUM_SLOTS.map((slot) => <div key={slot} className="item-card item-card--placeholder" />)
              : premium.data?.itemshopdata.map(card)}
          </div>
        </section>
      )}

      <section aria-labelledby="items-title">
        <h2 id="items-title" className="sr-only">
          {t('itemShop.items')}
        </h2>
        {items.isPending && <p role="status">{t('itemShop.loadingItems')}</p>}
        {items.isError && <p className="shop-error">{t('itemShop.itemsFailed')}</p>}
        {items.data && items.data.itemshopdata.length === 0 && (
          <p className="muted">{t('shopPage.noData')}</p>
        )}
        {items.data && <div className="item-grid">{items.data.itemshopdata.map(card)}</div>}
        {items.data && (
          <PagerNav
            target={`/itemshop?category=${category}`}
            page={page}
            lastPage={items.data.last_page}
            label={t('itemShop.pages')}
          />
        )}
      </section>

      <ConfirmDialog
        open={confirming !== null}
        message={t('itemShop.confirmBuy')}
        detail={
          confirming &&
          withParts(t, 'itemShop.buyDetail', {
            item: <strong>{confirming.ItemName}</strong>,
            price: (
              <span className="price">
                {formatPrice(confirming.price)} {CURRENCY_LABEL[currencyOfSection(confirming.section)]}
              </span>
            ),
          })
        }
        onAnswer={(yes) => {
          // The price and currency the dialog showed go with the order: a price changed since is refused.
          if (yes && confirming)
            buy.mutate({
              productnum: confirming.ProductNum,
              price: confirming.price,
              currency: currencyOfSection(confirming.section),
            });
          setConfirming(null);
        }}
      />
    </section>
  );
}

export default ItemShopPage;
