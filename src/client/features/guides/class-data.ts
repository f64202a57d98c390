import type { MessageId } from '../../i18n/messages.ts';

/**
 * The class guide panels: seven with a tab (1-7), two without (8 magician, 9 shaper). Original text, in the
 * guides catalog; the class names are the game's own and stay as they are in every language.
 */
export interface ClassPanel {
  number: number;
  key: string;
  name: string;
  emblem: string;
  tab: boolean;
  description: MessageId;
  weapons: MessageId[];
}

export const CLASS_PANELS: ClassPanel[] = [
  {
    number: 1,
    key: 'brawler',
    name: 'Brawler',
    emblem: 'brawler',
    tab: true,
    description: 'guides.class.brawler',
    weapons: ['guides.weapon.gauntlets', 'guides.weapon.knuckles'],
  },
  {
    number: 2,
    key: 'archer',
    name: 'Archer',
    emblem: 'archer',
    tab: true,
    description: 'guides.class.archer',
    weapons: ['guides.weapon.bows', 'guides.weapon.spears'],
  },
  {
    number: 3,
    key: 'swordsman',
    name: 'Swordsman',
    emblem: 'swordsman',
    tab: true,
    description: 'guides.class.swordsman',
    weapons: ['guides.weapon.swords', 'guides.weapon.blades'],
  },
  {
    number: 4,
    key: 'shaman',
    name: 'Shaman',
    emblem: 'shaman',
    tab: true,
    description: 'guides.class.shaman',
    weapons: ['guides.weapon.staffs', 'guides.weapon.talismans'],
  },
  {
    number: 5,
    key: 'extreme',
    name: 'Extreme',
    emblem: 'extreme',
    tab: true,
    description: 'guides.class.extreme',
    weapons: [
      'guides.weapon.swords',
      'guides.weapon.fists',
      'guides.weapon.bows',
      'guides.weapon.spears',
      'guides.weapon.dual',
    ],
  },
  {
    number: 6,
    key: 'scientist',
    name: 'Scientist',
    emblem: 'gunner',
    tab: true,
    description: 'guides.class.scientist',
    weapons: ['guides.weapon.rifles', 'guides.weapon.pistols', 'guides.weapon.gadgets'],
  },
  {
    number: 7,
    key: 'assassin',
    name: 'Assassin',
    emblem: 'assassin',
    tab: true,
    description: 'guides.class.assassin',
    weapons: ['guides.weapon.daggers', 'guides.weapon.throwingStars'],
  },
  {
    number: 8,
    key: 'magician',
    name: 'Magician',
    emblem: 'magician',
    tab: false,
    description: 'guides.class.magician',
    weapons: ['guides.weapon.wands', 'guides.weapon.orbs'],
  },
  {
    number: 9,
    key: 'shaper',
    name: 'Shaper',
    emblem: 'shaper',
    tab: false,
    description: 'guides.class.shaper',
    weapons: ['guides.weapon.hammers', 'guides.weapon.summoningStones'],
  },
];
