import { useEffect, useId, useRef, useState } from 'react';
import type { AdminItem } from '#shared/contracts/admin-shop.ts';
import './shop-console.css';

const CURRENCY: Record<number, string> = { 1: 'R-Coin', 2: 'Milleage' };
/** The size the shop's item card shows an icon at, and the size an uploaded icon is stored at. */
export const ICON_SIZE = 80;

/**
 * The console's list of shop items (docs/product/shop-console.md, Items): compact rows with the icon at its
 * own size, and the row's actions behind one Actions button, so a thumb scrolling a phone cannot hide an
 * item by brushing a row. Hide is undone from the row itself; every button is at least 44 px high.
 */
export function ShopItemList({
  items,
  categoryNames,
  onEdit,
  onVisibility,
}: {
  items: AdminItem[];
  categoryNames: Map<number, string>;
  onEdit: (item: AdminItem) => void;
  onVisibility: (item: AdminItem, hidden: boolean) => void;
}) {
  const [open, setOpen] = useState<number | null>(null);
  // The item just hidden from its row: it offers Undo until another row's action.
  const [justHidden, setJustHidden] = useState<number | null>(null);
  return (
    <ul className="shop-items" aria-label="Shop items">
      {items.map((item) => (
        <ItemRow
          key={item.id}
          item={item}
          category={categoryNames.get(item.category_id) ?? 'No category'}
          open={open === item.id}
          justHidden={justHidden === item.id && item.hidden}
          onToggle={() => setOpen(open === item.id ? null : item.id)}
          onEdit={() => onEdit(item)}
          onHide={() => {
            setOpen(null);
            setJustHidden(item.id);
            onVisibility(item, true);
          }}
          onShow={() => {
            setOpen(null);
            setJustHidden(null);
            onVisibility(item, false);
          }}
        />
      ))}
    </ul>
  );
}

function ItemRow({
  item,
  category,
  open,
  justHidden,
  onToggle,
  onEdit,
  onHide,
  onShow,
}: {
  item: AdminItem;
  category: string;
  open: boolean;
  justHidden: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onHide: () => void;
  onShow: () => void;
}) {
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const undo = useRef<HTMLButtonElement>(null);
  // Focus follows the action: to Undo once hidden (the Hide button is gone), back to Actions after Undo.
  const [focusUndo, setFocusUndo] = useState(false);
  useEffect(() => {
    if (focusUndo && justHidden) {
      undo.current?.focus();
      setFocusUndo(false);
    }
  }, [focusUndo, justHidden]);

  return (
    <li className="shop-item" data-testid="item-row">
      <img className="shop-item__icon" src={item.image_url} width={ICON_SIZE} height={ICON_SIZE} alt="" />
      <div className="shop-item__body">
        <p>
          {item.hidden && <span className="content-status content-status--hidden">Hidden</span>}{' '}
          {item.premium && <span className="content-status content-status--scheduled">Premium</span>}{' '}
          <strong>{item.name}</strong> <span className="muted">#{item.id}</span>
        </p>
        <p className="muted">
          {item.price} {CURRENCY[item.section] ?? 'R-Coin'} · {category}
        </p>
        <p className="muted">
          {item.stock === null ? 'unlimited stock' : `${item.stock} in stock`} · game item {item.item_main}/
          {item.item_sub}
        </p>
      </div>
      <button
        ref={toggle}
        type="button"
        className="btn shop-item__toggle"
        aria-label={`Actions for ${item.name}`}
        title="Actions"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={onToggle}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      {open && (
        // biome-ignore lint/a11y/useSemanticElements: a <fieldset> would be a form group; this is a row's menu
        <div
          id={menuId}
          className="shop-item__menu"
          role="group"
          aria-label={`Actions for ${item.name}`}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            onToggle();
            toggle.current?.focus();
          }}
        >
          <button type="button" className="btn" aria-label={`Edit ${item.name}`} onClick={onEdit}>
            Edit
          </button>
          {item.hidden ? (
            <button type="button" className="btn" aria-label={`Show ${item.name}`} onClick={onShow}>
              Show
            </button>
          ) : (
            <button
              type="button"
              className="btn"
              aria-label={`Hide ${item.name}`}
              onClick={() => {
                setFocusUndo(true);
                onHide();
              }}
            >
              Hide
            </button>
          )}
        </div>
      )}
      {justHidden && (
        <p className="shop-item__undo" role="status">
          Hidden from the shop.
          <button
            ref={undo}
            type="button"
            className="btn"
            aria-label={`Undo: show ${item.name} again`}
            onClick={() => {
              onShow();
              toggle.current?.focus();
            }}
          >
            Undo
          </button>
        </p>
      )}
    </li>
  );
}
