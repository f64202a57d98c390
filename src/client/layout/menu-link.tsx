import { NavLink } from 'react-router';
import { supportChatUrl } from '../ui/site-config.ts';
import { type MenuLink, SUPPORT_CHAT } from './menu-data.ts';
import { TicketBadge } from './ticket-badge.tsx';

/** One submenu link; the external 'Talk to an Agent' opens the configured messenger in a new tab. */
export function MenuItemLink({ item, onNavigate }: { item: MenuLink; onNavigate?: () => void }) {
  if (item.external) {
    const href = item.to === SUPPORT_CHAT ? supportChatUrl() : item.to;
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
        {item.label}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <NavLink to={item.to} onClick={onNavigate} end>
      {item.label}
      {item.to === '/checkticket' && <TicketBadge />}
    </NavLink>
  );
}
