import { useState } from 'react';
import { isDiscordInvite } from '#shared/discord-invite.ts';
import panelsEn from '#shared/i18n/panels.en.ts';
import { useT } from '../i18n/language.tsx';
import type { MessageId } from '../i18n/messages.ts';
import { registerArea } from '../i18n/messages.ts';
import { Link } from '../router/link.tsx';
import { useLocation } from '../router/location.ts';
import { iconSrc } from '../ui/icons.ts';
import { forumUrl, supportChatUrl } from '../ui/site-config.ts';
import { SidePanel } from './side-panel.tsx';

// This area's English messages come with this file's chunk; its other languages' load before it is drawn in
// one of them (src/client/i18n/messages.ts).
registerArea(panelsEn, { fil: () => import('#shared/i18n/panels.fil.ts') });

interface Group {
  title: MessageId;
  icon: string;
  links: { label: MessageId; to: string; external?: boolean }[];
}

/** The side menus (docs/product/site-shell.md, Side panels); forum and support chat as the operator set them. */
const sideGroups = (forum: string | undefined, chat: string | undefined): Group[] => [
  {
    title: 'side.account',
    icon: 'account',
    links: [
      { label: 'side.accountSettings', to: '/user' },
      { label: 'side.changePassword', to: '/changepassword' },
      { label: 'menu.vote', to: '/vote' },
    ],
  },
  {
    title: 'side.shopMenu',
    icon: 'shop',
    links: [
      { label: 'menu.topUp', to: '/topup' },
      { label: 'menu.itemShop', to: '/itemshop' },
      { label: 'menu.cart', to: '/shoppingcart' },
      { label: 'menu.purchases', to: '/shoppurchases' },
      { label: 'menu.topUpHistory', to: '/topuphistory' },
    ],
  },
  { title: 'menu.news', icon: 'news', links: [{ label: 'side.newsNotices', to: '/news' }] },
  {
    title: 'side.gameGuide',
    icon: 'guide',
    links: [
      { label: 'menu.story', to: '/story' },
      { label: 'side.characters', to: '/characters' },
      { label: 'menu.gameSystem', to: '/gamesystem' },
      { label: 'side.instructions', to: '/instructions' },
    ],
  },
  {
    title: 'menu.download',
    icon: 'download',
    links: [
      { label: 'side.gameClient', to: '/download' },
      { label: 'menu.wallpaper', to: '/wallpaper' },
      { label: 'side.movies', to: '/movies' },
    ],
  },
  {
    title: 'menu.support',
    icon: 'support',
    links: [
      ...(chat
        ? [
            {
              label: isDiscordInvite(chat) ? ('menu.discord' as const) : ('menu.agent' as const),
              to: chat,
              external: true,
            },
          ]
        : []),
      { label: 'menu.submitTicket', to: '/ticket' },
      { label: 'menu.checkTicket', to: '/checkticket' },
    ],
  },
  // One link to the forum's home: the site knows no board scheme of the operator's forum (site-settings.md).
  ...(forum
    ? [
        {
          title: 'side.forum' as const,
          icon: 'forum',
          links: [{ label: 'side.visitForum' as const, to: forum, external: true }],
        },
      ]
    : []),
  {
    title: 'menu.ranking',
    icon: 'ranking',
    links: [{ label: 'side.overallRanking', to: '/rankings' }],
  },
];

/** The group holding the page shown, so the menu opens where the player is. */
function groupOf(groups: Group[], pathname: string): MessageId | null {
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
  const t = useT();
  const [open, setOpen] = useState(() => groupOf(groups, pathname));
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(groupOf(groups, pathname));
  }
  return (
    <SidePanel title={t('side.siteMenu')} icon="guide">
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
              {t(group.title)}
            </summary>
            <ul className="link-list">
              {group.links.map((link) => (
                <li key={link.label}>
                  {link.external ? (
                    <a href={link.to} target="_blank" rel="noopener noreferrer">
                      {t(link.label)}
                      <span className="sr-only">{t('shell.newTab')}</span>
                    </a>
                  ) : (
                    <Link to={link.to}>{t(link.label)}</Link>
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
