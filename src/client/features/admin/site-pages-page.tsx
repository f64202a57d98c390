import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { AdminSitePage } from '#shared/contracts/admin-site.ts';
import { adminPageQueryOptions, adminPagesQueryOptions, useSavePage } from '../../api/admin-site.ts';
import { Link } from '../../router/link.tsx';
import { useSearchParams } from '../../router/location.ts';
import { Field } from '../../ui/field.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { ListState } from './console-notes.tsx';
import { saveFailureText } from './failure-text.ts';
import { SaveWithStatus } from './form-actions.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';
import { type EditSession, SaveFailure, VersionedEdit } from './versioned-edit.tsx';

const DATE = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Manila',
  dateStyle: 'medium',
  timeStyle: 'short',
});
const when = (iso: string) => DATE.format(new Date(iso));

/** /admin/pages: the footer's three policy pages; ?page={slug} opens one in the editor. */
function SitePagesPage() {
  usePageTitle('Policy pages');
  const [params] = useSearchParams();
  const editing = params.get('page');
  const pages = useQuery(adminPagesQueryOptions());
  return (
    <section aria-labelledby="pages-title">
      <h1 id="pages-title" className="crumb">
        Policy pages
      </h1>
      <ListState query={pages} what="pages" />
      {pages.data && (
        <ul className="console__pages">
          {pages.data.data.map((page) => (
            <li key={page.slug}>
              <Link
                to={`/admin/pages?page=${page.slug}`}
                aria-current={page.slug === editing ? 'true' : undefined}
              >
                Edit {page.title}
              </Link>
              <span className="muted">
                {' '}
                — /{page.slug}, last changed {when(page.updatedAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {editing && <PageEditor key={editing} slug={editing} />}
    </section>
  );
}

function PageEditor({ slug }: { slug: string }) {
  const page = useQuery(adminPageQueryOptions(slug));
  const queries = useQueryClient();
  if (page.isPending) {
    return (
      <p role="status" className="muted">
        Loading…
      </p>
    );
  }
  if (page.isError) {
    return (
      <p role="alert" className="console__failed">
        This page could not be loaded. Choose one of the pages above.
      </p>
    );
  }
  return (
    <VersionedEdit record={page.data} fetchFresh={() => queries.fetchQuery(adminPageQueryOptions(slug))}>
      {(record, session) => <PageForm page={record} session={session} />}
    </VersionedEdit>
  );
}

function PageForm({ page, session }: { page: AdminSitePage; session: EditSession }) {
  const [title, setTitle] = useState(page.title);
  const [body, setBody] = useState(page.body);
  const save = useSavePage(page.slug);
  const failure = saveFailureText(save.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ title, body, version: session.version }, { onSuccess: session.saved });
  };
  const edited = (set: (value: string) => void) => (value: string) => {
    save.reset();
    set(value);
  };
  return (
    <form className="console-form" aria-labelledby="page-form-title" onSubmit={submit} noValidate>
      <h2 id="page-form-title">Edit /{page.slug}</h2>
      <Field id="page-title" label="Title" noMessage>
        <input
          id="page-title"
          name="title"
          required
          maxLength={100}
          value={title}
          onChange={(e) => edited(setTitle)(e.target.value)}
        />
      </Field>
      <RichTextEditor label="Text" value={body} onChange={edited(setBody)} />
      <p className="console-form__hint">
        Scripts, styles and forms are removed when the page is saved; players see the rest as written.
      </p>
      <SaveFailure error={save.error} message={failure} session={session} />
      <SaveWithStatus
        label="Save page"
        busy={save.isPending}
        saved={
          save.isSuccess ? (
            <>
              Page saved. <Link to={`/${page.slug}`}>View it on the site</Link>
            </>
          ) : (
            ''
          )
        }
      />
    </form>
  );
}

export default SitePagesPage;
