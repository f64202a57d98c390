import { useEffect, useState } from 'react';
import loginEn from '#shared/i18n/login.en.ts';
import { useT } from '../../i18n/language.tsx';
import { registerArea } from '../../i18n/messages.ts';
import { Link } from '../../router/link.tsx';
import { scrollToTop } from '../../ui/back-to-top.tsx';

// This area's English messages come with this file's chunk; its other languages' load before it is drawn in
// one of them (src/client/i18n/messages.ts).
registerArea(loginEn, { fil: () => import('#shared/i18n/login.fil.ts') });

/** Floating quick menu that glides after the scroll position (500 ms). */
export function QuickMenu() {
  const t = useT();
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    const onScroll = () => setOffset(window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <nav
      className="quick-menu"
      aria-label={t('login.quickMenu')}
      data-testid="quick-menu"
      style={{ transform: `translateY(${offset}px)` }}
    >
      <p className="quick-menu__title">{t('login.quick')}</p>
      <ul>
        <li>
          <Link to="/register">{t('account.register')}</Link>
        </li>
        <li>
          <Link to="/download">{t('menu.download')}</Link>
        </li>
        <li>
          <Link to="/itemshop">{t('menu.itemShop')}</Link>
        </li>
        <li>
          <Link to="/ticket">{t('menu.support')}</Link>
        </li>
        <li>
          <button type="button" onClick={() => scrollToTop()}>
            {t('login.top')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
