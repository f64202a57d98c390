import { Link } from '../router/link.tsx';
import { iconSrc } from '../ui/icons.ts';
import { siteName } from '../ui/site-config.ts';
import { CompactMenu } from './compact-menu.tsx';
import { HeaderAccount } from './header-account.tsx';
import { LazyMaintenanceBanner, LazyManilaClock } from './lazy-clock.tsx';
import { MainMenu } from './main-menu.tsx';

/** Top strip (country/language label, Manila clock), the maintenance banner while on, then the logo and the main menu; on phones the account row below them. */
export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="topstrip">
        <div className="topstrip__inner">
          <p className="locale-label">
            <img src={iconSrc('flag-ph')} width="20" height="14" alt="" fetchPriority="low" />
            <span>Philippines</span>
            <span aria-hidden="true">·</span>
            <span lang="en">English</span>
          </p>
          <LazyManilaClock />
        </div>
      </div>
      <LazyMaintenanceBanner />
      <div className="masthead">
        <Link to="/" className="site-logo">
          {/* Drawn by the style sheet (header.css): the logo is the largest thing a phone first shows, and
              as part of the CSS it needs no request of its own, so it paints with the page. */}
          <span className="site-logo-art" role="img" aria-label={`${siteName()} home`} />
        </Link>
        <MainMenu />
        <CompactMenu />
      </div>
      <HeaderAccount />
    </header>
  );
}
