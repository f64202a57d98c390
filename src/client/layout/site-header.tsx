import { Fragment } from 'react';
import { BRAND_META, DEFAULT_HOMETOWN, HOMETOWN_SEPARATOR } from '#shared/brand-texts.ts';
import { useT } from '../i18n/language.tsx';
import { Link } from '../router/link.tsx';
import { iconSrc } from '../ui/icons.ts';
import { brandLogo, brandLogoDark, brandText, siteName } from '../ui/site-config.ts';
import { CompactMenu } from './compact-menu.tsx';
import { HeaderAccount } from './header-account.tsx';
import { LanguageChoice, offeredLanguages } from './language-choice.tsx';
import { LazyMaintenanceBanner, LazyManilaClock } from './lazy-clock.tsx';
import { MainMenu } from './main-menu.tsx';

/** The hometown line's parts (docs/product/brand.md): the operator's, else 'Philippines · English'. */
const hometownParts = () =>
  brandText(BRAND_META.hometown, DEFAULT_HOMETOWN)
    .split(HOMETOWN_SEPARATOR)
    .map((part) => part.trim())
    .filter(Boolean);

/** A part of the hometown line that names a language: the choice takes its place while one is offered. */
const NAMES_LANGUAGE = /^(english|filipino|tagalog|ingles)$/i;

/** Top strip (country/language label, Manila clock), the maintenance banner while on, then the logo and the main menu; on phones the account row below them. */
export function SiteHeader() {
  // An operator who emptied the line hides the flag with it.
  const languages = offeredLanguages();
  const choice = languages.length > 1;
  const hometown = choice ? hometownParts().filter((part) => !NAMES_LANGUAGE.test(part)) : hometownParts();
  return (
    <header className="site-header">
      <div className="topstrip">
        <div className="topstrip__inner">
          <p className="locale-label">
            {(hometown.length > 0 || choice) && (
              <img src={iconSrc('flag-ph')} width="20" height="14" alt="" fetchPriority="low" />
            )}
            {hometown.map((part, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one line never reorder
              <Fragment key={index}>
                {index > 0 && <span aria-hidden="true">·</span>}
                <span>{part}</span>
              </Fragment>
            ))}
            {choice && (
              <>
                {hometown.length > 0 && <span aria-hidden="true">·</span>}
                <LanguageChoice languages={languages} />
              </>
            )}
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
  const label = useT()('shell.home', { site: siteName() });
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
