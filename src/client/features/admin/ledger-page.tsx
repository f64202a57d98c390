import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { LEDGER_SOURCES, type LedgerDaily, type LedgerList } from '#shared/contracts/admin-ledger.ts';
import { CURRENCIES, CURRENCY_LABEL, type Currency } from '#shared/shop-rules.ts';
import {
  ledgerCheckQueryOptions,
  ledgerCsvUrl,
  ledgerDailyQueryOptions,
  ledgerQueryOptions,
} from '../../api/admin-ledger.ts';
import { hasCode } from '../../api/error-codes.ts';
import { Link } from '../../router/link.tsx';
import { useSearchParams } from '../../router/location.ts';
import { Field } from '../../ui/field.tsx';
import { PagerNav, pageParam } from '../../ui/pager-nav.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { manilaDateTime } from './audit-filters.ts';
import {
  type LedgerFilters,
  ledgerFiltersFromSearch,
  ledgerQuery,
  ledgerSearch,
  NO_LEDGER_FILTERS,
} from './ledger-filters.ts';
import { money } from './player-format.ts';
import './ledger-console.css';
import { ScrollRegion } from '../../ui/scroll-region.tsx';

/** /admin/ledger: every account's ledger rows, filtered by the address's query; daily totals; the check. */
function LedgerPage() {
  usePageTitle('Ledger');
  const [params, setParams] = useSearchParams();
  const filters = ledgerFiltersFromSearch(params);
  const page = pageParam(params.get('page'));
  const search = ledgerSearch(filters);
  const rows = useQuery(ledgerQueryOptions(ledgerQuery(filters, page)));
  const apply = (next: LedgerFilters) => setParams(new URLSearchParams(ledgerSearch(next)));
  return (
    <section aria-labelledby="ledger-title">
      <h1 id="ledger-title" className="crumb">
        Ledger
      </h1>
      {/* Keyed by the address: going back or forward shows that view's filters in the form. */}
      <FilterForm key={search} initial={filters} onApply={apply} />
      <p>
        <a className="btn btn--small" href={ledgerCsvUrl(search)} download>
          Download CSV
        </a>
      </p>
      {rows.isPending && (
        <p role="status" className="muted">
          Loading…
        </p>
      )}
      {rows.isError && (
        <div role="alert" className="console__failed">
          <p>{failureText(rows.error, 'The ledger could not be loaded. Please try again.')}</p>
        </div>
      )}
      {rows.data && rows.data.data.length === 0 && <p>No ledger rows match these filters.</p>}
      {rows.data && rows.data.data.length > 0 && (
        <>
          <p className="muted">
            {rows.data.total.toLocaleString('en-US')} {rows.data.total === 1 ? 'row' : 'rows'}
          </p>
          <LedgerTable rows={rows.data.data} />
          <PagerNav
            target={`/admin/ledger?${search}`}
            page={rows.data.page}
            lastPage={rows.data.last_page}
            label="Ledger pages"
          />
        </>
      )}
      <DailyTotals query={ledgerQuery(filters)} />
      <BalanceCheck />
    </section>
  );
}

function failureText(error: unknown, general: string): string {
  if (hasCode(error, 'invalid_input', 'bad_request')) {
    const fields = Object.values(error.body?.errors ?? {}).flat();
    return fields.length > 0 ? fields.join(' ') : (error.body?.message ?? 'These filters are not valid.');
  }
  return general;
}

function FilterForm({ initial, onApply }: { initial: LedgerFilters; onApply: (f: LedgerFilters) => void }) {
  const [values, setValues] = useState(initial);
  const set = (field: keyof LedgerFilters) => (e: { target: { value: string } }) =>
    setValues({ ...values, [field]: e.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(values);
  };
  return (
    <form className="console-filters ledger-filters" aria-label="Filter the ledger" onSubmit={submit}>
      <Field id="ledger-player" label="Player" noMessage>
        <input
          id="ledger-player"
          name="player"
          value={values.player}
          placeholder="user ID or number"
          onChange={set('player')}
        />
      </Field>
      <Field id="ledger-source" label="Source" noMessage>
        <select id="ledger-source" name="source" value={values.source} onChange={set('source')}>
          <option value="">Any</option>
          {LEDGER_SOURCES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </Field>
      <Field id="ledger-currency" label="Currency" noMessage>
        <select id="ledger-currency" name="currency" value={values.currency} onChange={set('currency')}>
          <option value="">Any</option>
          {CURRENCIES.map((c) => (
            <option key={c} value={c}>
              {CURRENCY_LABEL[c]}
            </option>
          ))}
        </select>
      </Field>
      <Field id="ledger-from" label="From (Manila date)" noMessage>
        <input id="ledger-from" name="from" type="date" value={values.from} onChange={set('from')} />
      </Field>
      <Field id="ledger-to" label="To (Manila date)" noMessage>
        <input id="ledger-to" name="to" type="date" value={values.to} onChange={set('to')} />
      </Field>
      <div className="console-filters__actions">
        <button type="submit" className="btn btn--primary">
          Apply filters
        </button>
        <button type="button" className="btn" onClick={() => onApply(NO_LEDGER_FILTERS)}>
          Clear
        </button>
      </div>
    </form>
  );
}

function LedgerTable({ rows }: { rows: LedgerList['data'] }) {
  return (
    <ScrollRegion className="console-table" label="Ledger rows">
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Time (Manila)</th>
            <th scope="col">Player</th>
            <th scope="col">Amount</th>
            <th scope="col">Balance after</th>
            <th scope="col">Source</th>
            <th scope="col">Reference</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} data-testid="ledger-row">
              <td>
                <time dateTime={r.at}>{manilaDateTime(r.at)}</time>
              </td>
              <td>
                <Link to={`/admin/players/${r.userNum}`}>{r.userId || `#${r.userNum}`}</Link>
              </td>
              <td>{money(r.amount, r.currency)}</td>
              <td>{money(r.balanceAfter, r.currency)}</td>
              <td>{r.source}</td>
              <td>{r.reference}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function DailyTotals({ query }: { query: Record<string, string> }) {
  const daily = useQuery(ledgerDailyQueryOptions(query));
  return (
    <section className="ledger-section" aria-labelledby="ledger-daily-title">
      <h2 id="ledger-daily-title">Daily totals</h2>
      {daily.isPending && (
        <p role="status" className="muted">
          Loading…
        </p>
      )}
      {daily.isError && (
        <p role="alert" className="console__failed">
          {failureText(daily.error, 'The daily totals could not be loaded. Please try again.')}
        </p>
      )}
      {daily.data && <DailyTable daily={daily.data} />}
    </section>
  );
}

function DailyTable({ daily }: { daily: LedgerDaily }) {
  const range = `${daily.from} to ${daily.to} (Manila)`;
  if (daily.data.length === 0) return <p>No ledger rows from {range}.</p>;
  return (
    <>
      <p className="muted">{range}</p>
      <ScrollRegion className="console-table" label="Daily totals">
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Source</th>
              <th scope="col">Total</th>
              <th scope="col">Rows</th>
            </tr>
          </thead>
          <tbody>
            {daily.data.map((d) => (
              <tr key={`${d.day}-${d.source}-${d.currency}`} data-testid="daily-row">
                <td>{d.day}</td>
                <td>{d.source}</td>
                <td>{money(d.total, d.currency as Currency)}</td>
                <td>{d.rows}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}

function BalanceCheck() {
  const check = useQuery(ledgerCheckQueryOptions());
  const result = check.data;
  return (
    <section className="ledger-section" aria-labelledby="ledger-check-title">
      <h2 id="ledger-check-title">Balances against the ledger</h2>
      <p>
        <button
          type="button"
          className="btn"
          disabled={check.isFetching}
          onClick={() => void check.refetch()}
        >
          Check balances
        </button>
      </p>
      <div aria-live="polite">
        {check.isFetching && <p className="muted">Checking…</p>}
        {check.isError && !check.isFetching && (
          <p role="alert" className="console__failed">
            The check could not be run. Please try again.
          </p>
        )}
        {result && !check.isFetching && result.mismatched === 0 && (
          <p data-testid="ledger-check-result">
            All {result.checked.toLocaleString('en-US')} balances match their ledger.
          </p>
        )}
        {result && !check.isFetching && result.mismatched > 0 && (
          <>
            <p data-testid="ledger-check-result" className="console__failed">
              {result.mismatched.toLocaleString('en-US')} of {result.checked.toLocaleString('en-US')} balances
              differ from their ledger
              {result.mismatched > result.data.length ? ` (the first ${result.data.length} listed)` : ''}.
            </p>
            <ul>
              {result.data.map((m) => (
                <li key={`${m.userNum}-${m.currency}`} data-testid="ledger-mismatch">
                  <Link to={`/admin/players/${m.userNum}`}>{m.userId || `#${m.userNum}`}</Link>:{' '}
                  {CURRENCY_LABEL[m.currency]} balance {m.balance.toLocaleString('en-US')}, ledger sum{' '}
                  {m.ledgerSum.toLocaleString('en-US')}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}

export default LedgerPage;
