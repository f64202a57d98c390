import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { CLASSES, classOfCode, isClassKey } from '#shared/classes.ts';
import type { RankingList, RankingRow } from '#shared/contracts/rankings.ts';
import rankingsEn from '#shared/i18n/rankings.en.ts';
import { manilaMonthKey, monthLabel, previousMonthKey } from '#shared/manila-time.ts';
import { formatWhole as num } from '#shared/numbers.ts';
import { formatPlayTime, RANKING_MONTHS } from '#shared/rankings.ts';
import { SCHOOLS, schoolName } from '#shared/schools.ts';
import { rankingsQueryOptions } from '../../api/rankings.ts';
import { useLanguage, useT } from '../../i18n/language.tsx';
import { type MessageId, registerArea } from '../../i18n/messages.ts';
import { useSearchParams } from '../../router/location.ts';
import { ClassEmblem, SchoolEmblem } from '../../ui/emblems.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';

// This area's English messages come with this file's chunk; its other languages' load before it is drawn in
// one of them (src/client/i18n/messages.ts).
registerArea(rankingsEn, { fil: () => import('#shared/i18n/rankings.fil.ts') });

interface Tab {
  key: 'mmr' | 'level' | 'richest' | 'killer';
  label: MessageId;
  list: RankingList;
  columns: { head: MessageId; cell: (row: RankingRow) => string; numeric?: boolean }[];
}

const level = { head: 'rankings.level' as const, cell: (r: RankingRow) => String(r.ChaLevel), numeric: true };

const TABS: Tab[] = [
  {
    key: 'mmr',
    label: 'rankings.mmr',
    list: 'topmmr',
    columns: [{ head: 'rankings.mmr', cell: (r) => num(r.ChaMMR), numeric: true }],
  },
  {
    key: 'level',
    label: 'rankings.level',
    list: 'toplevel',
    columns: [
      level,
      { head: 'rankings.timeLogged', cell: (r) => formatPlayTime(r.ChaPlayMinutes), numeric: true },
    ],
  },
  {
    key: 'richest',
    label: 'rankings.richest',
    list: 'topmoney',
    columns: [level, { head: 'rankings.money', cell: (r) => num(r.ChaMoney), numeric: true }],
  },
  {
    key: 'killer',
    label: 'rankings.killer',
    list: 'toppk',
    columns: [
      level,
      { head: 'rankings.kills', cell: (r) => num(r.ChaPKScore), numeric: true },
      { head: 'rankings.deaths', cell: (r) => num(r.ChaPKDeath), numeric: true },
    ],
  },
];

function recentMonths(count: number): string[] {
  const months = [manilaMonthKey(new Date())];
  while (months.length < count) months.push(previousMonthKey(months[months.length - 1]!));
  return months;
}

function ClassCell({ code }: { code: number }) {
  const t = useT();
  const cls = classOfCode(code);
  if (!cls) return <span>{t('rankings.unknownClass')}</span>;
  return <ClassEmblem className="emblem" classKey={cls.key} size={24} alt={cls.name} title={cls.name} />;
}

function SchoolCell({ school }: { school: number }) {
  const name = schoolName(school);
  return <SchoolEmblem className="emblem" school={school} size={24} alt={name} title={name} />;
}

/** /rankings: four tabs (level by default), each with school, class and month filters; top 100. */
function RankingsPage() {
  const t = useT();
  usePageTitle(t('rankings.title'));
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((candidate) => candidate.key === params.get('tab')) ?? TABS[1]!;
  const schoolParam = params.get('school');
  const school =
    schoolParam === '0' || schoolParam === '1' || schoolParam === '2' ? Number(schoolParam) : undefined;
  const classParam = params.get('class');
  const cls = isClassKey(classParam) ? classParam : undefined;
  const months = recentMonths(RANKING_MONTHS);
  const monthParam = params.get('month');
  const month = monthParam && months.includes(monthParam) ? monthParam : months[0]!;
  const monthly = tab.key === 'mmr' || tab.key === 'killer';
  const rankings = useQuery(
    rankingsQueryOptions({
      list: tab.list,
      school,
      class: cls,
      month: monthly && month !== months[0] ? month : undefined,
    }),
  );
  const rows = rankings.data?.[tab.list] ?? [];
  const ids = useId();

  const update = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
  };

  const { language } = useLanguage();
  return (
    <section className="content-page rankings" aria-labelledby="rankings-title">
      <h1 id="rankings-title" className="crumb">
        {t('rankings.title')}
      </h1>
      <p className="rankings__note">{t('rankings.note')}</p>
      <Tabs
        label={t('rankings.type')}
        items={TABS.map((item) => ({ key: item.key, label: t(item.label) }))}
        selected={tab.key}
        onSelect={(key) => update('tab', key === 'level' ? undefined : key)}
        tabId={(key) => `${ids}-tab-${key}`}
        panelId={() => `${ids}-panel`}
        className="rank-tabs"
        tabClassName="rank-tab"
      />
      <div
        id={`${ids}-panel`}
        role="tabpanel"
        aria-labelledby={`${ids}-tab-${tab.key}`}
        className="rank-panel"
      >
        <div className="rank-filters">
          <label>
            {t('rankings.school')}
            <select value={school ?? ''} onChange={(e) => update('school', e.target.value)}>
              <option value="">{t('rankings.all')}</option>
              {SCHOOLS.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('rankings.class')}
            <select value={cls ?? ''} onChange={(e) => update('class', e.target.value)}>
              <option value="">{t('rankings.all')}</option>
              {CLASSES.map((c) => (
                <option key={c.key} value={c.key}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
          {monthly && (
            <label>
              {t('rankings.month')}
              <select
                value={month}
                onChange={(e) => update('month', e.target.value === months[0] ? undefined : e.target.value)}
              >
                {months.map((m) => (
                  <option key={m} value={m}>
                    {monthLabel(m, language)}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
        <div className="table-scroll">
          <table className="data-table rank-table" data-testid="rank-table" aria-busy={rankings.isFetching}>
            <caption className="sr-only">
              {monthly
                ? t('rankings.captionMonth', { list: t(tab.label), month: monthLabel(month, language) })
                : t('rankings.caption', { list: t(tab.label) })}
            </caption>
            <thead>
              <tr>
                <th scope="col" className="num">
                  {t('rankings.rank')}
                </th>
                <th scope="col">{t('rankings.name')}</th>
                <th scope="col">{t('rankings.class')}</th>
                <th scope="col">{t('rankings.school')}</th>
                {tab.columns.map((c) => (
                  <th key={c.head} scope="col" className={c.numeric ? 'num' : undefined}>
                    {t(c.head)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.ChaNum} className={row.rank <= 3 ? `top-${row.rank}` : undefined}>
                  <td className="num rank-cell">{row.rank}</td>
                  <th scope="row">{row.ChaName}</th>
                  <td>
                    <ClassCell code={row.ChaClass} />
                  </td>
                  <td>
                    <SchoolCell school={row.ChaSchool} />
                  </td>
                  {tab.columns.map((c) => (
                    <td key={c.head} className={c.numeric ? 'num' : undefined}>
                      {c.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
              {rows.length === 0 && (
                <tr>
                  <td colSpan={4 + tab.columns.length} className="muted" role="status">
                    {rankings.isPending || rankings.isPlaceholderData
                      ? t('shell.loading')
                      : rankings.isError
                        ? t('rankings.unavailable')
                        : t('rankings.empty')}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}

export default RankingsPage;
