/**
 * Messages of the rankings page (src/client/features/rankings), in English.
 * This file defines the area's ids; rankings.fil.ts has the same ones (docs/product/languages.md).
 * Class and school names stay as the game has them (src/shared/classes.ts, schools.ts).
 */
const rankings = {
  'rankings.title': 'Rankings',
  'rankings.note': 'Top 100 players in this month; rankings reset on the first day of each month.',
  'rankings.type': 'Ranking type',
  'rankings.mmr': 'MMR',
  'rankings.level': 'Level',
  'rankings.richest': 'Richest',
  'rankings.killer': 'Killer',
  'rankings.timeLogged': 'Time Logged',
  'rankings.money': 'Money',
  'rankings.kills': 'Kills',
  'rankings.deaths': 'Deaths',
  'rankings.school': 'School',
  'rankings.class': 'Class',
  'rankings.month': 'Month',
  'rankings.all': 'All',
  'rankings.unknownClass': 'Unknown',
  'rankings.caption': '{list} ranking',
  'rankings.captionMonth': '{list} ranking, {month}',
  'rankings.rank': 'Rank',
  'rankings.name': 'Character Name',
  'rankings.unavailable': 'Rankings are not available right now.',
  'rankings.empty': 'No players ranked yet.',
} as const;

export default rankings;
