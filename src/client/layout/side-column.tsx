import { AccountBox } from './account-box.tsx';
import { LinkGroups } from './link-groups.tsx';
import { CartSummary, ShopPanel } from './shop-panels.tsx';

/**
 * The side panels, loaded as their own chunk right after the first paint: they sit beside or below the
 * content, so they never push it, and they keep the shell's first JavaScript small.
 */
export default function SideColumn() {
  return (
    <>
      <AccountBox />
      <CartSummary />
      <ShopPanel />
      <LinkGroups />
    </>
  );
}
