import { useEffect, useState } from 'react';
import { Link } from '../../router/link.tsx';
import { scrollToTop } from '../../ui/back-to-top.tsx';

/** Floating quick menu that glides after the scroll position (500 ms). */
export function QuickMenu() {
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    const onScroll = () => setOffset(window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <nav
      className="quick-menu"
      aria-label="Quick menu"
      data-testid="quick-menu"
      style={{ transform: `translateY(${offset}px)` }}
    >
      <p className="quick-menu__title">Quick</p>
      <ul>
        <li>
          <Link to="/register">Register</Link>
        </li>
        <li>
          <Link to="/download">Download</Link>
        </li>
        <li>
          <Link to="/itemshop">Item Shop</Link>
        </li>
        <li>
          <Link to="/ticket">Support</Link>
        </li>
        <li>
          <button type="button" onClick={() => scrollToTop()}>
            Top ▲
          </button>
        </li>
      </ul>
    </nav>
  );
}
