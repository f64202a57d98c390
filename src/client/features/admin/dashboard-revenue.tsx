import { useMemo } from 'react';
import type { Dashboard } from '#shared/contracts/admin-dashboard.ts';
import { monthShortName } from '#shared/manila-time.ts';
import { formatPhp } from '#shared/payment-rules.ts';
import type { ChartLine } from './dashboard-chart.tsx';
import { DayChart } from './dashboard-day-chart.tsx';
import { formatCount, LINE_COLORS } from './dashboard-series.ts';

/** 'Jun 2026' for '2026-06'. */
function shortMonth(key: string): string {
  const [year, month] = key.split('-').map(Number) as [number, number];
  return `${monthShortName(month)} ${year}`;
}

/**
 * The pesos players paid for top-ups (docs/product/dashboard.md): today's and this month's tiles, the
 * 30 days as a chart with its numbers, and the twelve months as a table. Real money only: R-Coin from
 * vouchers and staff grants is shown apart, with the other R-Coin figures. Every amount is written from its
 * whole centavos (formatPhp); the chart alone draws pesos.
 */
export function Revenue({ data }: { data: Dashboard }) {
  const { daily, months, monthly } = data.revenue;
  const lines: ChartLine[] = useMemo(
    () => [
      {
        label: 'Revenue (₱)',
        values: daily.centavos.map((centavos) => centavos / 100),
        color: LINE_COLORS[0],
      },
    ],
    [daily],
  );
  const columns = useMemo(
    () => [
      { label: 'Revenue', cells: daily.centavos.map(formatPhp) },
      { label: 'Payments', cells: daily.payments.map(formatCount) },
    ],
    [daily],
  );
  const last = daily.centavos.length - 1;
  const thisMonth = months.length - 1;
  const newestFirst = months.map((_, i) => thisMonth - i);
  const total = monthly.centavos.reduce((sum, centavos) => sum + centavos, 0);
  const payments = monthly.payments.reduce((sum, n) => sum + n, 0);
  return (
    <section aria-labelledby="dash-revenue" className="dash-section">
      <h2 id="dash-revenue">Revenue (₱, payments only)</h2>
      <p className="muted">
        Pesos players paid for R-Coin top-ups, counted on the Manila day the payment was confirmed. R-Coin
        from vouchers and from staff grants brought in no money and is not revenue.
      </p>
      <ul className="dash-tiles dash-tiles--money">
        <li className="dash-tile">
          <span className="dash-tile__label">Revenue today</span>
          <strong className="dash-tile__value">{formatPhp(daily.centavos[last] ?? 0)}</strong>
          <span className="dash-tile__before muted">
            Yesterday: {formatPhp(daily.centavos[last - 1] ?? 0)}
          </span>
        </li>
        <li className="dash-tile">
          <span className="dash-tile__label">Revenue this month</span>
          <strong className="dash-tile__value">{formatPhp(monthly.centavos[thisMonth] ?? 0)}</strong>
          <span className="dash-tile__before muted">
            Last month: {formatPhp(monthly.centavos[thisMonth - 1] ?? 0)}
          </span>
        </li>
      </ul>
      <div className="dash-charts">
        <DayChart days={data.days} title="Revenue" lines={lines} columns={columns} unit="pesos" />
        <figure className="dash-chart">
          <figcaption>
            <strong>Revenue by month</strong>{' '}
            <span className="muted">
              {shortMonth(months[0] ?? '')} to {shortMonth(months[thisMonth] ?? '')}, newest first
            </span>
          </figcaption>
          <table className="data-table dash-months">
            <thead>
              <tr>
                <th scope="col">Month</th>
                <th scope="col">Revenue</th>
                <th scope="col">Payments</th>
              </tr>
            </thead>
            <tbody>
              {newestFirst.map((i) => (
                <tr key={months[i]}>
                  <th scope="row">
                    {shortMonth(months[i] ?? '')}
                    {i === thisMonth && ' (so far)'}
                  </th>
                  <td>{formatPhp(monthly.centavos[i] ?? 0)}</td>
                  <td>{formatCount(monthly.payments[i] ?? 0)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{months.length} months</th>
                <td>{formatPhp(total)}</td>
                <td>{formatCount(payments)}</td>
              </tr>
            </tfoot>
          </table>
        </figure>
      </div>
    </section>
  );
}
