import { Link } from 'react-router';
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
      ...(chat ? [{ label: 'Talk to an Agent', to: chat, external: true }] : []),
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

export function LinkGroups() {
  return (
    <div className="link-groups">
      {sideGroups(forumUrl(), supportChatUrl()).map((group) => (
        <SidePanel key={group.title} title={group.title} icon={group.icon}>
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
        </SidePanel>
      ))}
    </div>
  );
}
