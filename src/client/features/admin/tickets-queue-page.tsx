import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { TicketQueue } from '#shared/contracts/admin-tickets.ts';
import {
  TICKET_CATEGORIES,
  TICKET_CATEGORY_LABELS,
  TICKET_STATUS_LABELS,
  TICKET_STATUSES,
} from '#shared/contracts/tickets.ts';
import { relativeTime } from '#shared/relative-time.ts';
import { ticketQueueQueryOptions, ticketStaffQueryOptions } from '../../api/admin-tickets.ts';
import { hasCode } from '../../api/error-codes.ts';
import { Link } from '../../router/link.tsx';
import { useSearchParams } from '../../router/location.ts';
import { Field } from '../../ui/field.tsx';
import { PagerNav, pageParam } from '../../ui/pager-nav.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { manilaDateTime } from './audit-filters.ts';
import {
  NO_QUEUE_FILTERS,
  type QueueFilters,
  queueFiltersFromSearch,
  queueQuery,
  queueSearch,
} from './ticket-filters.ts';
import { TicketStatusOptions } from './ticket-status-options.tsx';
import './tickets-console.css';
import { ScrollRegion } from '../../ui/scroll-region.tsx';

/** /admin/tickets: the support queue, filtered by the address's query, oldest activity first by default. */
function TicketsQueuePage() {
  usePageTitle('Tickets');
  const [params, setParams] = useSearchParams();
  const filters = queueFiltersFromSearch(params);
  const page = pageParam(params.get('page'));
  const search = queueSearch(filters);
  const queue = useQuery(ticketQueueQueryOptions(queueQuery(filters, page)));
  const apply = (next: QueueFilters) => setParams(new URLSearchParams(queueSearch(next)));
  return (
    <section aria-labelledby="tickets-title">
      <h1 id="tickets-title" className="crumb">
        Tickets
      </h1>
      <p>
        <Link to="/admin/tickets/canned">Canned answers</Link>
      </p>
      {queue.data && <StatusCounts counts={queue.data.counts} filters={filters} />}
      <FilterForm key={search} initial={filters} onApply={apply} />
      {queue.isPending && (
        <p role="status" className="muted">
          Loading…
        </p>
      )}
      {queue.isError && (
        <div role="alert" className="console__failed">
          <p>{failureText(queue.error)}</p>
        </div>
      )}
      {queue.data && queue.data.data.length === 0 && <p>No tickets match these filters.</p>}
      {queue.data && queue.data.data.length > 0 && (
        <>
          <p className="muted">
            {queue.data.total.toLocaleString('en-US')} {queue.data.total === 1 ? 'ticket' : 'tickets'}
          </p>
          <QueueTable rows={queue.data.data} />
          <PagerNav
            target={`/admin/tickets?${search}`}
            page={queue.data.page}
            lastPage={queue.data.last_page}
            label="Ticket pages"
          />
        </>
      )}
    </section>
  );
}

function failureText(error: Error): string {
  if (hasCode(error, 'invalid_input', 'bad_request')) {
    const fields = Object.values(error.body?.errors ?? {}).flat();
    return fields.length > 0 ? fields.join(' ') : 'These filters are not valid.';
  }
  return 'The tickets could not be loaded. Please try again.';
}

/** How many tickets each status has: each a link to that status's view. */
function StatusCounts({ counts, filters }: { counts: TicketQueue['counts']; filters: QueueFilters }) {
  return (
    <nav aria-label="Tickets by status">
      <ul className="ticket-counts">
        {TICKET_STATUSES.map((status) => (
          <li key={status}>
            <Link
              to={`/admin/tickets?${queueSearch({ ...NO_QUEUE_FILTERS, status })}`}
              aria-current={filters.status === status ? 'page' : undefined}
              data-testid={`count-${status}`}
            >
              {TICKET_STATUS_LABELS[status]} <strong>{counts[status].toLocaleString('en-US')}</strong>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function FilterForm({ initial, onApply }: { initial: QueueFilters; onApply: (f: QueueFilters) => void }) {
  const [values, setValues] = useState(initial);
  const staff = useQuery(ticketStaffQueryOptions());
  const set = (field: keyof QueueFilters) => (e: { target: { value: string } }) =>
    setValues({ ...values, [field]: e.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(values);
  };
  return (
    <form className="console-filters" aria-label="Filter the tickets" onSubmit={submit}>
      <Field id="tq-status" label="Status" noMessage>
        <select id="tq-status" value={values.status} onChange={set('status')}>
          <option value="">Active (not resolved or closed)</option>
          <option value="all">Any</option>
          <TicketStatusOptions />
        </select>
      </Field>
      <Field id="tq-category" label="Category" noMessage>
        <select id="tq-category" value={values.category} onChange={set('category')}>
          <option value="">Any</option>
          {TICKET_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {TICKET_CATEGORY_LABELS[c]}
            </option>
          ))}
        </select>
      </Field>
      <Field id="tq-assignee" label="Assignee" noMessage>
        <select id="tq-assignee" value={values.assignee} onChange={set('assignee')}>
          <option value="">Anyone</option>
          <option value="mine">Mine</option>
          <option value="unassigned">Unassigned</option>
          {staff.data?.data.map((s) => (
            <option key={s.userNum} value={String(s.userNum)}>
              {s.userId}
            </option>
          ))}
        </select>
      </Field>
      <Field id="tq-waiting" label="Waiting on" noMessage>
        <select id="tq-waiting" value={values.waiting} onChange={set('waiting')}>
          <option value="">Anyone</option>
          <option value="staff">Staff</option>
          <option value="player">Player</option>
        </select>
      </Field>
      <Field id="tq-age" label="Idle for" noMessage>
        <select id="tq-age" value={values.olderThanDays} onChange={set('olderThanDays')}>
          <option value="">Any time</option>
          <option value="1">1 day or more</option>
          <option value="3">3 days or more</option>
          <option value="7">7 days or more</option>
          <option value="30">30 days or more</option>
        </select>
      </Field>
      <Field id="tq-sort" label="Order" noMessage>
        <select id="tq-sort" value={values.sort} onChange={set('sort')}>
          <option value="">Oldest activity first</option>
          <option value="newest">Newest activity first</option>
        </select>
      </Field>
      <div className="console-filters__actions">
        <button type="submit" className="btn btn--primary">
          Apply filters
        </button>
        <button type="button" className="btn" onClick={() => onApply(NO_QUEUE_FILTERS)}>
          Clear
        </button>
      </div>
    </form>
  );
}

function QueueTable({ rows }: { rows: TicketQueue['data'] }) {
  const now = new Date();
  return (
    <ScrollRegion className="console-table" label="Tickets">
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Ticket</th>
            <th scope="col">Subject</th>
            <th scope="col">Category</th>
            <th scope="col">Status</th>
            <th scope="col">From</th>
            <th scope="col">Assignee</th>
            <th scope="col">Last activity</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.number} data-testid="ticket-row">
              <td>
                <Link to={`/admin/tickets/${r.number}`}>#{r.number}</Link>
              </td>
              <td>
                <Link to={`/admin/tickets/${r.number}`}>{r.subject}</Link>
              </td>
              <td>{TICKET_CATEGORY_LABELS[r.category]}</td>
              <td>{TICKET_STATUS_LABELS[r.status]}</td>
              <td>{r.player ? r.player.userId : `${r.guestEmail} (visitor)`}</td>
              <td>{r.assignee?.userId ?? '—'}</td>
              <td>
                <time dateTime={r.lastActivityAt} title={`${manilaDateTime(r.lastActivityAt)} (Manila)`}>
                  {relativeTime(r.lastActivityAt, now)}
                </time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

export default TicketsQueuePage;
