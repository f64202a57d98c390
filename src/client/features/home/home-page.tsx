import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { classOfCode } from '#shared/classes.ts';
import homeEn from '#shared/i18n/home.en.ts';
import { NEWS_BOARDS, NEWS_LATEST_COUNT } from '#shared/news-types.ts';
import { SIDE_RANKING_LIMIT } from '#shared/rankings.ts';
import { SCHOOLS, schoolName } from '#shared/schools.ts';
import { clubAreasQueryOptions } from '../../api/clubs.ts';
import { newsListQueryOptions } from '../../api/news.ts';
import { rankingsQueryOptions } from '../../api/rankings.ts';
import { useT } from '../../i18n/language.tsx';
import { type MessageId, registerArea } from '../../i18n/messages.ts';
import { withParts } from '../../i18n/parts.tsx';
import { Link } from '../../router/link.tsx';
import { BannerRotator } from '../../ui/banner-rotator.tsx';
import { ClassEmblem, SchoolEmblem } from '../../ui/emblems.tsx';
import { RelativeTime } from '../../ui/relative-time.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';

// This area's English messages come with this file's chunk; its other languages' load before it is drawn in
// one of them (src/client/i18n/messages.ts).
registerArea(homeEn, { fil: () => import('#shared/i18n/home.fil.ts') });

/** Each news board's name, by its type (NEWS_BOARDS). */
const BOARD_TITLES: Record<(typeof NEWS_BOARDS)[number]['type'], MessageId> = {
  0: 'home.board.general',
  2: 'home.board.events',
  1: 'home.board.guides',
};

function LatestNews({ type, title }: { type: number; title: string }) {
  const t = useT();
  const latest = useQuery(newsListQueryOptions(type, NEWS_LATEST_COUNT, 0, 1));
  const item = latest.data?.data[0];
  return (
    <li className="home-news__item">
      <span className="home-news__board">{title}</span>
      {item ? (
        <>
          <Link to={`/news?topic=${item.id}`} title={item.subject}>
            {item.subject}
          </Link>
          <RelativeTime className="muted" value={item.created_at} />
        </>
      ) : (
        <>
          <span className="muted">{latest.isPending ? t('shell.loading') : t('home.noNews')}</span>
          {/* Holds the date's line (a row of its own on phones) so the item keeps its height. */}
          <span aria-hidden="true">{'\u00a0'}</span>
        </>
      )}
    </li>
  );
}

/** The school filter's chips: all schools, then each school (by the name the game gives it). */
const SCHOOL_FILTERS: (number | undefined)[] = [undefined, ...SCHOOLS.map((s) => s.id)];

/** While the ranking loads: as many rows as it will have, each built like a real row (same height). */
function RankingSkeleton() {
  const t = useT();
  return Array.from({ length: SIDE_RANKING_LIMIT }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder rows
    <li key={i} className="mini-ranking__placeholder" aria-hidden={i > 0 ? true : undefined}>
      <span className="mini-ranking__rank">{'\u00a0'}</span>
      <span className="mini-ranking__emblem" />
      <span className="mini-ranking__emblem" />
      <span className="mini-ranking__name muted">{i === 0 ? t('shell.loading') : '\u00a0'}</span>
      <span className="mini-ranking__level">{'\u00a0'}</span>
    </li>
  ));
}

function MiniRanking() {
  const t = useT();
  const [school, setSchool] = useState<number | undefined>(undefined);
  const rankings = useQuery(rankingsQueryOptions({ list: 'toplevelside', school }));
  const rows = rankings.data?.toplevelside ?? [];
  return (
    <section className="home-box" aria-labelledby="mini-ranking-title" data-testid="mini-ranking">
      <h2 id="mini-ranking-title" className="home-box__title">
        {t('home.topLevels')}
      </h2>
      <fieldset className="mini-filter">
        <legend className="sr-only">{t('home.school')}</legend>
        {SCHOOL_FILTERS.map((id) => (
          <button
            key={id ?? 'all'}
            type="button"
            className={id === school ? 'chip is-active' : 'chip'}
            aria-pressed={id === school}
            onClick={() => setSchool(id)}
          >
            {id === undefined ? t('home.allSchools') : schoolName(id)}
          </button>
        ))}
      </fieldset>
      <ol className="mini-ranking">
        {rows.map((row) => {
          const cls = classOfCode(row.ChaClass);
          return (
            <li key={row.ChaNum}>
              <span className="mini-ranking__rank">{row.rank}</span>
              <span className="mini-ranking__emblems">
                <SchoolEmblem school={row.ChaSchool} size={18} alt={schoolName(row.ChaSchool)} />
                {cls && <ClassEmblem classKey={cls.key} size={18} alt={cls.name} />}
              </span>
              <span className="mini-ranking__name">{row.ChaName}</span>
              <span className="mini-ranking__level">{t('home.level', { level: row.ChaLevel })}</span>
            </li>
          );
        })}
        {rows.length === 0 && rankings.isPending && <RankingSkeleton />}
        {rows.length === 0 && !rankings.isPending && <li className="muted">{t('home.noPlayers')}</li>}
      </ol>
      <Link to="/rankings" className="home-box__more">
        {t('home.fullRankings')}
      </Link>
    </section>
  );
}

function ClubTable() {
  const t = useT();
  const clubs = useQuery(clubAreasQueryOptions());
  const areas = clubs.data ?? [];
  return (
    <section className="home-box" aria-labelledby="club-title" data-testid="club-table">
      <h2 id="club-title" className="home-box__title">
        {t('home.clubAreas')}
      </h2>
      <table className="data-table club-table">
        <thead>
          <tr>
            <th scope="col">{t('home.area')}</th>
            <th scope="col">{t('home.club')}</th>
            <th scope="col" className="num">
              {t('home.tax')}
            </th>
          </tr>
        </thead>
        <tbody>
          {areas.map((a) => (
            <tr key={a.area_id}>
              <th scope="row">{a.area_name}</th>
              {/* An area nobody holds comes as 'None' (src/shared/contracts/clubs.ts): said in the page's language. */}
              <td>{a.club_name && a.club_name !== 'None' ? a.club_name : t('home.noClub')}</td>
              <td className="num">{a.tax_rate}%</td>
            </tr>
          ))}
          {areas.length === 0 &&
            [1, 2, 3].map((n) => (
              <tr key={n}>
                <th scope="row">{t('home.areaNumber', { number: n })}</th>
                <td>{t('home.noClub')}</td>
                <td className="num">0%</td>
              </tr>
            ))}
        </tbody>
      </table>
    </section>
  );
}

/** Home: banners, the boards' latest news, the mini level ranking, the club table and a social link. */
function HomePage() {
  const t = useT();
  usePageTitle(t('home.title'));
  return (
    <section className="home" aria-labelledby="home-title">
      <h1 id="home-title" className="sr-only">
        {t('home.title')}
      </h1>
      <BannerRotator />
      <section className="home-box home-news" aria-labelledby="home-news-title">
        <h2 id="home-news-title" className="home-box__title">
          {t('home.latestNews')}
        </h2>
        <ul className="home-news__list">
          {NEWS_BOARDS.map((b) => (
            <LatestNews key={b.type} type={b.type} title={t(BOARD_TITLES[b.type])} />
          ))}
        </ul>
        <Link to="/news" className="home-box__more">
          {t('home.allNews')}
        </Link>
      </section>
      <div className="home-grid">
        <MiniRanking />
        <ClubTable />
      </div>
      <p className="home-social">
        {withParts(t, 'home.social', { link: <Link to="/socials">{t('home.socialLink')}</Link> })}
      </p>
    </section>
  );
}

export default HomePage;
