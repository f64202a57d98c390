import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { AdminNewsItem, NewsState } from '#shared/contracts/admin-news.ts';
import { adminNewsListQueryOptions, useNewsAction } from '../../api/admin-news.ts';
import { ApiError } from '../../api/client.ts';
import { hasCode } from '../../api/error-codes.ts';
import { Link } from '../../router/link.tsx';
import { useSearchParams } from '../../router/location.ts';
import { Field } from '../../ui/field.tsx';
import { Modal } from '../../ui/modal.tsx';
import { PagerNav, pageParam } from '../../ui/pager-nav.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { manilaDateTime } from './audit-filters.ts';
import { FailureAlert } from './console-notes.tsx';
import { NEWS_TYPE_LABELS } from './news-schedule.ts';
import './news-console.css';
import { ScrollRegion } from '../../ui/scroll-region.tsx';

interface Filters {
  q: string;
  type: string;
  status: string;
}

const STATE_LABELS: Record<NewsState, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

function filtersFrom(params: URLSearchParams): Filters {
  return { q: params.get('q') ?? '', type: params.get('type') ?? '', status: params.get('status') ?? '' };
}

function searchOf(filters: Filters, page = 1): string {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) out.set(key, value);
  if (page > 1) out.set('page', String(page));
  return out.toString();
}

/** /admin/news: every article with its state, searchable and filtered by type and state. */
function NewsListPage() {
  usePageTitle('News');
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const page = pageParam(params.get('page'));
  const query: Record<string, string> = { page: String(page) };
  for (const [key, value] of Object.entries(filters)) if (value) query[key] = value;
  const list = useQuery(adminNewsListQueryOptions(query));
  const [notice, setNotice] = useState('');
  const search = searchOf(filters);
  return (
    <section aria-labelledby="news-admin-title">
      <div className="news-admin__head">
        <h1 id="news-admin-title" className="crumb">
          News
        </h1>
        <Link className="btn btn--primary" to="/admin/news/new">
          Write an article
        </Link>
      </div>
      <FilterForm
        key={search}
        initial={filters}
        onApply={(f) => setParams(new URLSearchParams(searchOf(f)))}
      />
      <p role="status" className="news-admin__notice">
        {notice}
      </p>
      {list.isPending && <p className="muted">Loading…</p>}
      {list.isError && (
        <div role="alert" className="console__failed">
          <p>
            {hasCode(list.error, 'invalid_input', 'bad_request')
              ? list.error.message
              : 'The news could not be loaded. Please try again.'}
          </p>
          <button type="button" className="btn btn--small" onClick={() => void list.refetch()}>
            Try again
          </button>
        </div>
      )}
      {list.data && list.data.data.length === 0 && <p>No articles match these filters.</p>}
      {list.data && list.data.data.length > 0 && (
        <>
          <p className="muted">
            {list.data.total} {list.data.total === 1 ? 'article' : 'articles'}
          </p>
          <NewsTable items={list.data.data} onDone={setNotice} />
          <PagerNav
            target={`/admin/news?${search}`}
            page={list.data.page}
            lastPage={list.data.last_page}
            label="News pages"
          />
        </>
      )}
    </section>
  );
}

function FilterForm({ initial, onApply }: { initial: Filters; onApply: (f: Filters) => void }) {
  const [values, setValues] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(values);
  };
  return (
    <form className="console-filters" aria-label="Filter the news" onSubmit={submit}>
      <Field id="news-q" label="Search subjects" noMessage>
        <input
          id="news-q"
          type="search"
          maxLength={100}
          value={values.q}
          onChange={(e) => setValues({ ...values, q: e.target.value })}
        />
      </Field>
      <Field id="news-type" label="Type" noMessage>
        <select
          id="news-type"
          value={values.type}
          onChange={(e) => setValues({ ...values, type: e.target.value })}
        >
          <option value="">All types</option>
          {NEWS_TYPE_LABELS.map((label, type) => (
            <option key={label} value={String(type)}>
              {label}
            </option>
          ))}
        </select>
      </Field>
      <Field id="news-status" label="State" noMessage>
        <select
          id="news-status"
          value={values.status}
          onChange={(e) => setValues({ ...values, status: e.target.value })}
        >
          <option value="">All states</option>
          {Object.entries(STATE_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </Field>
      <div className="console-filters__actions">
        <button type="submit" className="btn btn--primary">
          Apply filters
        </button>
        <button type="button" className="btn" onClick={() => onApply({ q: '', type: '', status: '' })}>
          Clear
        </button>
      </div>
    </form>
  );
}

function NewsTable({ items, onDone }: { items: AdminNewsItem[]; onDone: (message: string) => void }) {
  const [confirming, setConfirming] = useState<AdminNewsItem | null>(null);
  const [error, setError] = useState('');
  const act = useNewsAction({
    onSuccess: (result) => {
      setError('');
      setConfirming(null);
      onDone(result.message);
    },
    onError: (failure) => {
      setConfirming(null);
      setError(failure instanceof ApiError ? failure.message : 'The change could not be saved.');
    },
  });
  return (
    <>
      <FailureAlert message={error} />
      <ScrollRegion className="console-table" label="Articles">
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Subject</th>
              <th scope="col">Type</th>
              <th scope="col">State</th>
              <th scope="col">Writer</th>
              <th scope="col" className="num">
                Views
              </th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id} data-testid="news-row">
                <td>
                  <Link to={`/admin/news/${item.id}`}>{item.subject}</Link>
                </td>
                <td>{NEWS_TYPE_LABELS[item.type] ?? item.type}</td>
                <td>
                  {STATE_LABELS[item.state]}
                  {item.publishAt && item.state !== 'draft' && (
                    <>
                      <br />
                      <time className="muted" dateTime={item.publishAt}>
                        {manilaDateTime(item.publishAt)}
                      </time>
                    </>
                  )}
                </td>
                <td>{item.author}</td>
                <td className="num">{item.views.toLocaleString('en-US')}</td>
                <td>
                  <div className="news-admin__actions">
                    <Link
                      className="btn btn--small"
                      to={`/admin/news/${item.id}`}
                      aria-label={`Edit ${item.subject}`}
                    >
                      Edit
                    </Link>
                    {item.state === 'published' ? (
                      <button
                        type="button"
                        className="btn btn--small"
                        aria-label={`Unpublish ${item.subject}`}
                        disabled={act.isPending}
                        onClick={() => act.mutate({ kind: 'unpublish', id: item.id })}
                      >
                        Unpublish
                      </button>
                    ) : (
                      <button
                        type="button"
                        className="btn btn--small"
                        aria-label={`Publish now: ${item.subject}`}
                        disabled={act.isPending}
                        onClick={() => act.mutate({ kind: 'publish', id: item.id })}
                      >
                        Publish now
                      </button>
                    )}
                    <button
                      type="button"
                      className="btn btn--small btn--danger"
                      aria-label={`Delete ${item.subject}`}
                      onClick={() => setConfirming(item)}
                    >
                      Delete
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <Modal
        open={confirming !== null}
        onCancel={() => setConfirming(null)}
        aria-labelledby="news-delete-title"
      >
        <h2 id="news-delete-title" className="site-dialog__title">
          Delete this article?
        </h2>
        <p>
          “{confirming?.subject}” will be removed from the site for good. The audit log keeps its last
          version.
        </p>
        <div className="news-admin__actions">
          <button
            type="button"
            className="btn btn--danger"
            disabled={act.isPending}
            onClick={() => confirming && act.mutate({ kind: 'delete', id: confirming.id })}
          >
            Delete
          </button>
          <button type="button" className="btn" onClick={() => setConfirming(null)}>
            Cancel
          </button>
        </div>
      </Modal>
    </>
  );
}

export default NewsListPage;
