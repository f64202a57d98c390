import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { classOfCode } from '#shared/classes.ts';
import { NEWS_BOARDS, NEWS_LATEST_COUNT } from '#shared/news-types.ts';
import { SIDE_RANKING_LIMIT } from '#shared/rankings.ts';
import { SCHOOLS, schoolName } from '#shared/schools.ts';
import { clubAreasQueryOptions } from '../../api/clubs.ts';
import { newsListQueryOptions } from '../../api/news.ts';
import { rankingsQueryOptions } from '../../api/rankings.ts';
import { Link } from '../../router/link.tsx';
import { BannerRotator } from '../../ui/banner-rotator.tsx';
import { ClassEmblem, SchoolEmblem } from '../../ui/emblems.tsx';
import { RelativeTime } from '../../ui/relative-time.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';

function LatestNews({ type, title }: { type: number; title: string }) {
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
          <span className="muted">{latest.isPending ? 'Loading…' : 'No news data available'}</span>
          {/* Holds the date's line (a row of its own on phones) so the item keeps its height. */}
          <span aria-hidden="true">&nbsp;</span>
        </>
      )}
    </li>
  );
}

const SCHOOL_FILTERS = [
  { id: undefined, label: 'All' },
  ...SCHOOLS.map((s) => ({ id: s.id as number | undefined, label: s.name })),
];

/** While the ranking loads: as many rows as it will have, each built like a real row (same height). */
function RankingSkeleton() {
  return Array.from({ length: SIDE_RANKING_LIMIT }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder rows
    <li key={i} className="mini-ranking__placeholder" aria-hidden={i > 0 ? true : undefined}>
      <span className="mini-ranking__rank">&nbsp;</span>
      <span className="mini-ranking__emblem" />
      <span className="mini-ranking__emblem" />
      <span className="mini-ranking__name muted">{i === 0 ? 'Loading…' : '\u00a0'}</span>
      <span className="mini-ranking__level">&nbsp;</span>
    </li>
  ));
}

function MiniRanking() {
  const [school, setSchool] = useState<number | undefined>(undefined);
  const rankings = useQuery(rankingsQueryOptions({ list: 'toplevelside', school }));
  const rows = rankings.data?.toplevelside ?? [];
  return (
    <section className="home-box" aria-labelledby="mini-ranking-title" data-testid="mini-ranking">
      <h2 id="mini-ranking-title" className="home-box__title">
        Top Levels
      </h2>
      <fieldset className="mini-filter">
        <legend className="sr-only">School</legend>
        {SCHOOL_FILTERS.map((f) => (
          <button
            key={f.label}
            type="button"
            className={f.id === school ? 'chip is-active' : 'chip'}
            aria-pressed={f.id === school}
            onClick={() => setSchool(f.id)}
          >
            {f.label}
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
              <span className="mini-ranking__level">Lv {row.ChaLevel}</span>
            </li>
          );
        })}
        {rows.length === 0 && rankings.isPending && <RankingSkeleton />}
        {rows.length === 0 && !rankings.isPending && <li className="muted">No players ranked yet.</li>}
      </ol>
      <Link to="/rankings" className="home-box__more">
        Full rankings
      </Link>
    </section>
  );
}

function ClubTable() {
  const clubs = useQuery(clubAreasQueryOptions());
  const areas = clubs.data ?? [];
  return (
    <section className="home-box" aria-labelledby="club-title" data-testid="club-table">
      <h2 id="club-title" className="home-box__title">
        Club Areas
      </h2>
      <table className="data-table club-table">
        <thead>
          <tr>
            <th scope="col">Area</th>
            <th scope="col">Club</th>
            <th scope="col" className="num">
              Tax
            </th>
          </tr>
        </thead>
        <tbody>
          {areas.map((a) => (
            <tr key={a.area_id}>
              <th scope="row">{a.area_name}</th>
              <td>{a.club_name || 'None'}</td>
              <td className="num">{a.tax_rate}%</td>
            </tr>
          ))}
          {areas.length === 0 &&
            [1, 2, 3].map((n) => (
              <tr key={n}>
                <th scope="row">Area {n}</th>
                <td>None</td>
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
  usePageTitle('Home');
  return (
    <section className="home" aria-labelledby="home-title">
      <h1 id="home-title" className="sr-only">
        Home
      </h1>
      <BannerRotator />
      <section className="home-box home-news" aria-labelledby="home-news-title">
        <h2 id="home-news-title" className="home-box__title">
          Latest News
        </h2>
        <ul className="home-news__list">
          {NEWS_BOARDS.map((b) => (
            <LatestNews key={b.type} type={b.type} title={b.title} />
          ))}
        </ul>
        <Link to="/news" className="home-box__more">
          All news
        </Link>
      </section>
      <div className="home-grid">
        <MiniRanking />
        <ClubTable />
      </div>
      <p className="home-social">
        <Link to="/socials">Follow us on social media</Link> for events, patch notes and screenshots.
      </p>
    </section>
  );
}

export default HomePage;
