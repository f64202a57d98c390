import { lazy, useEffect, useState } from 'react';
import { useT } from '../i18n/language.tsx';
import { NavLink } from '../router/link.tsx';
import { useLocation } from '../router/location.ts';
import { useStoredUser } from '../session/user-store.ts';
import { LoadBoundary } from '../ui/load-boundary.tsx';
import { MAIN_MENU, visibleItems } from './menu-data.ts';
import { MenuItemLink } from './menu-link.tsx';

const MenuAccountLinks = lazy(() =>
  import('./account-signed-in.tsx').then((module) => ({ default: module.MenuAccountLinks })),
);

/** The phone menu's first group: the account, signed in or out (docs/product/phones.md). */
function AccountGroup({ signedIn, close }: { signedIn: boolean; close: () => void }) {
  return (
    <div className="compact-menu__group compact-menu__group--account">
      <p className="compact-menu__heading">{useT()('shell.account')}</p>
      <LoadBoundary loading={null} fallback={null}>
        <MenuAccountLinks signedIn={signedIn} close={close} />
      </LoadBoundary>
    </div>
  );
}

/** Phones: one Menu button; the account and the whole menu slide down (300 ms) as grouped lists. */
export function CompactMenu() {
  const signedIn = useStoredUser() !== null;
  const t = useT();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the page changes
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <nav className={`compact-menu${open ? ' is-open' : ''}`} aria-label={t('shell.compactMenu')}>
      <button
        type="button"
        className="compact-menu__toggle"
        aria-expanded={open}
        aria-controls="compact-menu-panel"
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
      >
        <span className="compact-menu__bars" aria-hidden="true" />
        {t('shell.menu')}
      </button>
      <div id="compact-menu-panel" className="compact-menu__panel" inert={!open}>
        <div className="compact-menu__inner">
          <AccountGroup signedIn={signedIn} close={() => setOpen(false)} />
          {MAIN_MENU.map((entry) => (
            <div key={entry.label} className="compact-menu__group">
              {entry.to ? (
                <NavLink to={entry.to} className="compact-menu__heading">
                  {t(entry.label)}
                </NavLink>
              ) : (
                <>
                  <p className="compact-menu__heading">{t(entry.label)}</p>
                  <ul>
                    {visibleItems(entry, signedIn).map((item) => (
                      <li key={item.label}>
                        <MenuItemLink item={item} onNavigate={() => setOpen(false)} />
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </div>
          ))}
        </div>
      </div>
    </nav>
  );
}
