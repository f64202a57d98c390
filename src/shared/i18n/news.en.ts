/**
 * Messages of the news pages (src/client/features/news), in English.
 * This file defines the area's ids; news.fil.ts has the same ones (docs/product/languages.md).
 */
const news = {
  'news.title': 'News',
  'news.board.general': 'General News',
  'news.board.events': 'Events',
  'news.board.guides': 'Guides',
  'news.feed': 'Follow the news in a feed reader or a Discord bot: {link}',
  'news.feedLink': 'RSS feed',
  'news.loadingArticle': 'Loading article…',
  'news.back': 'Back to news',
  'news.none': 'No news data available',
  'news.new': 'new',
  'news.subject': 'Subject',
  'news.writer': 'Writer',
  'news.date': 'Date',
  'news.views': 'Views',
  'news.pages': '{board} pages',
  'news.previous': 'Previous',
  'news.next': 'Next',
  'news.page': 'Page {page} of {last}',
} as const;

export default news;
