import type { ShopItem } from '#shared/contracts/shop.ts';
import shopEn from '#shared/i18n/shop.en.ts';
import { DEFAULT_ITEM_IMAGE, NAME_CUT_LIST, truncateName } from '#shared/shop-rules.ts';
import { useT } from '../../i18n/language.tsx';
import { registerArea } from '../../i18n/messages.ts';
import { useNavigate } from '../../router/location.ts';
import { useStoredUser } from '../../session/user-store.ts';
import { RepeatedIcon } from '../../ui/repeated-icon.tsx';
import { Price } from './currency.tsx';
import { ItemIcon } from './item-tooltip.tsx';

// This area's English messages come with this file's chunk; its other languages' load before it is drawn in
// one of them (src/client/i18n/messages.ts).
registerArea(shopEn, { fil: () => import('#shared/i18n/shop.fil.ts') });

function HoverButton({
  base,
  label,
  onClick,
  disabled,
}: {
  base: 'cart' | 'buy';
  label: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <button type="button" className="img-button" onClick={onClick} disabled={disabled} aria-label={label}>
      <RepeatedIcon
        className="img-button__normal"
        folder="shop"
        name={`btn-${base}`}
        width="72"
        height="24"
        alt=""
      />
      <RepeatedIcon
        className="img-button__hover"
        folder="shop"
        name={`btn-${base}-hover`}
        shownOnHover
        width="72"
        height="24"
        alt=""
      />
    </button>
  );
}

/** A shop item: renders only when name, price and section are all present (shop-and-wallet.md). */
export function ItemCard({
  item,
  onBuy,
  onAddToCart,
  busy,
}: {
  item: ShopItem;
  onBuy: (item: ShopItem) => void;
  onAddToCart: (item: ShopItem) => void;
  busy?: boolean;
}) {
  const t = useT();
  const user = useStoredUser();
  const navigate = useNavigate();
  if (
    !item.ItemName ||
    item.price === undefined ||
    item.price === null ||
    item.section === undefined ||
    item.section === null
  )
    return null;
  const image = item.image_url || DEFAULT_ITEM_IMAGE;
  const soldOut = item.stock === 0;
  const guard = (action: (item: ShopItem) => void) => () => (user ? action(item) : navigate('/login'));
  return (
    <article className="item-card" data-testid="item-card" aria-label={item.ItemName}>
      <ItemIcon
        id={`item-tip-${item.ProductNum}`}
        className="item-card__icon"
        content={
          <>
            <img src={image} width="100" height="100" alt="" />
            <div>
              <strong>{item.ItemName}</strong>
              <p>{item.description}</p>
              <Price value={item.price} section={item.section} />
            </div>
          </>
        }
      >
        <img
          className="item-card__picture"
          src={image}
          width="80"
          height="80"
          alt={item.ItemName}
          loading="lazy"
          onError={(e) => {
            if (!e.currentTarget.src.endsWith(DEFAULT_ITEM_IMAGE)) e.currentTarget.src = DEFAULT_ITEM_IMAGE;
          }}
        />
        {item.ribbon && (
          <RepeatedIcon
            className="item-card__ribbon"
            folder="shop"
            name={`ribbon-${item.ribbon}`}
            width="40"
            height="40"
            alt={t('itemShop.ribbon', { ribbon: item.ribbon })}
          />
        )}
      </ItemIcon>
      <h3 className="item-card__name" title={item.ItemName}>
        {truncateName(item.ItemName, NAME_CUT_LIST)}
      </h3>
      <Price value={item.price} section={item.section} />
      {item.stock !== null && (
        <p className={soldOut ? 'item-card__stock item-card__stock--out' : 'item-card__stock'}>
          {soldOut ? t('itemShop.soldOut') : t('itemShop.left', { count: item.stock })}
        </p>
      )}
      <div className="item-card__actions">
        <HoverButton
          base="cart"
          label={t('itemShop.addToCart', { name: item.ItemName })}
          onClick={guard(onAddToCart)}
          disabled={busy || soldOut}
        />
        <HoverButton
          base="buy"
          label={t('itemShop.buyNow', { name: item.ItemName })}
          onClick={guard(onBuy)}
          disabled={busy || soldOut}
        />
      </div>
    </article>
  );
}
