import type { Translation } from './catalog.ts';
import type sharingEn from './sharing.en.ts';

/** sharing.en.ts in Filipino as players write it (docs/product/languages.md, Writing Filipino). */
const sharing: Translation<typeof sharingEn> = {
  'sharing.home.crumb': 'Home',
  'sharing.home.description': 'Pinakabagong balita, event, ranking at download ng server.',
  'sharing.news.crumb': 'Balita',
  'sharing.news.description': 'Balita, event at guide mula sa mga game master.',
  'sharing.rankings.crumb': 'Rankings',
  'sharing.rankings.description': 'Top players ngayong buwan sa level, yaman, MMR at kills.',
  'sharing.itemshop.crumb': 'Item Shop',
  'sharing.itemshop.description': 'Mga item kapalit ng R-Coin at Milleage, kasama ang top sales.',
  'sharing.story.crumb': 'Kuwento',
  'sharing.story.description': 'Ang kuwento ng tatlong school at ng mundo ng laro.',
  'sharing.characters.crumb': 'Character',
  'sharing.characters.description': 'Bawat class ng laro, ang mga armas at skill nito.',
  'sharing.gamesystem.crumb': 'Game System',
  'sharing.gamesystem.description': 'Paano gumagana ang laro: school, club, item at iba pa.',
  'sharing.instructions.crumb': 'Paano Maglaro',
  'sharing.instructions.description': 'Paano i-install ang laro at laruin ang unang oras mo.',
  'sharing.serverinfo.crumb': 'Server Info',
  'sharing.serverinfo.description': 'Mga rate, cap at patakaran ng server na ito.',
  'sharing.download.crumb': 'Download',
  'sharing.download.description': 'I-download ang buong game client at ang mga bagong patch.',
  'sharing.wallpaper.crumb': 'Wallpaper',
  'sharing.wallpaper.description': 'Mga wallpaper ng laro para sa desktop at phone.',
  'sharing.gallery.crumb': 'Gallery',
  'sharing.gallery.description': 'Mga larawan mula sa laro at sa mga event nito.',
  'sharing.movies.crumb': 'Movie',
  'sharing.movies.description': 'Mga video ng laro, ng mga class nito at ng mga event.',
  'sharing.socials.crumb': 'Socials',
  'sharing.socials.description': 'Dito mo makikita ang community.',
  'sharing.credits.crumb': 'Credits',
  'sharing.credits.description': 'Ang artwork at software na ginamit sa site na ito.',
  'sharing.operationPolicy.crumb': 'Patakaran sa Laro',
  'sharing.operationPolicy.description': 'Ang mga patakaran sa paglalaro sa server na ito.',
  'sharing.privacyPolicy.crumb': 'Privacy Policy',
  'sharing.privacyPolicy.description': 'Ano ang itinatago ng site na ito tungkol sa iyo at bakit.',
  'sharing.gameCash.crumb': 'Kasunduan sa Game Cash',
  'sharing.gameCash.description': 'Ang mga tuntunin sa pagbili ng R-Coin.',
  'sharing.feedTitle': 'Balita ng {site}',
};

export default sharing;

/**
 * Ids whose Filipino is the English word on purpose (scripts/check-messages.ts passes them).
 * @public read by scripts/check-messages.ts alone (this server-only catalog is never loaded as a chunk)
 */
export const SAME_AS_ENGLISH: readonly (keyof typeof sharingEn)[] = [
  'sharing.home.crumb',
  'sharing.rankings.crumb',
  'sharing.itemshop.crumb',
  'sharing.characters.crumb',
  'sharing.gamesystem.crumb',
  'sharing.download.crumb',
  'sharing.wallpaper.crumb',
  'sharing.gallery.crumb',
  'sharing.movies.crumb',
  'sharing.socials.crumb',
  'sharing.credits.crumb',
  'sharing.privacyPolicy.crumb',
];
