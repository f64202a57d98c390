import { lazy, Suspense } from 'react';
import type { ChartLine, ChartUnit } from './dashboard-chart.tsx';
import { shortDay } from './dashboard-series.ts';

// uPlot comes with the chart's own chunk: support staff, who see no figures, never download it.
const DashboardChart = lazy(() => import('./dashboard-chart.tsx'));

/** A column of the numbers table: its heading and one written figure per day. */
export interface DayColumn {
  label: string;
  cells: readonly string[];
}

/**
 * One of the overview's charts over the period's days, with its caption, and the same figures as a table
 * for those who cannot see it. The table is given as written text (`columns`), so money is written from its
 * whole centavos, never from the numbers the picture is drawn with.
 */
export function DayChart({
  days,
  title,
  lines,
  columns,
  unit = 'count',
}: {
  days: readonly string[];
  title: string;
  lines: readonly ChartLine[];
  columns: readonly DayColumn[];
  unit?: ChartUnit;
}) {
  const from = days[0] ?? '';
  const to = days.at(-1) ?? '';
  return (
    <figure className="dash-chart">
      <figcaption>
        <strong>{title}</strong>{' '}
        <span className="muted">
          per day, {shortDay(from)} to {shortDay(to)}
        </span>
        <span className="dash-chart__key">
          {lines.map((line) => (
            <span key={line.label}>
              <span className="dash-chart__swatch" style={{ background: line.color }} aria-hidden="true" />
              {line.label}
            </span>
          ))}
        </span>
      </figcaption>
      <Suspense fallback={<div className="dash-chart__plot" aria-hidden="true" />}>
        <DashboardChart days={days} lines={lines} unit={unit} />
      </Suspense>
      <details className="dash-chart__numbers">
        <summary>The numbers</summary>
        <table className="data-table">
          <caption className="sr-only">
            {title} per day, {from} to {to}
          </caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {columns.map((column) => (
                <th key={column.label} scope="col">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day, i) => (
              <tr key={day}>
                <th scope="row">{day}</th>
                {columns.map((column) => (
                  <td key={column.label}>{column.cells[i] ?? ''}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
