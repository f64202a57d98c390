import { AccountBox } from './account-box.tsx';
import { LinkGroups } from './link-groups.tsx';
import { CartSummary, ShopPanel } from './shop-panels.tsx';

/**
 * The side panels, loaded as their own chunk right after the first paint: they sit beside or below the
 * content, so they never push it, and they keep the shell's first JavaScript small. The column beside the
 * content holds the player's own panels; the shop's top sales and the site menu follow the content
 * (SideExtras), so a short page is not dwarfed by a long column (docs/product/phones.md).
 */
export default function SideColumn() {
  return (
    <>
      <AccountBox />
      <CartSummary />
    </>
  );
}

export function SideExtras() {
  return (
    <>
      <ShopPanel />
      <LinkGroups />
    </>
  );
}
