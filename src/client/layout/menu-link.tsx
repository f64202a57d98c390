import { lazy } from 'react';
import { isDiscordInvite } from '#shared/discord-invite.ts';
import { useT } from '../i18n/language.tsx';
import { NavLink } from '../router/link.tsx';
import { useStoredUser } from '../session/user-store.ts';
import { LoadBoundary } from '../ui/load-boundary.tsx';
import { siteIcon, supportChatUrl } from '../ui/site-config.ts';
import { type MenuLink, SUPPORT_CHAT } from './menu-data.ts';

/**
 * The unread-replies badge loads after the first paint, and only for a signed-in player: the menu is in the
 * first chunk, whose JavaScript budget the query hook it needs would break.
 */
const TicketBadge = lazy(() => import('./ticket-badge.tsx'));

function CheckTicketBadge() {
  if (useStoredUser() === null) return null;
  return (
    <LoadBoundary loading={null} fallback={null}>
      <TicketBadge />
    </LoadBoundary>
  );
}

/**
 * The support chat as a button when it is an invite to the server's Discord (docs/product/discord.md,
 * Support menu): the site's icon beside "Join our Discord".
 */
function DiscordInvite({ href, onNavigate }: { href: string; onNavigate?: () => void }) {
  const t = useT();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" onClick={onNavigate} className="discord-join">
      <img src={siteIcon()} width="20" height="20" alt="" />
      {t('menu.discord')}
      <span className="sr-only">{t('shell.newTab')}</span>
    </a>
  );
}

/** One submenu link; the external 'Talk to an Agent' opens the configured messenger in a new tab. */
export function MenuItemLink({ item, onNavigate }: { item: MenuLink; onNavigate?: () => void }) {
  const t = useT();
  if (item.external) {
    const href = item.to === SUPPORT_CHAT ? supportChatUrl() : item.to;
    if (item.to === SUPPORT_CHAT && href && isDiscordInvite(href)) {
      return <DiscordInvite href={href} onNavigate={onNavigate} />;
    }
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
        {t(item.label)}
        <span className="sr-only">{t('shell.newTab')}</span>
      </a>
    );
  }
  return (
    <NavLink to={item.to} onClick={onNavigate} end>
      {t(item.label)}
      {item.to === '/checkticket' && <CheckTicketBadge />}
    </NavLink>
  );
}
