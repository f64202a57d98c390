import type { Picture } from './image-viewer.tsx';

const WALLS = [
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

export const WALLPAPERS: Picture[] = WALLS.map((title, i) => ({
  src: `/img/media/wallpaper-${i + 1}.svg`,
  title,
  width: 1280,
  height: 720,
}));

export const GALLERY: Picture[] = SHOTS.map((title, i) => ({
  src: `/img/media/gallery-${i + 1}.svg`,
  title,
  width: 800,
  height: 450,
}));

/** Videos: a poster first; the player (youtube-nocookie, allowed by the CSP) loads only on request. */
export const MOVIES = [
  { id: 1, title: 'Season trailer', youtube: 'M7lc1UVf-VE', text: 'Two minutes of what is new this season.' },
  {
    id: 2,
    title: 'Campus Wars highlights',
    youtube: 'aqz-KE-bpKQ',
    text: 'The best moments of last Saturday.',
  },
  { id: 3, title: 'Beginner walkthrough', youtube: 'ScMzIvxBSi4', text: 'From school gate to level ten.' },
];

export const SOCIALS = [
  { name: 'Facebook', href: 'https://www.facebook.com/', text: 'News, events and giveaways.' },
  { name: 'Discord', href: 'https://discord.com/', text: 'Chat with players and staff, find a party.' },
  { name: 'YouTube', href: 'https://www.youtube.com/', text: 'Trailers, guides and Campus Wars replays.' },
  { name: 'TikTok', href: 'https://www.tiktok.com/', text: 'Short clips from the community.' },
];
