import type { Translation } from './catalog.ts';
import type homeEn from './home.en.ts';

/** home.en.ts in Filipino as players write it (docs/product/languages.md, Writing Filipino). */
const home: Translation<typeof homeEn> = {
  'home.title': 'Home',
  'home.latestNews': 'Pinakabagong Balita',
  'home.allNews': 'Lahat ng balita',
  'home.board.general': 'Pangkalahatang Balita',
  'home.board.events': 'Mga Event',
  'home.board.guides': 'Mga Gabay',
  'home.noNews': 'Wala pang balita',
  'home.topLevels': 'Top Levels',
  'home.school': 'School',
  'home.allSchools': 'Lahat',
  'home.level': 'Lv {level}',
  'home.noPlayers': 'Wala pang naka-rank na player.',
  'home.fullRankings': 'Buong ranking',
  'home.clubAreas': 'Mga Club Area',
  'home.area': 'Area',
  'home.club': 'Club',
  'home.tax': 'Tax',
  'home.noClub': 'Wala',
  'home.areaNumber': 'Area {number}',
  'home.social': '{link} para sa mga event, patch notes at screenshots.',
  'home.socialLink': 'I-follow kami sa social media',
};

export default home;

/** Ids whose Filipino is the English word on purpose (scripts/check-messages.ts passes them). */
export const SAME_AS_ENGLISH: readonly (keyof typeof homeEn)[] = [
  'home.title',
  'home.topLevels',
  'home.school',
  'home.level',
  'home.area',
  'home.club',
  'home.tax',
  'home.areaNumber',
];
