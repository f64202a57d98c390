import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { AuditEntry } from '#shared/contracts/admin.ts';
import { auditQueryOptions } from '../../api/admin.ts';
import { hasCode } from '../../api/error-codes.ts';
import { useSearchParams } from '../../router/location.ts';
import { Field } from '../../ui/field.tsx';
import { PagerNav, pageParam } from '../../ui/pager-nav.tsx';
import { ScrollRegion } from '../../ui/scroll-region.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import {
  type AuditFilters,
  auditChange,
  auditQuery,
  auditRecord,
  auditSearch,
  auditStaff,
  filtersFromSearch,
  manilaDateTime,
  NO_FILTERS,
} from './audit-filters.ts';

/** /admin/audit: the audit log, newest first, filtered by what the address's query says. */
function AuditPage() {
  usePageTitle('Audit log');
  const [params, setParams] = useSearchParams();
  const filters = filtersFromSearch(params);
  const page = pageParam(params.get('page'));
  const log = useQuery(auditQueryOptions(auditQuery(filters, page)));
  const apply = (next: AuditFilters) => setParams(new URLSearchParams(auditSearch(next)));
  const search = auditSearch(filters);
  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title" className="crumb">
        Audit log
      </h1>
      {/* Keyed by the address: going back or forward shows that view's filters in the form. */}
      <FilterForm key={search} initial={filters} onApply={apply} />
      {log.isPending && (
        <p role="status" className="muted">
          Loading…
        </p>
      )}
      {log.isError && (
        <div role="alert" className="console__failed">
          <p>{failureText(log.error)}</p>
          <button type="button" className="btn btn--small" onClick={() => void log.refetch()}>
            Try again
          </button>
        </div>
      )}
      {log.data && log.data.data.length === 0 && <p>No entries match these filters.</p>}
      {log.data && log.data.data.length > 0 && (
        <>
          <p className="muted">
            {log.data.total} {log.data.total === 1 ? 'entry' : 'entries'}
          </p>
          <AuditTable entries={log.data.data} />
          <PagerNav
            target={`/admin/audit?${search}`}
            page={log.data.page}
            lastPage={log.data.last_page}
            label="Audit log pages"
          />
        </>
      )}
    </section>
  );
}

/** A refused filter says which; anything else is the site's general failure text. */
function failureText(error: Error): string {
  if (hasCode(error, 'invalid_input', 'bad_request')) {
    const fields = Object.values(error.body?.errors ?? {}).flat();
    return fields.length > 0 ? fields.join(' ') : (error.body?.message ?? 'These filters are not valid.');
  }
  return 'The audit log could not be loaded. Please try again.';
}

const FIELD_LABELS: { field: keyof AuditFilters; label: string; type: 'text' | 'date'; hint?: string }[] = [
  { field: 'staff', label: 'Staff member', type: 'text', hint: 'user id' },
  { field: 'action', label: 'Action', type: 'text', hint: 'e.g. news.update' },
  { field: 'record', label: 'Record', type: 'text', hint: 'type, or type:id' },
  { field: 'from', label: 'From (Manila date)', type: 'date' },
  { field: 'to', label: 'To (Manila date)', type: 'date' },
];

function FilterForm({ initial, onApply }: { initial: AuditFilters; onApply: (f: AuditFilters) => void }) {
  const [values, setValues] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(values);
  };
  return (
    <form className="console-filters" aria-label="Filter the audit log" onSubmit={submit}>
      {FIELD_LABELS.map(({ field, label, type, hint }) => (
        <Field id={`audit-${field}`} label={label} noMessage key={field}>
          <input
            id={`audit-${field}`}
            name={field}
            type={type}
            value={values[field]}
            placeholder={hint}
            onChange={(e) => setValues({ ...values, [field]: e.target.value })}
          />
        </Field>
      ))}
      <div className="console-filters__actions">
        <button type="submit" className="btn btn--primary">
          Apply filters
        </button>
        <button type="button" className="btn" onClick={() => onApply(NO_FILTERS)}>
          Clear
        </button>
      </div>
    </form>
  );
}

function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <ScrollRegion className="console-table" label="Audit log entries">
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Time (Manila)</th>
            <th scope="col">Who</th>
            <th scope="col">Address</th>
            <th scope="col">Action</th>
            <th scope="col">Record</th>
            <th scope="col">Changes</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} data-testid="audit-row">
              <td>
                <time dateTime={entry.at}>{manilaDateTime(entry.at)}</time>
              </td>
              <td>{auditStaff(entry)}</td>
              <td>{entry.ip ?? '—'}</td>
              <td>{entry.action}</td>
              <td>{auditRecord(entry)}</td>
              <td>
                {entry.changes.length === 0 ? (
                  '—'
                ) : (
                  <ul className="console-changes">
                    {entry.changes.map((change) => (
                      <li key={change.field}>{auditChange(change)}</li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

export default AuditPage;
