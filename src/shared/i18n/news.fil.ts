import type { Translation } from './catalog.ts';
import type newsEn from './news.en.ts';

/** news.en.ts in Filipino as players write it (docs/product/languages.md, Writing Filipino). */
const news: Translation<typeof newsEn> = {
  'news.title': 'Balita',
  'news.board.general': 'Pangkalahatang Balita',
  'news.board.events': 'Mga Event',
  'news.board.guides': 'Mga Gabay',
  'news.feed': 'Sundan ang balita sa feed reader o Discord bot: {link}',
  'news.feedLink': 'RSS feed',
  'news.loadingArticle': 'Naglo-load ang balita…',
  'news.back': 'Bumalik sa balita',
  'news.none': 'Wala pang balita',
  'news.new': 'bago',
  'news.subject': 'Paksa',
  'news.writer': 'Sumulat',
  'news.date': 'Petsa',
  'news.views': 'Views',
  'news.pages': 'Mga page ng {board}',
  'news.previous': 'Nakaraan',
  'news.next': 'Susunod',
  'news.page': 'Page {page} ng {last}',
};

export default news;

/** Ids whose Filipino is the English word on purpose (scripts/check-messages.ts passes them). */
export const SAME_AS_ENGLISH: readonly (keyof typeof newsEn)[] = ['news.feedLink', 'news.views'];
