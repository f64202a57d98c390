import { createHash } from 'node:crypto';
import type {
  NewsArticle,
  NewsItem,
  NewsListParams,
  NewsListResponse,
  NewsSave,
} from '#shared/contracts/news.ts';
import { NO_NEWS } from '#shared/news-types.ts';
import { pageFields } from '#shared/pager.ts';
import { changedFields, recordAudit } from '../../db/audit.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http-error.ts';
import * as repo from './repository.ts';
import { safeImageUrl, sanitizeNewsHtml } from './sanitize.ts';

type ListRow = Awaited<ReturnType<typeof repo.listNews>>[number];

function toItem(row: ListRow): NewsItem {
  return {
    id: row.id,
    subject: row.subject,
    type: row.type,
    created_at: new Date(row.created_at).toISOString(),
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

let viewsSincePrune = 0;

/** The article with its HTML sanitized again, after counting this visitor's view (once an hour). */
export async function readArticle(db: Db, id: number, visitor: string): Promise<NewsArticle> {
  const row = await repo.findNews(db, id);
  if (!row) throw notFound(NO_NEWS);
  const counted = await repo.countView(db, id, visitor);
  if (counted && ++viewsSincePrune >= 500) {
    viewsSincePrune = 0;
    void repo.pruneViews(db).catch(() => {});
  }
  const views = row.views + (counted ? 1 : 0);
  return { ...toItem({ ...row, views }), content: sanitizeNewsHtml(row.content) };
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

/** POST /news: the article and its audit row in one transaction. */
export async function publishNews(db: Db, input: NewsSave, editor: Editor): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const values = toValues(input);
    const { id } = await repo.insertNews(trx, values);
    await recordAudit(trx, {
      staff: editor.userNum,
      ip: editor.ip,
      action: 'news.create',
      recordType: 'news',
      recordId: id,
      changes: changedFields(null, values, AUDITED_FIELDS),
    });
    return id;
  });
}

/** PUT /news/:id: the change and its audit row in one transaction; 404 when there is no such article. */
export async function updateNews(db: Db, id: number, input: NewsSave, editor: Editor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await repo.lockNews(trx, id);
    if (!before) throw notFound(NO_NEWS);
    const values = toValues(input);
    await repo.updateNews(trx, id, values);
    await recordAudit(trx, {
      staff: editor.userNum,
      ip: editor.ip,
      action: 'news.update',
      recordType: 'news',
      recordId: id,
      changes: changedFields(before, values, AUDITED_FIELDS),
    });
  });
}
