import type { Db } from '../db/database.ts';
import { listMedia, mediaLists } from '../modules/media/service.ts';
import { createItem } from '../resources/ordered-list/service.ts';
import type { SeedReport } from './seed-report.ts';

const WALLPAPERS = [
  'Ember Ridge',
  'Lantern Night',
  'Campus Gate',
  'Desert Caravan',
  'Violet Spire',
  'Jade Valley',
];
const SHOTS = [
  'Club war at dusk',
  'Party at the Old Mines',
  'Festival square',
  'Boss down!',
  'Fishing by the coast',
  'Sunrise training',
  'School parade',
  'Night market',
];

const MOVIES = [
  { title: 'Season trailer', video: 'M7lc1UVf-VE', description: 'Two minutes of what is new this season.' },
  {
    title: 'Campus Wars highlights',
    video: 'aqz-KE-bpKQ',
    description: 'The best moments of last Saturday.',
  },
  { title: 'Beginner walkthrough', video: 'ScMzIvxBSi4', description: 'From school gate to level ten.' },
];

const SOCIALS = [
  { name: 'Facebook', url: 'https://www.facebook.com/', description: 'News, events and giveaways.' },
  { name: 'Discord', url: 'https://discord.com/', description: 'Chat with players and staff, find a party.' },
  {
    name: 'YouTube',
    url: 'https://www.youtube.com/',
    description: 'Trailers, guides and Campus Wars replays.',
  },
  { name: 'TikTok', url: 'https://www.tiktok.com/', description: 'Short clips from the community.' },
];

const SERVER_INFO = [
  {
    title: 'Rates and schedule',
    html:
      '<ul><li>EXP rate: 10x</li><li>Item drop rate: 5x</li><li>Gold drop rate: 5x</li><li>Level cap: 255</li>' +
      '<li>Three schools: Sacred Gate, Mystic Peak and Phoenix</li>' +
      '<li>Campus Wars: Saturdays at 21:00</li><li>Server time: GMT+08:00 (Manila)</li></ul>',
    image: { url: '/img/guides/server-info.svg', width: 640, height: 420 },
  },
];

/** The demo's placeholder art (public/img/media), one size for every picture of a kind. */
const picture = (url: string, width: number, height: number) => ({
  image: { url, width, height },
  thumbnail: { url, width, height },
});

/**
 * Idempotent: adds each demo record whose title (a social link: name) is not there yet, through the media
 * service, so a demo install shows what the pages showed before they were editable.
 */
export async function seedMedia(db: Db, _report: SeedReport): Promise<void> {
  const titles = async (kind: 'wallpapers' | 'gallery' | 'movies' | 'serverinfo') =>
    new Set((await listMedia(db, kind)).map((item) => item.title));

  const walls = await titles('wallpapers');
  for (const [i, title] of WALLPAPERS.entries()) {
    if (walls.has(title)) continue;
    await createItem(
      db,
      mediaLists.wallpapers,
      { title, ...picture(`/img/media/wallpaper-${i + 1}.svg`, 1280, 720) },
      null,
    );
  }
  const shots = await titles('gallery');
  for (const [i, title] of SHOTS.entries()) {
    if (shots.has(title)) continue;
    await createItem(
      db,
      mediaLists.gallery,
      { title, ...picture(`/img/media/gallery-${i + 1}.svg`, 800, 450) },
      null,
    );
  }
  const movies = await titles('movies');
  for (const movie of MOVIES)
    if (!movies.has(movie.title)) await createItem(db, mediaLists.movies, movie, null);
  const sections = await titles('serverinfo');
  for (const section of SERVER_INFO) {
    if (!sections.has(section.title)) await createItem(db, mediaLists.serverinfo, section, null);
  }
  const socials = new Set((await listMedia(db, 'socials')).map((s) => s.name));
  for (const social of SOCIALS)
    if (!socials.has(social.name)) await createItem(db, mediaLists.socials, social, null);
}
