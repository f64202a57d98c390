/**
 * The public pages' titles and share tags as the server writes them (modules/pages: <title>, the
 * description, og: and twitter: tags, the news feed's link), in English: a server-only area. A page's crumb
 * is the one the page itself shows in its title ('{crumb} | {site name}'); what operators write (articles,
 * the site's name) is shown as written. This file defines the area's ids; sharing.fil.ts has the same ones.
 */
const sharing = {
  'sharing.home.crumb': 'Home',
  'sharing.home.description': 'Latest news, events, rankings and downloads of the server.',
  'sharing.news.crumb': 'News',
  'sharing.news.description': 'News, events and guides from the game masters.',
  'sharing.rankings.crumb': 'Rankings',
  'sharing.rankings.description': 'Top players by level, wealth, MMR and kills this month.',
  'sharing.itemshop.crumb': 'Item Shop',
  'sharing.itemshop.description': 'Items for R-Coin and Milleage, with top sales.',
  'sharing.story.crumb': 'Story',
  'sharing.story.description': 'The story of the three schools and the world of the game.',
  'sharing.characters.crumb': 'Character',
  'sharing.characters.description': 'Every class of the game, its weapons and its skills.',
  'sharing.gamesystem.crumb': 'Game System',
  'sharing.gamesystem.description': 'How the game works: schools, clubs, items and more.',
  'sharing.instructions.crumb': 'Instructions',
  'sharing.instructions.description': 'How to install the game and play your first hour.',
  'sharing.serverinfo.crumb': 'Server Information',
  'sharing.serverinfo.description': 'Rates, caps and rules of this server.',
  'sharing.download.crumb': 'Download',
  'sharing.download.description': 'Download the full game client and the latest patches.',
  'sharing.wallpaper.crumb': 'Wallpaper',
  'sharing.wallpaper.description': 'Wallpapers of the game for desktop and phone.',
  'sharing.gallery.crumb': 'Gallery',
  'sharing.gallery.description': 'Pictures from the game and its events.',
  'sharing.movies.crumb': 'Movie',
  'sharing.movies.description': 'Videos of the game, its classes and its events.',
  'sharing.socials.crumb': 'Socials',
  'sharing.socials.description': 'Where to find the community.',
  'sharing.credits.crumb': 'Credits',
  'sharing.credits.description': 'The artwork and software this site is made with.',
  'sharing.operationPolicy.crumb': 'Operation Policy',
  'sharing.operationPolicy.description': 'The rules of play on this server.',
  'sharing.privacyPolicy.crumb': 'Privacy Policy',
  'sharing.privacyPolicy.description': 'What this site keeps about you and why.',
  'sharing.gameCash.crumb': 'Game Cash Agreement',
  'sharing.gameCash.description': 'The terms of R-Coin purchases.',
  'sharing.feedTitle': '{site} news',
};

export default sharing;
