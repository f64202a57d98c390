import type { ReactNode } from 'react';
import type { MessageId, Translate } from '../../i18n/messages.ts';
import { RichText } from './rich-text.tsx';

export interface Hotspot {
  /** Also names its place on the interface image: `.hotspot--{key}` in guides.css. */
  key: string;
  title: MessageId;
  body: (t: Translate) => ReactNode;
}

/** The shortcut keys table: the action, its A type key and its B type key (key names stay as on the keyboard). */
const KEYS: [MessageId, string, string][] = [
  ['guides.key.character', 'C', 'C'],
  ['guides.key.inventory', 'I', 'I'],
  ['guides.key.skills', 'K', 'S'],
  ['guides.key.party', 'P', 'P'],
  ['guides.key.club', 'G', 'G'],
  ['guides.key.quests', 'Q', 'T'],
  ['guides.key.worldMap', 'M', 'M'],
  ['guides.key.friends', 'F', 'O'],
  ['guides.key.run', 'R', 'R'],
  ['guides.key.pickUp', 'Space', 'Z'],
];

/** The nine popups of the controls guide (docs/product/content.md, Guides), original text. */
export const HOTSPOTS: Hotspot[] = [
  {
    key: 'status',
    title: 'guides.hotspot.status',
    body: (t) => <p>{t('guides.hotspot.statusBody')}</p>,
  },
  {
    key: 'items',
    title: 'guides.hotspot.items',
    body: (t) => <p>{t('guides.hotspot.itemsBody')}</p>,
  },
  {
    key: 'skills',
    title: 'guides.hotspot.skills',
    body: (t) => <p>{t('guides.hotspot.skillsBody')}</p>,
  },
  {
    key: 'chat',
    title: 'guides.hotspot.chat',
    body: (t) => (
      <>
        <p>{t('guides.hotspot.chatIntro')}</p>
        <ul>
          <li>
            <RichText message={t('guides.hotspot.chatPrivate')} />
          </li>
          <li>
            <RichText message={t('guides.hotspot.chatRegional')} />
          </li>
          <li>
            <RichText message={t('guides.hotspot.chatParty')} />
          </li>
          <li>{t('guides.hotspot.chatMegaphone')}</li>
        </ul>
      </>
    ),
  },
  {
    key: 'shortcuts',
    title: 'guides.hotspot.shortcuts',
    body: (t) => <p>{t('guides.hotspot.shortcutsBody')}</p>,
  },
  {
    key: 'inventory',
    title: 'guides.hotspot.inventory',
    body: (t) => <p>{t('guides.hotspot.inventoryBody')}</p>,
  },
  {
    key: 'map',
    title: 'guides.hotspot.map',
    body: (t) => (
      <p>
        <RichText message={t('guides.hotspot.mapBody')} />
      </p>
    ),
  },
  {
    key: 'keys',
    title: 'guides.hotspot.keys',
    body: (t) => (
      <>
        <p>{t('guides.hotspot.keysIntro')}</p>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t('guides.hotspot.keysAction')}</th>
              <th scope="col">{t('guides.hotspot.keysA')}</th>
              <th scope="col">{t('guides.hotspot.keysB')}</th>
            </tr>
          </thead>
          <tbody>
            {KEYS.map(([action, a, b]) => (
              <tr key={action}>
                <th scope="row">{t(action)}</th>
                <td>
                  <kbd>{a}</kbd>
                </td>
                <td>
                  <kbd>{b}</kbd>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </>
    ),
  },
  {
    key: 'mouse',
    title: 'guides.hotspot.mouse',
    body: (t) => (
      <ul>
        <li>{t('guides.hotspot.mouseLeft')}</li>
        <li>{t('guides.hotspot.mouseRight')}</li>
        <li>{t('guides.hotspot.mouseCamera')}</li>
      </ul>
    ),
  },
];
