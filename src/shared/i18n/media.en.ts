/**
 * Messages of the gallery, wallpaper, movie and socials pages (src/client/features/media), in English.
 * This file defines the area's ids; media.fil.ts has the same ones (docs/product/languages.md).
 */
const media = {
  'media.loadFailed': 'This page could not be loaded. Please try again later.',
  'media.gallery.title': 'Gallery',
  'media.gallery.lead':
    'Moments from our players. Use the arrow keys to move through the pictures in the viewer.',
  'media.gallery.loading': 'Loading the gallery…',
  'media.gallery.empty': 'No pictures in the gallery yet.',
  'media.gallery.noSuchPage': 'There is no such page of the gallery.',
  'media.gallery.pictures': 'Gallery',
  'media.gallery.pages': 'Gallery pages',
  'media.wallpaper.title': 'Wallpaper',
  'media.wallpaper.lead': 'Desktop wallpapers for your screen. Open one to view and download it.',
  'media.wallpaper.loading': 'Loading wallpapers…',
  'media.wallpaper.empty': 'No wallpapers yet.',
  'media.wallpaper.pictures': 'Wallpapers',
  'media.movies.title': 'Movie',
  'media.movies.loading': 'Loading movies…',
  'media.movies.empty': 'No movies yet.',
  'media.movies.play': 'Play {title}',
  'media.socials.title': 'Socials',
  'media.socials.lead': 'Follow the server for events, patch notes and screenshots.',
  'media.socials.loading': 'Loading social links…',
  'media.socials.empty': 'No social links yet.',
  'media.viewer.position': '{title} ({position} of {total})',
  'media.viewer.download': 'Download',
  'media.viewer.previous': 'Previous',
  'media.viewer.next': 'Next',
  'media.viewer.close': 'Close',
} as const;

export default media;
