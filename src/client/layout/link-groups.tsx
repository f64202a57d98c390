import { Link } from 'react-router';
import { SidePanel } from './side-panel.tsx';

interface Group {
  title: string;
  icon: string;
  links: { label: string; to: string; external?: boolean }[];
}

/** Forum boards of the old community (ForumCategory 100 to 700), kept for existing bookmarks. */
const FORUM = (category: number) => `/ForumNew/ForumList.aspx?ForumCategory=${category}`;

/** The side menus (docs/product/site-shell.md, Side panels). */
const SIDE_GROUPS: Group[] = [
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
      { label: 'Submit Ticket', to: '/ticket' },
      { label: 'Check My Ticket', to: '/checkticket' },
    ],
  },
  {
    title: 'Forum',
    icon: 'forum',
    links: [
      { label: 'General', to: FORUM(100), external: true },
      { label: 'Strategy', to: FORUM(200), external: true },
      { label: 'Gallery', to: FORUM(300), external: true },
      { label: 'Friends', to: FORUM(400), external: true },
      { label: 'Non-English', to: FORUM(500), external: true },
      { label: 'Club', to: FORUM(700), external: true },
    ],
  },
  {
    title: 'Ranking',
    icon: 'ranking',
    links: [{ label: 'Overall Ranking', to: '/rankings' }],
  },
];

export function LinkGroups() {
  return (
    <div className="link-groups">
      {SIDE_GROUPS.map((group) => (
        <SidePanel key={group.title} title={group.title} icon={group.icon}>
          <ul className="link-list">
            {group.links.map((link) => (
              <li key={link.label}>
                {link.external ? <a href={link.to}>{link.label}</a> : <Link to={link.to}>{link.label}</Link>}
              </li>
            ))}
          </ul>
        </SidePanel>
      ))}
    </div>
  );
}
