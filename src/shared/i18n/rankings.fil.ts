import type { Translation } from './catalog.ts';
import type rankingsEn from './rankings.en.ts';

/** rankings.en.ts in Filipino as players write it (docs/product/languages.md, Writing Filipino). */
const rankings: Translation<typeof rankingsEn> = {
  'rankings.title': 'Ranking',
  'rankings.note': 'Top 100 na player ngayong buwan; nire-reset ang ranking tuwing unang araw ng buwan.',
  'rankings.type': 'Uri ng ranking',
  'rankings.mmr': 'MMR',
  'rankings.level': 'Level',
  'rankings.richest': 'Pinakamayaman',
  'rankings.killer': 'Killer',
  'rankings.timeLogged': 'Oras na Naglaro',
  'rankings.money': 'Pera',
  'rankings.kills': 'Kills',
  'rankings.deaths': 'Deaths',
  'rankings.school': 'School',
  'rankings.class': 'Class',
  'rankings.month': 'Buwan',
  'rankings.all': 'Lahat',
  'rankings.unknownClass': 'Hindi alam',
  'rankings.caption': 'Ranking ng {list}',
  'rankings.captionMonth': 'Ranking ng {list}, {month}',
  'rankings.rank': 'Rank',
  'rankings.name': 'Pangalan ng Character',
  'rankings.unavailable': 'Hindi makuha ang ranking ngayon.',
  'rankings.empty': 'Wala pang naka-rank na player.',
};

export default rankings;

/** Ids whose Filipino is the English word on purpose (scripts/check-messages.ts passes them). */
export const SAME_AS_ENGLISH: readonly (keyof typeof rankingsEn)[] = [
  'rankings.mmr',
  'rankings.level',
  'rankings.killer',
  'rankings.kills',
  'rankings.deaths',
  'rankings.school',
  'rankings.class',
  'rankings.rank',
];
