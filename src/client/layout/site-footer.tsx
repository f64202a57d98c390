import { Link } from 'react-router';

const LINKS: { label: string; to: string | null }[] = [
  { label: 'Home', to: '/home' },
  { label: 'News', to: '/news' },
  { label: 'Game Guides', to: '/story' },
  { label: 'Item Shop', to: '/itemshop' },
  { label: 'Recharge', to: '/topup' },
  { label: 'Forum', to: null },
  { label: 'Download', to: '/download' },
  { label: 'Support', to: '/ticket' },
];

const POLICIES: { label: string; to: string | null }[] = [
  { label: 'Operation Policy', to: null },
  { label: 'Privacy Policy', to: '/news?topic=2' },
  { label: 'Game Cash Agreement', to: null },
];

function FooterLink({ label, to }: { label: string; to: string | null }) {
  // Links without a target yet (site-shell.md, Footer) are shown as plain text, not as dead links.
  return to ? <Link to={to}>{label}</Link> : <span className="footer-link--soon">{label}</span>;
}

/** Footer map, policy links and the brand line (docs/product/site-shell.md, Footer). */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label="Footer">
          <ul className="footer-map">
            {LINKS.map((link) => (
              <li key={link.label}>
                <FooterLink {...link} />
              </li>
            ))}
          </ul>
          <ul className="footer-policies">
            {POLICIES.map((link) => (
              <li key={link.label}>
                <FooterLink {...link} />
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-footer__brand">
          <img src="/img/brand/emblem.svg" width="44" height="44" alt="" />
          <p>
            Copyright © 2025 Ran Online. All rights reserved.
            <br />
            <span className="since">Ran Online Since 2002</span>
          </p>
        </div>
        <p className="site-footer__credits">
          Fan-run community site. Icons by game-icons.net (CC BY 3.0) — <Link to="/credits">Credits</Link>
        </p>
      </div>
    </footer>
  );
}
