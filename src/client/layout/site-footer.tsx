import {
  BRAND_META,
  DEFAULT_FOOTER_COPYRIGHT,
  DEFAULT_FOOTER_SINCE,
  fillBrandText,
} from '#shared/brand-texts.ts';
import panelsEn from '#shared/i18n/panels.en.ts';
import { useT } from '../i18n/language.tsx';
import type { MessageId } from '../i18n/messages.ts';
import { registerArea } from '../i18n/messages.ts';
import { Link } from '../router/link.tsx';
import { iconSrc } from '../ui/icons.ts';
import { useRenderTime } from '../ui/render-time.ts';
import { brandText, forumUrl, siteName } from '../ui/site-config.ts';

// This area's English messages come with this file's chunk; its other languages' load before it is drawn in
// one of them (src/client/i18n/messages.ts).
registerArea(panelsEn, { fil: () => import('#shared/i18n/panels.fil.ts') });

/** The Forum link goes to the operator's forum (site-settings.md), and is left out while none is set. */
const FORUM = 'forum';

const LINKS: { label: MessageId; to: string }[] = [
  { label: 'footer.home', to: '/home' },
  { label: 'menu.news', to: '/news' },
  { label: 'footer.guides', to: '/story' },
  { label: 'menu.itemShop', to: '/itemshop' },
  { label: 'footer.recharge', to: '/topup' },
  { label: 'side.forum', to: FORUM },
  { label: 'menu.download', to: '/download' },
  { label: 'menu.support', to: '/ticket' },
];

/** The policy pages of src/shared/site-pages.ts, written out: that list's code would cost the first chunk more. */
const POLICIES: [MessageId, string][] = [
  ['footer.operationPolicy', '/operation-policy'],
  ['footer.privacyPolicy', '/privacy-policy'],
  ['footer.cashAgreement', '/game-cash-agreement'],
];

/** Footer map, policy links and the brand line (docs/product/site-shell.md, Footer). */
export function SiteFooter() {
  const forum = forumUrl();
  const now = useRenderTime();
  const t = useT();
  // The operator's lines or the defaults (docs/product/brand.md); an empty one is left out.
  const copyright = fillBrandText(brandText(BRAND_META.footerCopyright, DEFAULT_FOOTER_COPYRIGHT), {
    now,
    siteName: siteName(),
  });
  const since = brandText(BRAND_META.footerSince, DEFAULT_FOOTER_SINCE);
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label={t('footer.label')}>
          <ul className="footer-map">
            {LINKS.map(({ label, to }) =>
              to !== FORUM ? (
                <li key={label}>
                  <Link to={to}>{t(label)}</Link>
                </li>
              ) : (
                forum && (
                  <li key={label}>
                    <a href={forum}>{t(label)}</a>
                  </li>
                )
              ),
            )}
          </ul>
          <ul className="footer-policies">
            {POLICIES.map(([label, to]) => (
              <li key={to}>
                <Link to={to}>{t(label)}</Link>
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
          {t('footer.credits')} <Link to="/credits">{t('footer.creditsLink')}</Link>
        </p>
      </div>
    </footer>
  );
}
