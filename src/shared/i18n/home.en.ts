/**
 * Messages of the home page (src/client/features/home), in English.
 * This file defines the area's ids; home.fil.ts has the same ones (docs/product/languages.md).
 */
const home = {
  'home.title': 'Home',
  'home.latestNews': 'Latest News',
  'home.allNews': 'All news',
  'home.board.general': 'General News',
  'home.board.events': 'Events',
  'home.board.guides': 'Guides',
  'home.noNews': 'No news data available',
  'home.topLevels': 'Top Levels',
  'home.school': 'School',
  'home.allSchools': 'All',
  'home.level': 'Lv {level}',
  'home.noPlayers': 'No players ranked yet.',
  'home.fullRankings': 'Full rankings',
  'home.clubAreas': 'Club Areas',
  'home.area': 'Area',
  'home.club': 'Club',
  'home.tax': 'Tax',
  'home.noClub': 'None',
  'home.areaNumber': 'Area {number}',
  'home.social': '{link} for events, patch notes and screenshots.',
  'home.socialLink': 'Follow us on social media',
} as const;

export default home;
