import { useState } from 'react';
import { isDiscordInvite } from '#shared/discord-invite.ts';
import { Link } from '../router/link.tsx';
import { useLocation } from '../router/location.ts';
import { iconSrc } from '../ui/icons.ts';
import { forumUrl, supportChatUrl } from '../ui/site-config.ts';
import { SidePanel } from './side-panel.tsx';

interface Group {
  title: string;
  icon: string;
  links: { label: string; to: string; external?: boolean }[];
}

/** The side menus (docs/product/site-shell.md, Side panels); forum and support chat as the operator set them. */
const sideGroups = (forum: string | undefined, chat: string | undefined): Group[] => [
  {
    title: 'Account',
    icon: 'account',
    links: [
      { label: 'Account Settings', to: '/user' },
      { label: 'Change Password', to: '/changepassword' },
      { label: 'Vote for Points', to: '/vote' },
    ],
  },
  {
    title: 'Item Shop Menu',
    icon: 'shop',
    links: [
      { label: 'Top Up R-Coin', to: '/topup' },
      { label: 'Item Shop', to: '/itemshop' },
      { label: 'Shopping Cart', to: '/shoppingcart' },
      { label: 'Purchase History', to: '/shoppurchases' },
      { label: 'Top Up History', to: '/topuphistory' },
    ],
  },
  { title: 'News', icon: 'news', links: [{ label: 'News & Notices', to: '/news' }] },
  {
    title: 'Game Guide',
    icon: 'guide',
    links: [
      { label: 'Story', to: '/story' },
      { label: 'Characters', to: '/characters' },
      { label: 'Game System', to: '/gamesystem' },
      { label: 'Instructions', to: '/instructions' },
    ],
  },
  {
    title: 'Download',
    icon: 'download',
    links: [
      { label: 'Game Client', to: '/download' },
      { label: 'Wallpaper', to: '/wallpaper' },
      { label: 'Movies', to: '/movies' },
    ],
  },
  {
    title: 'Support',
    icon: 'support',
    links: [
      ...(chat
        ? [
            {
              label: isDiscordInvite(chat) ? 'Join our Discord' : 'Talk to an Agent',
              to: chat,
              external: true,
            },
          ]
        : []),
      { label: 'Submit Ticket', to: '/ticket' },
      { label: 'Check My Ticket', to: '/checkticket' },
    ],
  },
  // One link to the forum's home: the site knows no board scheme of the operator's forum (site-settings.md).
  ...(forum
    ? [{ title: 'Forum', icon: 'forum', links: [{ label: 'Visit the Forum', to: forum, external: true }] }]
    : []),
  {
    title: 'Ranking',
    icon: 'ranking',
    links: [{ label: 'Overall Ranking', to: '/rankings' }],
  },
];

/** The group holding the page shown, so the menu opens where the player is. */
function groupOf(groups: Group[], pathname: string): string | null {
  return (
    groups.find((group) => group.links.some((link) => !link.external && link.to === pathname))?.title ?? null
  );
}

/**
 * The side menus as one panel of collapsible groups (docs/product/phones.md): eight open boxes made the
 * column about 2,200 px tall beside pages a third of that. One group is open at a time: the current page's
 * on arrival, then whichever the player opens.
 */
export function LinkGroups() {
  const groups = sideGroups(forumUrl(), supportChatUrl());
  const { pathname } = useLocation();
  const [open, setOpen] = useState(() => groupOf(groups, pathname));
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(groupOf(groups, pathname));
  }
  return (
    <SidePanel title="Site Menu" icon="guide">
      <div className="link-groups" data-testid="link-groups">
        {groups.map((group) => (
          <details
            key={group.title}
            className="link-group"
            open={open === group.title}
            onToggle={(event) => {
              const isOpen = event.currentTarget.open;
              setOpen((was) => (isOpen ? group.title : was === group.title ? null : was));
            }}
          >
            <summary className="link-group__title">
              <img src={iconSrc(group.icon)} width="18" height="18" alt="" fetchPriority="low" />
              {group.title}
            </summary>
            <ul className="link-list">
              {group.links.map((link) => (
                <li key={link.label}>
                  {link.external ? (
                    <a href={link.to} target="_blank" rel="noopener noreferrer">
                      {link.label}
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  ) : (
                    <Link to={link.to}>{link.label}</Link>
                  )}
                </li>
              ))}
            </ul>
          </details>
        ))}
      </div>
    </SidePanel>
  );
}
