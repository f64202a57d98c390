import type { Translation } from './catalog.ts';
import type mediaEn from './media.en.ts';

/** media.en.ts in Filipino as players write it (docs/product/languages.md, Writing Filipino). */
const media: Translation<typeof mediaEn> = {
  'media.loadFailed': 'Hindi ma-load ang page na ito. Subukan ulit mamaya.',
  'media.gallery.title': 'Gallery',
  'media.gallery.lead':
    'Mga moment ng aming mga player. Gamitin ang arrow keys para lumipat-lipat ng picture sa viewer.',
  'media.gallery.loading': 'Nilo-load ang gallery…',
  'media.gallery.empty': 'Wala pang picture sa gallery.',
  'media.gallery.noSuchPage': 'Walang ganitong page sa gallery.',
  'media.gallery.pictures': 'Gallery',
  'media.gallery.pages': 'Mga page ng gallery',
  'media.wallpaper.title': 'Wallpaper',
  'media.wallpaper.lead': 'Mga wallpaper para sa desktop mo. Buksan ang isa para makita at i-download.',
  'media.wallpaper.loading': 'Nilo-load ang mga wallpaper…',
  'media.wallpaper.empty': 'Wala pang wallpaper.',
  'media.wallpaper.pictures': 'Mga wallpaper',
  'media.movies.title': 'Video',
  'media.movies.loading': 'Nilo-load ang mga video…',
  'media.movies.empty': 'Wala pang video.',
  'media.movies.play': 'I-play ang {title}',
  'media.socials.title': 'Socials',
  'media.socials.lead': 'I-follow ang server para sa mga event, patch notes at screenshot.',
  'media.socials.loading': 'Nilo-load ang mga social link…',
  'media.socials.empty': 'Wala pang social link.',
  'media.viewer.position': '{title} ({position} sa {total})',
  'media.viewer.download': 'I-download',
  'media.viewer.previous': 'Nakaraan',
  'media.viewer.next': 'Susunod',
  'media.viewer.close': 'Isara',
};

export default media;

/** Ids whose Filipino is the English word on purpose (scripts/check-messages.ts passes them). */
export const SAME_AS_ENGLISH: readonly (keyof typeof mediaEn)[] = [
  'media.gallery.title',
  'media.gallery.pictures',
  'media.wallpaper.title',
  'media.socials.title',
];
