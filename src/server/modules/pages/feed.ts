import { NEWS_BOARDS, NEWS_FEED_PATH } from '#shared/news-types.ts';
import { PUBLIC_PAGES } from '#shared/public-pages.ts';
import { absoluteUrl, escapeHtml } from './head.ts';
import { sharingTexts } from './texts.ts';

/** How many of the newest articles the feed carries. */
export const FEED_ARTICLES = 20;
/** How long an item's description is at most: a feed reader's or a chat embed's preview, not the article. */
export const FEED_SUMMARY_LENGTH = 300;

/** What the feed shows of an article (news/service.ts, feedArticles). */
interface FeedArticle {
  id: number;
  subject: string;
  type: number;
  /** When players first saw it (ISO). */
  created_at: string;
  /** Its publication or its latest edit, whichever came last. */
  changedAt: Date;
  /** Plain text: its first words. */
  summary: string;
  img_thumbnail: string | null;
  imageSize: { width: number; height: number } | null;
}

/** Characters XML 1.0 refuses anywhere: control characters but tab and line ends, and U+FFFE and U+FFFF. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching the characters XML refuses is the point
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/**
 * Text for an XML element or a double-quoted attribute: characters XML refuses are dropped, a lone surrogate
 * becomes U+FFFD, and the rest is escaped.
 */
const xml = (value: string) => escapeHtml(value.toWellFormed().replace(NOT_XML, ''));

const IMAGE_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
};

/** The article's picture as Media RSS: its type from the address's extension and its size when stored. */
function mediaContent(publicUrl: string, article: FeedArticle): string {
  if (!article.img_thumbnail) return '';
  const url = absoluteUrl(publicUrl, article.img_thumbnail);
  const extension = /\.([a-z]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase() ?? '';
  const type = IMAGE_TYPES[extension];
  const size = article.imageSize;
  return `<media:content url="${xml(url)}" medium="image"${type ? ` type="${type}"` : ''}${
    size ? ` width="${size.width}" height="${size.height}"` : ''
  } />`;
}

function item(publicUrl: string, article: FeedArticle): string {
  const link = xml(absoluteUrl(publicUrl, `/news?topic=${article.id}`));
  const board = NEWS_BOARDS.find((b) => b.type === article.type)?.title ?? 'News';
  // Readers show a description as HTML: the plain text is escaped as HTML first, then as XML, so even an
  // excerpt that spells out a tag is shown as text and never becomes markup.
  return (
    `<item><title>${xml(article.subject)}</title><link>${link}</link>` +
    `<guid isPermaLink="true">${link}</guid>` +
    `<pubDate>${new Date(article.created_at).toUTCString()}</pubDate>` +
    `<category>${xml(board)}</category>` +
    `<description>${xml(escapeHtml(article.summary))}</description>` +
    `${mediaContent(publicUrl, article)}</item>`
  );
}

/**
 * /news/rss.xml (docs/product/sharing.md, The news feed): RSS 2.0 of the newest articles players may see, newest
 * first. lastBuildDate is the latest change among them, not the time it was built, so an unchanged feed
 * keeps its ETag when the cache refills and a reader polling with If-None-Match gets 304.
 */
export function newsFeedXml(publicUrl: string, siteName: string, articles: FeedArticle[], now: Date): string {
  const home = absoluteUrl(publicUrl, '/');
  const changed = articles.length ? new Date(Math.max(...articles.map((a) => a.changedAt.getTime()))) : now;
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">' +
    `<channel><title>${xml(siteName)}</title><link>${xml(home)}</link>` +
    `<description>${xml(sharingTexts('en')(PUBLIC_PAGES['/news']!.description))}</description>` +
    '<language>en</language>' +
    `<lastBuildDate>${changed.toUTCString()}</lastBuildDate>` +
    `<atom:link href="${xml(absoluteUrl(publicUrl, NEWS_FEED_PATH))}" rel="self" type="application/rss+xml" />` +
    `${articles.map((article) => item(publicUrl, article)).join('')}</channel></rss>\n`
  );
}
