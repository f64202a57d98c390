// Plain constants only (no zod): the client imports these on its first paint.
/**
 * The boards of the /news page, in page order, with the news type each shows (0 general, 1 guides, 2 events;
 * docs/product/content.md, News).
 */
export const NEWS_BOARDS = [
  { type: 0, title: 'General News' },
  { type: 2, title: 'Events' },
  { type: 1, title: 'Guides' },
] as const;

/** docs/product/content.md, News: list page size 8, latest count 1. */
export const NEWS_PAGE_SIZE = 8;
export const NEWS_LATEST_COUNT = 1;
export const NO_NEWS = 'No news data available';

/** The news feed (RSS 2.0, docs/product/sharing.md, The news feed): served by modules/pages, linked by the pages. */
export const NEWS_FEED_PATH = '/news/rss.xml';
