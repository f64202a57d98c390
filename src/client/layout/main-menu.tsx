import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/language.tsx';
import { NavLink } from '../router/link.tsx';
import { useLocation } from '../router/location.ts';
import { useStoredUser } from '../session/user-store.ts';
import { MAIN_MENU, visibleItems } from './menu-data.ts';
import { MenuItemLink } from './menu-link.tsx';

/**
 * Desktop main menu: a 90 px bar whose drop-down grows to 360 px (300 ms) showing every submenu under its
 * entry. Opens on mouse hover, on keyboard focus and on tap; Escape, a tap outside or a navigation closes it.
 */
export function MainMenu() {
  const signedIn = useStoredUser() !== null;
  const t = useT();
  const [open, setOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const lastPointer = useRef<string>('mouse');
  const escaping = useRef(false);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the page changes
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onDown = (event: globalThis.PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  const onPointerEnter = (event: PointerEvent) => {
    lastPointer.current = event.pointerType;
    if (event.pointerType === 'mouse') setOpen(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && !navRef.current?.querySelector(':focus-visible')) setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      const trigger = (event.target as HTMLElement).closest('.mega__item')?.querySelector('button');
      escaping.current = true;
      trigger?.focus({ preventScroll: true });
      escaping.current = false;
    }
  };

  return (
    <nav
      ref={navRef}
      className={`mega${open ? ' is-open' : ''}`}
      aria-label={t('shell.mainMenu')}
      data-testid="main-menu"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onPointerDown={(event) => {
        lastPointer.current = event.pointerType;
      }}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        if (!escaping.current && event.target.matches(':focus-visible')) setOpen(true);
      }}
      onBlur={(event) => {
        if (!navRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <ul className="mega__bar">
        {MAIN_MENU.map((entry) => {
          const items = visibleItems(entry, signedIn);
          return (
            <li key={entry.label} className="mega__item">
              {entry.to ? (
                <NavLink to={entry.to} className="mega__top">
                  {t(entry.label)}
                </NavLink>
              ) : (
                <button
                  type="button"
                  className="mega__top"
                  aria-expanded={open}
                  onClick={() => setOpen((was) => (lastPointer.current === 'mouse' || !was ? true : !was))}
                >
                  {t(entry.label)}
                </button>
              )}
              {items.length > 0 && (
                <ul className="mega__sub" aria-label={t('shell.submenu', { entry: t(entry.label) })}>
                  {items.map((item) => (
                    <li key={item.label}>
                      <MenuItemLink item={item} onNavigate={() => setOpen(false)} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
