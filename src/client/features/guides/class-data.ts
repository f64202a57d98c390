/** The class guide panels: seven with a tab (1-7), two without (8 magician, 9 shaper). Original text. */
export interface ClassPanel {
  number: number;
  key: string;
  name: string;
  emblem: string;
  tab: boolean;
  description: string;
  weapons: string[];
}

export const CLASS_PANELS: ClassPanel[] = [
  {
    number: 1,
    key: 'brawler',
    name: 'Brawler',
    emblem: 'brawler',
    tab: true,
    description:
      'Brawlers fight up close with their fists and feet. They take hits other classes cannot and turn the pain into power: the longer a fight lasts, the harder they strike. A brawler leads the charge and holds the line while the party does its work.',
    weapons: ['Gauntlets', 'Knuckles'],
  },
  {
    number: 2,
    key: 'archer',
    name: 'Archer',
    emblem: 'archer',
    tab: true,
    description:
      'Archers keep their distance and rain arrows on anything that moves. Quick feet and traps let them pick the ground for every fight; in a campus war a well-placed archer decides who holds the bridge.',
    weapons: ['Bows', 'Spears'],
  },
  {
    number: 3,
    key: 'swordsman',
    name: 'Swordsman',
    emblem: 'swordsman',
    tab: true,
    description:
      'Swordsmen balance defence and attack. Their sweeping cuts hit several enemies at once and their stance skills let them switch from guarding friends to chasing a fleeing foe.',
    weapons: ['Swords', 'Blades'],
  },
  {
    number: 4,
    key: 'shaman',
    name: 'Shaman',
    emblem: 'shaman',
    tab: true,
    description:
      'Shamans draw on the spirits of the school grounds. They heal, shield and strengthen their friends, and their curses slow the strongest enemy to a crawl. No long dungeon is finished without one.',
    weapons: ['Staffs', 'Talismans'],
  },
  {
    number: 5,
    key: 'extreme',
    name: 'Extreme',
    emblem: 'extreme',
    tab: true,
    description:
      'Extremes are trained in every school at once. They wield any weapon and mix melee and range in a single combo, but they must master twice as many skills to shine.',
    weapons: ['Swords', 'Fists', 'Bows', 'Spears', 'Dual weapons'],
  },
  {
    number: 6,
    key: 'scientist',
    name: 'Scientist',
    emblem: 'gunner',
    tab: true,
    description:
      'Scientists (gunners) bring machines to the battlefield. Rifles and pistols deal steady damage from range, and their gadgets heal allies or lock enemies in place.',
    weapons: ['Rifles', 'Pistols', 'Gadgets'],
  },
  {
    number: 7,
    key: 'assassin',
    name: 'Assassin',
    emblem: 'assassin',
    tab: true,
    description:
      'Assassins strike from the shadows. They vanish, reappear behind their target and finish the fight before it starts. Fragile in a long brawl, deadly in the first three seconds.',
    weapons: ['Daggers', 'Throwing stars'],
  },
  {
    number: 8,
    key: 'magician',
    name: 'Magician',
    emblem: 'magician',
    tab: false,
    description:
      'Magicians bend the elements. Fire, ice and lightning answer their call, covering a whole field with damage. Their spells need time to prepare, so they rely on friends to keep enemies away.',
    weapons: ['Wands', 'Orbs'],
  },
  {
    number: 9,
    key: 'shaper',
    name: 'Shaper',
    emblem: 'shaper',
    tab: false,
    description:
      'Shapers change the battlefield itself: walls rise, the ground cracks and summoned guardians fight at their side. A patient class for players who like to plan.',
    weapons: ['Hammers', 'Summoning stones'],
  },
];
