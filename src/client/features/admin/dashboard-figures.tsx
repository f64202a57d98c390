import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type Dashboard, PLAYERS_SLOT_MINUTES } from '#shared/contracts/admin-dashboard.ts';
import { manilaDate, manilaParts } from '#shared/manila-time.ts';
import { dashboardQueryOptions } from '../../api/admin-dashboard.ts';
import { manilaDateTime } from './audit-filters.ts';
import type { ChartLine } from './dashboard-chart.tsx';
import { DayChart } from './dashboard-day-chart.tsx';
import { Revenue } from './dashboard-revenue.tsx';
import {
  CHARTS,
  formatCount,
  LINE_COLORS,
  SERIES_LABEL,
  SIMULATED_LABEL,
  shortDay,
  TILE_SERIES,
} from './dashboard-series.ts';
import { type AxisTick, PlayersOnlineChart } from './players-online-chart.tsx';

/**
 * The overview's figures: today's tiles, the revenue in pesos, the players online, the 30 days' charts with
 * their numbers, the best sellers.
 */
export function DashboardFigures() {
  const figures = useQuery(dashboardQueryOptions());
  if (figures.isPending)
    return (
      <p role="status" className="muted">
        Loading figures…
      </p>
    );
  if (figures.isError)
    return (
      <div role="alert" className="console__failed">
        <p>The figures could not be loaded. Please try again.</p>
        <button type="button" className="btn btn--small" onClick={() => void figures.refetch()}>
          Try again
        </button>
      </div>
    );
  return <Figures data={figures.data} />;
}

function Figures({ data }: { data: Dashboard }) {
  const last = data.days.length - 1;
  return (
    <>
      <section aria-labelledby="dash-today" className="dash-section">
        <h2 id="dash-today">Today</h2>
        <p className="muted">
          Manila time, as of {manilaDateTime(data.generatedAt)} (figures are at most a minute old).
        </p>
        <ul className="dash-tiles">
          {TILE_SERIES.map((key) => (
            <li key={key} className="dash-tile">
              <span className="dash-tile__label">{SERIES_LABEL[key]}</span>
              <strong className="dash-tile__value">{formatCount(data.series[key][last] ?? 0)}</strong>
              <span className="dash-tile__before muted">
                Yesterday: {formatCount(data.series[key][last - 1] ?? 0)}
              </span>
            </li>
          ))}
          {data.openTickets !== undefined && (
            <li className="dash-tile">
              <span className="dash-tile__label">Open tickets</span>
              <strong className="dash-tile__value">{formatCount(data.openTickets)}</strong>
            </li>
          )}
        </ul>
      </section>
      <Revenue data={data} />
      <PlayersOnline data={data} />
      <section aria-labelledby="dash-month" className="dash-section">
        <h2 id="dash-month">Last 30 days</h2>
        <div className="dash-charts">
          {CHARTS.map((chart) => (
            <SeriesChart key={chart.id} data={data} title={chart.title} series={chart.series} />
          ))}
        </div>
      </section>
      <section aria-labelledby="dash-sellers" className="dash-section">
        <h2 id="dash-sellers">Best sellers, last 30 days</h2>
        {data.bestSellers.length === 0 ? (
          <p className="muted">Nothing was bought in the last 30 days.</p>
        ) : (
          <ol className="dash-sellers">
            {data.bestSellers.map((item) => (
              <li key={item.productNum}>
                {item.name} <span className="muted">— {formatCount(item.units)} bought</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}

/** A chart of the overview's series (counts and coins), one line each, with their numbers. */
function SeriesChart({
  data,
  title,
  series,
}: {
  data: Dashboard;
  title: string;
  series: readonly (keyof Dashboard['series'])[];
}) {
  const lines: ChartLine[] = useMemo(
    () =>
      series.map((key, i) => ({
        label: SERIES_LABEL[key],
        values: data.series[key],
        color: LINE_COLORS[i % LINE_COLORS.length] ?? LINE_COLORS[0],
      })),
    [data, series],
  );
  const columns = useMemo(
    () => lines.map((line) => ({ label: line.label, cells: line.values.map(formatCount) })),
    [lines],
  );
  return <DayChart days={data.days} title={title} lines={lines} columns={columns} />;
}

const two = (n: number) => String(n).padStart(2, '0');
/** Axis labels of the 30 days: every seventh day, counted back from today. */
const DAY_TICK_EVERY = 7;

/**
 * The players online as the sampler stored them (docs/product/server-status.md): the last 24 hours every
 * 5 minutes, and the 30 days by each day's peak, with "Simulated" when the site made the figures up.
 */
function PlayersOnline({ data }: { data: Dashboard }) {
  const { recent, dailyPeaks } = data.playersOnline;
  const from = Date.parse(recent.from);
  const slotAt = (index: number) => new Date(from + index * PLAYERS_SLOT_MINUTES * 60_000);
  const today = manilaDate(slotAt(recent.players.length - 1));
  const timeOf = (index: number) => {
    const { hour, minute } = manilaParts(slotAt(index));
    const time = `${two(hour)}:${two(minute)}`;
    return manilaDate(slotAt(index)) === today ? `at ${time}` : `at ${time} yesterday`;
  };
  const hourTicks: AxisTick[] = recent.players.flatMap((_, index) => {
    const { hour, minute } = manilaParts(slotAt(index));
    return minute === 0 && hour % 6 === 0 ? [{ at: index, label: `${two(hour)}:00` }] : [];
  });
  const last = data.days.length - 1;
  const dayTicks: AxisTick[] = data.days.flatMap((day, index) =>
    (last - index) % DAY_TICK_EVERY === 0 ? [{ at: index, label: shortDay(day) }] : [],
  );
  const simulated = recent.simulated || dailyPeaks.simulated;
  return (
    <section aria-labelledby="dash-online" className="dash-section">
      <h2 id="dash-online">Players online</h2>
      <p className="muted">
        Characters online in the game, sampled every 5 minutes.
        {simulated &&
          ` ${SIMULATED_LABEL}: the site has no game to count (the bridge is off, or it is the demo), so these figures are made up.`}
      </p>
      <div className="dash-charts">
        <PlayersOnlineChart
          title="Players online, last 24 hours"
          caption="every 5 minutes, Manila time"
          values={recent.players}
          xTicks={hourTicks}
          xAxisLabel="Time of day (Manila)"
          pointName={timeOf}
          lastIs="now"
          lastMayWait
          simulated={recent.simulated}
        />
        <PlayersOnlineChart
          title="Players online, last 30 days"
          caption={`each day's peak, ${shortDay(data.days[0] ?? '')} to ${shortDay(data.days[last] ?? '')}`}
          values={dailyPeaks.players}
          xTicks={dayTicks}
          xAxisLabel="Day (Manila)"
          pointName={(index) => `on ${shortDay(data.days[index] ?? '')}`}
          lastIs="today so far"
          simulated={dailyPeaks.simulated}
        />
      </div>
    </section>
  );
}
