import { useIsFetching } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from '../router/location.ts';
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

/**
 * The panels after the content move whenever the content above them grows (the page's chunk, then its
 * data). They are laid out from the start but shown only once the page is in and no request is running,
 * so their arrival is not a layout shift (tests/e2e/layout-shift.spec.ts) and they never jump on screen.
 */
export function SideExtras({ pageShown }: { pageShown: boolean }) {
  const { pathname } = useLocation();
  const fetching = useIsFetching();
  const [revealedPath, setRevealedPath] = useState<string | null>(null);
  if (pageShown && fetching === 0 && revealedPath !== pathname) setRevealedPath(pathname);
  return (
    <div className={revealedPath === pathname ? 'site-extra__panels' : 'site-extra__panels is-waiting'}>
      <ShopPanel />
      <LinkGroups />
    </div>
  );
}
