import {
  BRAND_META,
  DEFAULT_FOOTER_COPYRIGHT,
  DEFAULT_FOOTER_SINCE,
  fillBrandText,
} from '#shared/brand-texts.ts';
import { Link } from '../router/link.tsx';
import { iconSrc } from '../ui/icons.ts';
import { useRenderTime } from '../ui/render-time.ts';
import { brandText, forumUrl, siteName } from '../ui/site-config.ts';

/** The Forum link goes to the operator's forum (site-settings.md), and is left out while none is set. */
const FORUM = 'forum';

const LINKS: { label: string; to: string }[] = [
  { label: 'Home', to: '/home' },
  { label: 'News', to: '/news' },
  { label: 'Game Guides', to: '/story' },
  { label: 'Item Shop', to: '/itemshop' },
  { label: 'Recharge', to: '/topup' },
  { label: 'Forum', to: FORUM },
  { label: 'Download', to: '/download' },
  { label: 'Support', to: '/ticket' },
];

/** The policy pages of src/shared/site-pages.ts, written out: that list's code would cost the first chunk more. */
const POLICIES = [
  ['Operation Policy', '/operation-policy'],
  ['Privacy Policy', '/privacy-policy'],
  ['Game Cash Agreement', '/game-cash-agreement'],
];

/** Footer map, policy links and the brand line (docs/product/site-shell.md, Footer). */
export function SiteFooter() {
  const forum = forumUrl();
  const now = useRenderTime();
  // The operator's lines or the defaults (docs/product/brand.md); an empty one is left out.
  const copyright = fillBrandText(brandText(BRAND_META.footerCopyright, DEFAULT_FOOTER_COPYRIGHT), {
    now,
    siteName: siteName(),
  });
  const since = brandText(BRAND_META.footerSince, DEFAULT_FOOTER_SINCE);
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label="Footer">
          <ul className="footer-map">
            {LINKS.map(({ label, to }) =>
              to !== FORUM ? (
                <li key={label}>
                  <Link to={to}>{label}</Link>
                </li>
              ) : (
                forum && (
                  <li key={label}>
                    <a href={forum}>{label}</a>
                  </li>
                )
              ),
            )}
          </ul>
          <ul className="footer-policies">
            {POLICIES.map(([label, to]) => (
              <li key={to}>
                <Link to={to as string}>{label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-footer__brand">
          <img src={iconSrc('emblem')} width="44" height="44" alt="" fetchPriority="low" />
          <p>
            {copyright}
            {copyright && since && <br />}
            {since && <span className="since">{since}</span>}
          </p>
        </div>
        <p className="site-footer__credits">
          Fan-run community site. Icons by game-icons.net (CC BY 3.0) — <Link to="/credits">Credits</Link>
        </p>
      </div>
    </footer>
  );
}
