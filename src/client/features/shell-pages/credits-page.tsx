import { usePageTitle } from '../../ui/use-page-title.ts';

/** Every game-icons.net glyph the site shows; `npm run lint` checks each glyph of scripts/copy-assets.ts is named here. */
const ICONS = [
  ['crossed-swords', 'Logo, footer seal, Extreme emblem'],
  ['fist', 'Brawler emblem'],
  ['broadsword', 'Swordsman emblem'],
  ['bow-arrow', 'Archer emblem'],
  ['magic-swirl', 'Shaman emblem'],
  ['revolver', 'Gunner emblem'],
  ['ninja-mask', 'Assassin emblem'],
  ['crystal-wand', 'Magician emblem'],
  ['lotus', 'Shaper emblem'],
  ['gate, peaks, flame', 'School emblems (Sacred Gate, Mystic Peak, Phoenix)'],
  ['cloud-download, scroll-unfurled', 'Big buttons'],
  [
    'cowled, swap-bag, shopping-cart, newspaper, open-book, talk, conversation, trophy-cup',
    'Side panel icons',
  ],
  ['broken-shield, checked-shield, cancel', 'Error and payment result pages'],
] as const;

/** Licence credits for the third-party art and fonts the site uses. */
function CreditsPage() {
  usePageTitle('Credits');
  return (
    <article className="content-page" aria-labelledby="credits-title">
      <h1 id="credits-title" className="crumb">
        Credits
      </h1>
      <p>
        The logo, banners, buttons, frames and emblems of this site are original art made for this project.
        Inside several emblems and panel icons we use game icons from{' '}
        <a href="https://game-icons.net" rel="noopener noreferrer" target="_blank">
          game-icons.net
        </a>
        , shared under the{' '}
        <a href="https://creativecommons.org/licenses/by/3.0/" rel="noopener noreferrer" target="_blank">
          Creative Commons Attribution 3.0 (CC BY 3.0)
        </a>{' '}
        licence, by Lorc, Delapouite and the other game-icons.net authors. Thank you!
      </p>
      <table className="data-table">
        <caption>Icons from game-icons.net (CC BY 3.0)</caption>
        <thead>
          <tr>
            <th scope="col">Icon</th>
            <th scope="col">Used for</th>
          </tr>
        </thead>
        <tbody>
          {ICONS.map(([icon, use]) => (
            <tr key={icon}>
              <td>{icon}</td>
              <td>{use}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Fonts</h2>
      <p>
        Cinzel (Natanael Gama), under the SIL Open Font License 1.1, self-hosted through Fontsource and cut
        down to the characters our headings use. Body text uses the fonts already on your device.
      </p>
      <h2>Game</h2>
      <p>
        Ran Online is a trademark of its respective owners. This is a fan-run community site and is not
        affiliated with the game's publisher.
      </p>
    </article>
  );
}

export default CreditsPage;
