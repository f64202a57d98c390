import { Link } from '../router/link.tsx';
import { iconSrc } from '../ui/icons.ts';
import { brandLogo, brandLogoDark, siteName } from '../ui/site-config.ts';
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
          <SiteLogo />
        </Link>
        <MainMenu />
        <CompactMenu />
      </div>
      <HeaderAccount />
    </header>
  );
}

/**
 * The operator's logo, from the page's own HTML (docs/product/site-settings.md, Brand pictures), with its
 * variant for screens set to dark; else the site's own, drawn by the style sheet (header.css): the logo is
 * the largest thing a phone first shows, and as part of the CSS it needs no request of its own. An uploaded
 * one is a file of its own, fetched at low priority so it never holds up the files of the first paint, nor
 * the home page's first banner (docs/decisions/0068-brand-pictures.md, with the figures).
 */
function SiteLogo() {
  const label = `${siteName()} home`;
  const logo = brandLogo();
  if (!logo) return <span className="site-logo-art" role="img" aria-label={label} />;
  const dark = brandLogoDark();
  const img = (
    <img className="site-logo-art" src={logo} width="220" height="72" alt={label} fetchPriority="low" />
  );
  if (!dark) return img;
  return (
    <picture>
      <source media="(prefers-color-scheme: dark)" srcSet={dark} />
      {img}
    </picture>
  );
}
