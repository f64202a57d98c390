import { Link } from 'react-router';
import { siteName } from '../ui/site-config.ts';
import { CompactMenu } from './compact-menu.tsx';
import { HeaderAccount } from './header-account.tsx';
import { LazyManilaClock } from './lazy-clock.tsx';
import { MainMenu } from './main-menu.tsx';

/** Top strip (country/language label, Manila clock), then the logo and the main menu; on phones the account row below them. */
export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="topstrip">
        <div className="topstrip__inner">
          <p className="locale-label">
            <img src="/img/ui/flag-ph.svg" width="20" height="14" alt="" />
            <span>Philippines</span>
            <span aria-hidden="true">·</span>
            <span lang="en">English</span>
          </p>
          <LazyManilaClock />
        </div>
      </div>
      <div className="masthead">
        <Link to="/" className="site-logo">
          <img src="/img/brand/logo.svg" width="220" height="72" alt={`${siteName()} home`} />
        </Link>
        <MainMenu />
        <CompactMenu />
      </div>
      <HeaderAccount />
    </header>
  );
}
