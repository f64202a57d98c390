import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { AdminNewsArticle, AdminNewsPreview, AdminNewsSave } from '#shared/contracts/admin-news.ts';
import type { StoredImage } from '#shared/contracts/images.ts';
import { adminNewsArticleQueryOptions, usePreviewNews, useSaveNews } from '../../api/admin-news.ts';
import { ApiError } from '../../api/client.ts';
import { hasCode } from '../../api/error-codes.ts';
import { Link } from '../../router/link.tsx';
import { useNavigate, useParams } from '../../router/location.ts';
import { ArticleContent } from '../../ui/article-view.tsx';
import { Field, fieldAria } from '../../ui/field.tsx';
import { Modal } from '../../ui/modal.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { manilaDateTime } from './audit-filters.ts';
import { ImageField, storedImage } from './image-field.tsx';
import { isoToManilaInput, manilaInputToIso, NEWS_TYPE_LABELS } from './news-schedule.ts';
import { RichTextEditor } from './rich-text-editor.tsx';
import { type EditSession, SaveFailure, VersionedEdit } from './versioned-edit.tsx';
import './news-console.css';

/** /admin/news/new and /admin/news/:id: the article form. */
function NewsEditPage() {
  const { id: param } = useParams();
  const id = param && /^\d{1,9}$/.test(param) ? Number(param) : null;
  usePageTitle(param ? 'Edit article' : 'New article');
  if (param && id === null) return <p role="alert">There is no article at this address.</p>;
  return id === null ? <NewsForm article={null} session={null} /> : <LoadedForm id={id} />;
}

function LoadedForm({ id }: { id: number }) {
  const article = useQuery(adminNewsArticleQueryOptions(id));
  const client = useQueryClient();
  if (article.isPending) return <p className="muted">Loading…</p>;
  if (article.isError)
    return (
      <div role="alert" className="console__failed">
        <p>
          {hasCode(article.error, 'not_found')
            ? 'There is no such article. It may have been deleted.'
            : 'The article could not be loaded. Please try again.'}
        </p>
        <Link to="/admin/news">Back to the news list</Link>
      </div>
    );
  return (
    <VersionedEdit
      record={article.data}
      fetchFresh={() => client.fetchQuery(adminNewsArticleQueryOptions(id))}
    >
      {(record, session) => <NewsForm article={record} session={session} />}
    </VersionedEdit>
  );
}

type Publish = AdminNewsSave['publish'];

interface FormValues {
  subject: string;
  type: 0 | 1 | 2;
  author: string;
  thumbnail: StoredImage | null;
  showThumbnail: boolean;
  content: string;
  publish: Publish;
  /** datetime-local value, Manila time. */
  publishAt: string;
}

function initialValues(article: AdminNewsArticle | null): FormValues {
  const scheduled = article?.state === 'scheduled';
  return {
    subject: article?.subject ?? '',
    type: (article?.type ?? 0) as 0 | 1 | 2,
    author: article?.author ?? '',
    thumbnail: article?.thumbnail ?? null,
    showThumbnail: article?.IsShowThumbnail ?? false,
    content: article?.content ?? '',
    publish: article ? (article.state === 'draft' ? 'draft' : scheduled ? 'at' : 'now') : 'draft',
    publishAt: scheduled && article?.publishAt ? isoToManilaInput(article.publishAt) : '',
  };
}

function articleFields(values: FormValues) {
  return {
    subject: values.subject,
    type: values.type,
    content: values.content,
    author: values.author,
    thumbnail: values.thumbnail,
    IsShowThumbnail: values.showThumbnail,
  };
}

function NewsForm({ article, session }: { article: AdminNewsArticle | null; session: EditSession | null }) {
  const navigate = useNavigate();
  const [values, setValues] = useState(() => initialValues(article));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [notice, setNotice] = useState('');
  const [preview, setPreview] = useState<AdminNewsPreview | null>(null);
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const showFailure = (error: unknown) => {
    if (hasCode(error, 'invalid_input', 'bad_request')) {
      setErrors(error.body?.errors ?? {});
      setFailure(error.message);
    } else if (!(error instanceof ApiError && error.handled)) {
      setErrors({});
      setFailure(error instanceof ApiError ? error.message : 'The article could not be saved.');
    }
  };

  const save = useSaveNews({
    onSuccess: async (result) => {
      setErrors({});
      setFailure('');
      // An edit is drawn again on the article as saved (its state and version); a new one opens at its address.
      if (article) setNotice(result.message);
      if (session) await session.reload();
      else await navigate(`/admin/news/${result.id}`, { replace: true });
    },
    onError: showFailure,
  });

  const previewing = usePreviewNews({
    onSuccess: (result) => {
      setErrors({});
      setFailure('');
      setPreview(result);
    },
    onError: showFailure,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice('');
    let publishAt: string | null = null;
    if (values.publish === 'at') {
      publishAt = manilaInputToIso(values.publishAt);
      if (!publishAt) {
        setErrors({ publishAt: 'Choose the date and time (Manila) to publish at.' });
        setFailure('Choose the date and time (Manila) to publish at.');
        return;
      }
    }
    save.mutate({
      id: article?.id ?? null,
      body: { ...articleFields(values), publish: values.publish, publishAt },
      version: session?.version,
    });
  };

  const fieldError = (name: string) =>
    errors[name] ? (
      <p id={`news-${name}-error`} className="field__error" role="alert">
        {errors[name]}
      </p>
    ) : null;

  return (
    <section aria-labelledby="news-edit-title">
      <p>
        <Link to="/admin/news">← All news</Link>
      </p>
      <h1 id="news-edit-title" className="crumb">
        {article ? 'Edit article' : 'New article'}
      </h1>
      {article && (
        <p className="muted">
          {article.state === 'draft' && 'Draft: players do not see it.'}
          {article.state === 'scheduled' &&
            article.publishAt &&
            `Scheduled: players see it from ${manilaDateTime(article.publishAt)} (Manila).`}
          {article.state === 'published' &&
            article.publishAt &&
            `Published ${manilaDateTime(article.publishAt)} (Manila). ${article.views} views.`}
        </p>
      )}
      <form className="news-form" onSubmit={submit} noValidate aria-label="Article">
        <Field id="news-subject" label="Subject" error={errors.subject}>
          <input
            id="news-subject"
            required
            maxLength={200}
            value={values.subject}
            {...fieldAria('news-subject', errors.subject)}
            onChange={(e) => set('subject', e.target.value)}
          />
        </Field>
        <div className="news-form__row">
          <Field id="news-type-field" label="Type" noMessage>
            <select
              id="news-type-field"
              value={values.type}
              onChange={(e) => set('type', Number(e.target.value) as 0 | 1 | 2)}
            >
              {NEWS_TYPE_LABELS.map((label, type) => (
                <option key={label} value={type}>
                  {label}
                </option>
              ))}
            </select>
          </Field>
          <Field id="news-author" label="Writer (empty: your user ID)" error={errors.author}>
            <input
              id="news-author"
              maxLength={60}
              value={values.author}
              {...fieldAria('news-author', errors.author)}
              onChange={(e) => set('author', e.target.value)}
            />
          </Field>
        </div>
        <ImageField
          label="Thumbnail"
          purpose="news-thumbnail"
          value={values.thumbnail}
          onChange={(image) => set('thumbnail', storedImage(image))}
        />
        {fieldError('thumbnail')}
        <label className="news-form__check">
          <input
            type="checkbox"
            checked={values.showThumbnail}
            onChange={(e) => set('showThumbnail', e.target.checked)}
          />{' '}
          Show the thumbnail above the article
        </label>
        <RichTextEditor
          label="Article text"
          value={values.content}
          onChange={(html) => set('content', html)}
        />
        {fieldError('content')}
        <fieldset className="news-form__publish">
          <legend>Publication</legend>
          <label>
            <input
              type="radio"
              name="publish"
              checked={values.publish === 'draft'}
              onChange={() => set('publish', 'draft')}
            />{' '}
            Draft: players do not see it
          </label>
          <label>
            <input
              type="radio"
              name="publish"
              checked={values.publish === 'now'}
              onChange={() => set('publish', 'now')}
            />{' '}
            {article?.state === 'published' ? 'Published (keeps its date)' : 'Publish now'}
          </label>
          <label>
            <input
              type="radio"
              name="publish"
              checked={values.publish === 'at'}
              onChange={() => set('publish', 'at')}
            />{' '}
            Schedule
          </label>
          {values.publish === 'at' && (
            <Field id="news-publish-at" label="Publish at (Manila time)" error={errors.publishAt}>
              <input
                id="news-publish-at"
                type="datetime-local"
                value={values.publishAt}
                {...fieldAria('news-publish-at', errors.publishAt)}
                onChange={(e) => set('publishAt', e.target.value)}
              />
            </Field>
          )}
        </fieldset>
        <SaveFailure error={save.error} message={failure} session={session} />
        <p role="status" className="news-admin__notice">
          {notice}
        </p>
        <div className="news-admin__actions">
          <button type="submit" className="btn btn--primary" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save'}
          </button>
          <button
            type="button"
            className="btn"
            disabled={previewing.isPending}
            onClick={() => previewing.mutate(articleFields(values))}
          >
            Preview
          </button>
        </div>
      </form>
      <Modal
        open={preview !== null}
        onCancel={() => setPreview(null)}
        aria-label="Preview: the article as players will see it"
        className="news-preview"
      >
        {preview && (
          <ArticleContent
            subject={preview.subject}
            author={preview.author}
            content={preview.content}
            thumbnail={preview.thumbnail?.url ?? null}
            showThumbnail={preview.IsShowThumbnail}
            publishedAt={article?.publishAt ?? undefined}
            views={article?.views ?? 0}
            footer={
              <p>
                <button type="button" className="btn btn--small" onClick={() => setPreview(null)}>
                  Close the preview
                </button>
              </p>
            }
          />
        )}
      </Modal>
    </section>
  );
}

export default NewsEditPage;
