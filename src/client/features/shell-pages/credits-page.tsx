import pagesEn from '#shared/i18n/pages.en.ts';
import { useT } from '../../i18n/language.tsx';
import { type MessageId, registerArea } from '../../i18n/messages.ts';
import { withParts } from '../../i18n/parts.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';

// This area's English messages come with this file's chunk; its other languages' load before it is drawn in
// one of them (src/client/i18n/messages.ts).
registerArea(pagesEn, { fil: () => import('#shared/i18n/pages.fil.ts') });

/**
 * Every game-icons.net glyph the site shows; `npm run lint` checks each glyph of scripts/copy-assets.ts is
 * named here. What each is used for: a message, or the class whose emblem it is (class names as the game has them).
 */
const ICONS: readonly (readonly [icon: string, use: MessageId | { emblemOf: string }])[] = [
  ['crossed-swords', 'pages.credits.logo'],
  ['fist', { emblemOf: 'Brawler' }],
  ['broadsword', { emblemOf: 'Swordsman' }],
  ['bow-arrow', { emblemOf: 'Archer' }],
  ['magic-swirl', { emblemOf: 'Shaman' }],
  ['revolver', { emblemOf: 'Gunner' }],
  ['ninja-mask', { emblemOf: 'Assassin' }],
  ['crystal-wand', { emblemOf: 'Magician' }],
  ['lotus', { emblemOf: 'Shaper' }],
  ['gate, peaks, flame', 'pages.credits.schoolEmblems'],
  ['cloud-download, scroll-unfurled', 'pages.credits.bigButtons'],
  [
    'cowled, swap-bag, shopping-cart, newspaper, open-book, talk, conversation, trophy-cup',
    'pages.credits.sideIcons',
  ],
  ['broken-shield, checked-shield, cancel', 'pages.credits.resultPages'],
];

/** The names the credits give, as their owners write them. */
const ICONS_SITE = 'game-icons.net';
const LICENCE = 'Creative Commons Attribution 3.0 (CC BY 3.0)';

/** Licence credits for the third-party art and fonts the site uses. */
function CreditsPage() {
  const t = useT();
  usePageTitle(t('pages.credits.title'));
  return (
    <article className="content-page" aria-labelledby="credits-title">
      <h1 id="credits-title" className="crumb">
        {t('pages.credits.title')}
      </h1>
      <p>
        {withParts(t, 'pages.credits.art', {
          site: (
            <a href="https://game-icons.net" rel="noopener noreferrer" target="_blank">
              {ICONS_SITE}
            </a>
          ),
          licence: (
            <a href="https://creativecommons.org/licenses/by/3.0/" rel="noopener noreferrer" target="_blank">
              {LICENCE}
            </a>
          ),
        })}
      </p>
      <table className="data-table">
        <caption>{t('pages.credits.icons')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('pages.credits.icon')}</th>
            <th scope="col">{t('pages.credits.usedFor')}</th>
          </tr>
        </thead>
        <tbody>
          {ICONS.map(([icon, use]) => (
            <tr key={icon}>
              <td>{icon}</td>
              <td>
                {typeof use === 'string' ? t(use) : t('pages.credits.classEmblem', { name: use.emblemOf })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>{t('pages.credits.fonts')}</h2>
      <p>{t('pages.credits.fontsText')}</p>
      <h2>{t('pages.credits.game')}</h2>
      <p>{t('pages.credits.gameText')}</p>
    </article>
  );
}

export default CreditsPage;
