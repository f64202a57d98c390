import { createHash } from 'node:crypto';
import {
  ADMIN_NEWS_PAGE_SIZE,
  type AdminNewsArticle,
  type AdminNewsList,
  type AdminNewsPreview,
  type AdminNewsQuery,
  type AdminNewsSave,
  type NewsState,
} from '#shared/contracts/admin-news.ts';
import type {
  NewsArticle,
  NewsItem,
  NewsListParams,
  NewsListResponse,
  NewsSave,
} from '#shared/contracts/news.ts';
import type { Versioned } from '#shared/contracts/versions.ts';
import { NO_NEWS } from '#shared/news-types.ts';
import { pageFields } from '#shared/pager.ts';
import type { TaskRunner } from '../../background-tasks.ts';
import { type AuditedKind, changeRecord, createRecord } from '../../db/audited.ts';
import type { Db } from '../../db/database.ts';
import { badRequest, notFound } from '../../http-error.ts';
import { announceNews } from '../discord/service.ts';
import * as repo from './repository.ts';
import { newsSummary, safeImageUrl, sanitizeEditorHtml, sanitizeNewsHtml } from './sanitize.ts';

type ListRow = Awaited<ReturnType<typeof repo.listNews>>[number];

function toItem(row: ListRow): NewsItem {
  return {
    id: row.id,
    subject: row.subject,
    type: row.type,
    // Players see the time it was published (its creation, for articles from before publishing existed).
    created_at: new Date(row.publish_at ?? 0).toISOString(),
    author: row.author,
    img_thumbnail: safeImageUrl(row.img_thumbnail),
    IsShowThumbnail: row.is_show_thumbnail,
    views: row.views,
  };
}

/** The shop's paging fields (src/shared/pager.ts), plus the page and the total the news lists also carry. */
function pagedList(page: number, total: number, perPage: number) {
  return { page, ...pageFields(page, total, perPage), total };
}

/**
 * `GET /getnewsall/{type}/{count}/{a}/{b}`: b = 1 asks for the newest `count` items (a is ignored);
 * b = 0 asks for page `a` (1-based, 0 read as 1) of the list in pages of `count`, newest first.
 */
export async function listNews(db: Db, params: NewsListParams): Promise<NewsListResponse> {
  const latest = params.b === 1;
  const page = latest ? 1 : Math.max(1, params.a);
  const [rows, total] = await Promise.all([
    repo.listNews(db, params.type, params.count, (page - 1) * params.count),
    repo.countNews(db, params.type),
  ]);
  return {
    data: rows.map(toItem),
    ...pagedList(page, latest ? Math.min(total, params.count) : total, params.count),
  };
}

/** A stable, non-reversible visitor key: the signed-in user, else the address and browser together. */
export function visitorKey(input: { userNum?: number | null; ip: string; userAgent?: string }): string {
  if (input.userNum) return `u:${input.userNum}`;
  return `a:${createHash('sha256')
    .update(`${input.ip}\n${input.userAgent ?? ''}`)
    .digest('base64url')
    .slice(0, 22)}`;
}

const PRUNE_EVERY_VIEWS = 500;

/**
 * View rows older than the hour that makes a repeat visit not count are only clutter: every
 * PRUNE_EVERY_VIEWS counted views they are deleted, as the app's background task (its failure is logged, and
 * the app waits for it before it closes). One per news routes plugin, so two apps share no count.
 */
export function viewPruning(db: Db, tasks: Pick<TaskRunner, 'run'>) {
  let sincePrune = 0;
  return {
    counted() {
      sincePrune += 1;
      if (sincePrune < PRUNE_EVERY_VIEWS) return;
      sincePrune = 0;
      tasks.run('prune news views', () => repo.pruneViews(db));
    },
  };
}

/** The article with its HTML sanitized again, after counting this visitor's view (once an hour). */
export async function readArticle(
  db: Db,
  pruning: ReturnType<typeof viewPruning>,
  id: number,
  visitor: string,
): Promise<NewsArticle> {
  const row = await repo.findNews(db, id);
  if (!row) throw notFound(NO_NEWS);
  const counted = await repo.countView(db, id, visitor);
  if (counted) pruning.counted();
  const views = row.views + (counted ? 1 : 0);
  return { ...toItem({ ...row, views }), content: sanitizeNewsHtml(row.content) };
}

/**
 * An article as a shared link previews it (modules/pages): subject, writer, date, thumbnail and its first
 * words, or null when players may not see it. Counts no view: a crawler or the page renderer is not a reader.
 */
export async function articlePreview(db: Db, id: number) {
  const row = await repo.findNews(db, id);
  if (!row) return null;
  return { ...toItem(row), summary: newsSummary(row.content) };
}

/** Published articles for sitemap.xml, newest first (a scheduled or hidden one is not visible yet). */
export function sitemapArticles(db: Db, limit: number) {
  return repo.listVisibleNewsDates(db, limit);
}

/**
 * The newest articles players may see, for /news/rss.xml (modules/pages): each with its first words as plain
 * text and the time it last changed (its publication or its latest edit).
 */
export async function feedArticles(db: Db, limit: number, summaryLength: number) {
  const rows = await repo.listLatestNews(db, limit);
  return rows.map((row) => ({
    ...toItem(row),
    summary: newsSummary(row.content, summaryLength),
    imageSize:
      row.img_thumbnail_width && row.img_thumbnail_height
        ? { width: row.img_thumbnail_width, height: row.img_thumbnail_height }
        : null,
    changedAt: new Date(
      Math.max(new Date(row.publish_at ?? 0).getTime(), new Date(row.updated_at).getTime()),
    ),
  }));
}

function toValues(input: NewsSave, createdAt?: Date): repo.NewsValues {
  return {
    type: input.type,
    subject: input.subject,
    content: sanitizeNewsHtml(input.content),
    author: input.author,
    img_thumbnail: safeImageUrl(input.img_thumbnail),
    is_show_thumbnail: input.IsShowThumbnail ?? false,
    ...(createdAt ? { created_at: createdAt } : {}),
    status: 'published',
    publish_at: createdAt ?? new Date(),
  };
}

/** Stores an article with its HTML sanitized (the first of the two sanitizing passes). */
export async function createNews(db: Db, input: NewsSave, createdAt?: Date): Promise<number> {
  return (await repo.insertNews(db, toValues(input, createdAt))).id;
}

/** Who changed an article, for the audit log. */
export interface Editor {
  userNum: number;
  ip: string;
  /** The staff member's user ID: the writer of an article saved without one. */
  userId?: string;
}

/** The article fields the audit log compares (the stored, sanitized values). */
const AUDITED_FIELDS = [
  'type',
  'subject',
  'content',
  'author',
  'img_thumbnail',
  'is_show_thumbnail',
] as const;

/** An article as the original panel's routes change it. */
const NEWS: AuditedKind = { record: 'news', fields: AUDITED_FIELDS, table: 'news', missing: NO_NEWS };

/** POST /news: the article and its audit row in one transaction. */
export async function publishNews(db: Db, input: NewsSave, editor: Editor): Promise<number> {
  const { id } = await db.transaction().execute((trx) =>
    createRecord(trx, NEWS, editor, async () => {
      const values = toValues(input);
      const { id } = await repo.insertNews(trx, values);
      await announceIfVisible(trx, id, values.publish_at ?? null);
      return { id, values };
    }),
  );
  return id;
}

/** PUT /news/:id: the change and its audit row in one transaction; 404 when there is no such article. */
export async function updateNews(db: Db, id: number, input: NewsSave, editor: Editor): Promise<void> {
  await db.transaction().execute((trx) =>
    changeRecord(trx, NEWS, editor, {
      verb: 'update',
      id,
      // The original panel's route sends no version; it still moves the article on, so a console form
      // opened before this change cannot save over it unseen.
      version: 'bump',
      lock: () => repo.lockNews(trx, id),
      write: async () => {
        // This older route publishes as it saves: an article it edits keeps its state and publication time.
        const { status: _status, publish_at: _publishAt, ...values } = toValues(input);
        await repo.updateNews(trx, id, values);
        return values;
      },
    }),
  );
}

// Discord announcements (docs/product/discord.md, decision 0071).

type Announced = NonNullable<Awaited<ReturnType<typeof repo.claimAnnouncement>>>;

function announcementOf(row: Announced) {
  return {
    id: row.id,
    title: row.subject,
    summary: newsSummary(row.content, 300),
    image: safeImageUrl(row.img_thumbnail),
    author: row.author,
    publishedAt: new Date(row.publish_at ?? 0).toISOString(),
  };
}

/**
 * In the transaction that publishes an article: announced now if players can see it at `at` (a scheduled
 * one is left to announceDueNews), and only the first time it is (an article unpublished and published
 * again is not announced twice).
 */
async function announceIfVisible(trx: Db, id: number, at: Date | null): Promise<void> {
  if (!at) return;
  const row = await repo.claimAnnouncement(trx, id, at);
  if (row) await announceNews(trx, announcementOf(row), at);
}

/**
 * The Discord worker's check (modules/discord/worker.ts): articles whose scheduled time has come by `at`
 * are claimed and announced, the claim and the outbox rows in one transaction, so across instances each
 * is announced once. Answers how many were.
 */
export async function announceDueNews(db: Db, at: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const rows = await repo.claimDueAnnouncements(trx, at, 20);
    for (const row of rows) await announceNews(trx, announcementOf(row), at);
    return rows.length;
  });
}

// The console (/api/admin/news).

/** Every stored field the console can change, compared for the audit row. */
const CONSOLE_FIELDS = [
  'type',
  'subject',
  'content',
  'author',
  'img_thumbnail',
  'img_thumbnail_width',
  'img_thumbnail_height',
  'is_show_thumbnail',
  'status',
  'publish_at',
] as const;

/** An article as the console changes it: every field it can set. */
const CONSOLE_NEWS: AuditedKind = { ...NEWS, fields: CONSOLE_FIELDS };

function stateOf(row: { status: string; publish_at: Date | null; due: boolean | null }): NewsState {
  if (row.status !== 'published') return 'draft';
  return row.due ? 'published' : 'scheduled';
}

const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);

/** GET /api/admin/news: 20 a page, newest first, filtered by subject words, type and state. */
export async function adminNewsPage(db: Db, query: AdminNewsQuery): Promise<AdminNewsList> {
  const filter: repo.AdminFilter = {
    words: (query.q ?? '').split(/\s+/).filter(Boolean).slice(0, 8),
    type: query.type,
    state: query.status,
  };
  const page = query.page;
  const [rows, total] = await Promise.all([
    repo.listAdminNews(db, filter, ADMIN_NEWS_PAGE_SIZE, (page - 1) * ADMIN_NEWS_PAGE_SIZE),
    repo.countAdminNews(db, filter),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      subject: row.subject,
      type: row.type,
      state: stateOf(row),
      publishAt: iso(row.publish_at),
      createdAt: new Date(row.created_at).toISOString(),
      author: row.author,
      views: row.views,
    })),
    ...pagedList(page, total, ADMIN_NEWS_PAGE_SIZE),
  };
}

/** GET /api/admin/news/:id: the stored article for the edit form. */
export async function adminNewsArticle(db: Db, id: number): Promise<AdminNewsArticle> {
  const row = await repo.findAdminNews(db, id);
  if (!row) throw notFound(NO_NEWS);
  return {
    id: row.id,
    subject: row.subject,
    type: row.type,
    state: stateOf(row),
    publishAt: iso(row.publish_at),
    createdAt: new Date(row.created_at).toISOString(),
    author: row.author,
    views: row.views,
    version: row.version,
    content: row.content,
    thumbnail: row.img_thumbnail
      ? { url: row.img_thumbnail, width: row.img_thumbnail_width ?? 0, height: row.img_thumbnail_height ?? 0 }
      : null,
    IsShowThumbnail: row.is_show_thumbnail,
  };
}

type Locked = NonNullable<Awaited<ReturnType<typeof repo.lockNews>>>;

/** The stored values of a console save; `before` is the article as it was (null when creating). */
function consoleValues(input: AdminNewsSave, editor: Editor, before: Locked | null, now: Date) {
  const thumbnailUrl = input.thumbnail ? safeImageUrl(input.thumbnail.url) : null;
  let publishAt: Date | null = before?.publish_at ?? null;
  if (input.publish === 'now') {
    // An article players already see keeps its time; anything else is published from now.
    const shown = before?.status === 'published' && publishAt !== null && publishAt <= now;
    publishAt = shown ? publishAt : now;
  } else if (input.publish === 'at') {
    publishAt = new Date(input.publishAt ?? '');
    if (publishAt <= now)
      throw badRequest('The publication time has passed: choose a later time, or publish now.', {
        publishAt: 'Choose a time in the future.',
      });
  }
  return {
    type: input.type,
    subject: input.subject,
    content: sanitizeEditorHtml(input.content, 'content'),
    author: input.author || editor.userId || 'Staff',
    img_thumbnail: thumbnailUrl,
    img_thumbnail_width: thumbnailUrl ? (input.thumbnail?.width ?? null) : null,
    img_thumbnail_height: thumbnailUrl ? (input.thumbnail?.height ?? null) : null,
    is_show_thumbnail: input.IsShowThumbnail ?? false,
    status: input.publish === 'draft' ? ('draft' as const) : ('published' as const),
    publish_at: publishAt,
  };
}

/** POST /api/admin/news: the article (HTML sanitized) and its audit row in one transaction. */
export async function createConsoleNews(
  db: Db,
  input: AdminNewsSave,
  editor: Editor,
  now = new Date(),
): Promise<number> {
  const values = consoleValues(input, editor, null, now);
  const { id } = await db.transaction().execute((trx) =>
    createRecord(trx, CONSOLE_NEWS, editor, async () => {
      const { id } = await repo.insertNews(trx, { ...values, created_by: editor.userNum, created_at: now });
      await announceIfVisible(trx, id, now);
      return { id, values };
    }),
  );
  return id;
}

/** PUT /api/admin/news/:id: the change and its audit row in one transaction; 404 for no such article. */
export async function updateConsoleNews(
  db: Db,
  id: number,
  input: AdminNewsSave & Versioned,
  editor: Editor,
  now = new Date(),
): Promise<void> {
  await db.transaction().execute((trx) =>
    changeRecord(trx, CONSOLE_NEWS, editor, {
      verb: 'update',
      id,
      version: input.version,
      lock: () => repo.lockNews(trx, id),
      write: async (before) => {
        const values = consoleValues(input, editor, before, now);
        await repo.updateNews(trx, id, values);
        await announceIfVisible(trx, id, now);
        return values;
      },
    }),
  );
}

/**
 * POST /api/admin/news/:id/publish shows the article from now on (one players already see stays as it is);
 * .../unpublish turns it back into a draft. Returns whether anything changed.
 */
export async function setNewsPublished(
  db: Db,
  id: number,
  publish: boolean,
  editor: Editor,
  now = new Date(),
): Promise<boolean> {
  const { changed } = await db.transaction().execute((trx) =>
    changeRecord(trx, CONSOLE_NEWS, editor, {
      verb: publish ? 'publish' : 'unpublish',
      id,
      version: 'bump',
      lock: () => repo.lockNews(trx, id),
      unchanged: (before) => {
        const shown = before.status === 'published' && before.publish_at !== null && before.publish_at <= now;
        return publish ? shown : before.status === 'draft';
      },
      write: async (before) => {
        const after = publish
          ? { status: 'published' as const, publish_at: now }
          : { status: 'draft' as const, publish_at: before.publish_at };
        await repo.updateNews(trx, id, after);
        if (publish) await announceIfVisible(trx, id, now);
        return { ...before, ...after };
      },
    }),
  );
  return changed;
}

/** DELETE /api/admin/news/:id: removes the article (and its view rows); the audit row keeps its values. */
export async function deleteConsoleNews(db: Db, id: number, editor: Editor): Promise<void> {
  await db.transaction().execute((trx) =>
    changeRecord(trx, CONSOLE_NEWS, editor, {
      verb: 'delete',
      id,
      lock: () => repo.lockNews(trx, id),
      write: async () => {
        await repo.deleteNews(trx, id);
        return null;
      },
    }),
  );
}

/**
 * POST /api/admin/news/preview: the article as players will see it. Its HTML goes through the sanitizer
 * twice, as a saved article does (on save, and again when it is served).
 */
export function previewNews(
  input: Omit<AdminNewsSave, 'publish' | 'publishAt'>,
  editor: Editor,
): AdminNewsPreview {
  const thumbnailUrl = input.thumbnail ? safeImageUrl(input.thumbnail.url) : null;
  return {
    subject: input.subject,
    author: input.author || editor.userId || 'Staff',
    content: sanitizeNewsHtml(sanitizeEditorHtml(input.content, 'content')),
    thumbnail: thumbnailUrl && input.thumbnail ? { ...input.thumbnail, url: thumbnailUrl } : null,
    IsShowThumbnail: input.IsShowThumbnail ?? false,
  };
}
