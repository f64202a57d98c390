import guidesEn from '#shared/i18n/guides.en.ts';
import { useT } from '../../i18n/language.tsx';
import { type MessageId, registerArea } from '../../i18n/messages.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';

registerArea(guidesEn, { fil: () => import('#shared/i18n/guides.fil.ts') });

/** The PvP table's rows: mode, where, what counts. */
const PVP_MODES: [MessageId, MessageId, MessageId][] = [
  ['guides.system.duel', 'guides.system.duelWhere', 'guides.system.duelCounts'],
  ['guides.system.field', 'guides.system.fieldWhere', 'guides.system.fieldCounts'],
  ['guides.system.wars', 'guides.system.warsWhere', 'guides.system.warsCounts'],
];

/** /gamesystem: how levelling, schools, clubs, PvP and the item bank work (original text). */
function GameSystemPage() {
  const t = useT();
  usePageTitle(t('guides.system.title'));
  return (
    <section className="content-page guide" aria-labelledby="gamesystem-title">
      <h1 id="gamesystem-title" className="crumb">
        {t('guides.system.title')}
      </h1>
      <h2>{t('guides.system.levelsTitle')}</h2>
      <p>{t('guides.system.levels')}</p>
      <h2>{t('guides.system.schoolsTitle')}</h2>
      <p>{t('guides.system.schools')}</p>
      <h2>{t('guides.system.clubsTitle')}</h2>
      <p>{t('guides.system.clubs')}</p>
      <h2>{t('guides.system.pvpTitle')}</h2>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">{t('guides.system.mode')}</th>
            <th scope="col">{t('guides.system.where')}</th>
            <th scope="col">{t('guides.system.counts')}</th>
          </tr>
        </thead>
        <tbody>
          {PVP_MODES.map(([mode, where, counts]) => (
            <tr key={mode}>
              <th scope="row">{t(mode)}</th>
              <td>{t(where)}</td>
              <td>{t(counts)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>{t('guides.system.rankingsTitle')}</h2>
      <p>{t('guides.system.rankings')}</p>
      <h2>{t('guides.system.bankTitle')}</h2>
      <p>{t('guides.system.bank')}</p>
    </section>
  );
}

export default GameSystemPage;
