/**
 * Messages of the guide pages (src/client/features/guides), in English.
 * This file defines the area's ids; guides.fil.ts has the same ones (docs/product/languages.md).
 * `<b>` and `<kbd>` mark words drawn bold or as a key (guides/rich-text.tsx); translations keep them.
 */
const guides = {
  'guides.story.title': 'Story',
  'guides.story.mapAlt':
    'Map of the continent with the three school regions, the Old Mines and the Leonine Coast',
  'guides.story.mapCaption': 'The continent after the Fall of the Towers.',
  'guides.story.fallTitle': 'The Fall of the Towers',
  'guides.story.fall':
    'A hundred years ago the great research towers of the capital opened a rift they could not close. Creatures poured out, the cities emptied and the old government fell in a single winter. Only the schools, built far from the capital, held their walls.',
  'guides.story.schoolsTitle': 'Three schools, one continent',
  'guides.story.schools':
    '<b>Sacred Gate</b> trains disciplined fighters behind red temple gates in the west. <b>Mystic Peak</b> studies the spirits from its monastery among the clouds of the north. <b>Phoenix</b> rose from the ruins of the capital itself and believes that what burns can be rebuilt.',
  'guides.story.rivalry':
    'The schools protect the villages around them, but they do not trust each other. Every week their students meet in the Campus Wars to decide who guards the roads, the mines and the markets, and who collects the taxes that pay for it.',
  'guides.story.firstDayTitle': 'Your first day',
  'guides.story.firstDay':
    'You arrive at the school of your choice with a borrowed weapon and a letter of introduction. The teachers expect little of you. The rift is still open in the Old Mines, and something down there has started to climb. Prove them wrong.',

  'guides.system.title': 'Game System',
  'guides.system.levelsTitle': 'Levels and stats',
  'guides.system.levels':
    'Monsters and quests give experience. Each level grants stat points to spend on power, vitality, spirit, dexterity and stamina, and skill points for your class skills. The level cap is 255.',
  'guides.system.schoolsTitle': 'Schools',
  'guides.system.schools':
    'You belong to one of three schools: Sacred Gate, Mystic Peak or Phoenix. Your school decides where you start, which teachers give you quests and which side you fight on in the Campus Wars.',
  'guides.system.clubsTitle': 'Clubs and areas',
  'guides.system.clubs':
    'Players form clubs of up to fifty members. A club that wins its area in the Campus Wars holds it for a week and sets a tax of up to 10% on the shops in that area. The home page shows who holds each area.',
  'guides.system.pvpTitle': 'Player versus player',
  'guides.system.mode': 'Mode',
  'guides.system.where': 'Where',
  'guides.system.counts': 'What counts',
  'guides.system.duel': 'Duel',
  'guides.system.duelWhere': 'Anywhere, by invitation',
  'guides.system.duelCounts': 'Nothing: practice only',
  'guides.system.field': 'Open field',
  'guides.system.fieldWhere': 'Marked red zones',
  'guides.system.fieldCounts': 'Kills and deaths of the month, MMR',
  'guides.system.wars': 'Campus Wars',
  'guides.system.warsWhere': 'Battlefield, Saturdays 21:00',
  'guides.system.warsCounts': 'Area ownership, school bonus, MMR',
  'guides.system.rankingsTitle': 'Monthly rankings',
  'guides.system.rankings':
    'MMR and kills are counted per calendar month in Manila time and start again from zero on the first day of each month. Level and money rankings always show current values.',
  'guides.system.bankTitle': 'Item bank',
  'guides.system.bank':
    'Items bought in the item shop wait in your item bank. Open it in game at any school merchant to claim them on the character of your choice.',

  'guides.characters.title': 'Character',
  'guides.characters.lead': 'Every player belongs to a class. Pick the one that fits how you like to fight.',
  'guides.characters.tabs': 'Classes',
  'guides.characters.weapons': 'Weapon types',
  'guides.class.brawler':
    'Brawlers fight up close with their fists and feet. They take hits other classes cannot and turn the pain into power: the longer a fight lasts, the harder they strike. A brawler leads the charge and holds the line while the party does its work.',
  'guides.class.archer':
    'Archers keep their distance and rain arrows on anything that moves. Quick feet and traps let them pick the ground for every fight; in a campus war a well-placed archer decides who holds the bridge.',
  'guides.class.swordsman':
    'Swordsmen balance defence and attack. Their sweeping cuts hit several enemies at once and their stance skills let them switch from guarding friends to chasing a fleeing foe.',
  'guides.class.shaman':
    'Shamans draw on the spirits of the school grounds. They heal, shield and strengthen their friends, and their curses slow the strongest enemy to a crawl. No long dungeon is finished without one.',
  'guides.class.extreme':
    'Extremes are trained in every school at once. They wield any weapon and mix melee and range in a single combo, but they must master twice as many skills to shine.',
  'guides.class.scientist':
    'Scientists (gunners) bring machines to the battlefield. Rifles and pistols deal steady damage from range, and their gadgets heal allies or lock enemies in place.',
  'guides.class.assassin':
    'Assassins strike from the shadows. They vanish, reappear behind their target and finish the fight before it starts. Fragile in a long brawl, deadly in the first three seconds.',
  'guides.class.magician':
    'Magicians bend the elements. Fire, ice and lightning answer their call, covering a whole field with damage. Their spells need time to prepare, so they rely on friends to keep enemies away.',
  'guides.class.shaper':
    'Shapers change the battlefield itself: walls rise, the ground cracks and summoned guardians fight at their side. A patient class for players who like to plan.',
  'guides.weapon.gauntlets': 'Gauntlets',
  'guides.weapon.knuckles': 'Knuckles',
  'guides.weapon.bows': 'Bows',
  'guides.weapon.spears': 'Spears',
  'guides.weapon.swords': 'Swords',
  'guides.weapon.blades': 'Blades',
  'guides.weapon.staffs': 'Staffs',
  'guides.weapon.talismans': 'Talismans',
  'guides.weapon.fists': 'Fists',
  'guides.weapon.dual': 'Dual weapons',
  'guides.weapon.rifles': 'Rifles',
  'guides.weapon.pistols': 'Pistols',
  'guides.weapon.gadgets': 'Gadgets',
  'guides.weapon.daggers': 'Daggers',
  'guides.weapon.throwingStars': 'Throwing stars',
  'guides.weapon.wands': 'Wands',
  'guides.weapon.orbs': 'Orbs',
  'guides.weapon.hammers': 'Hammers',
  'guides.weapon.summoningStones': 'Summoning stones',

  'guides.instructions.title': 'Instructions',
  'guides.instructions.lead':
    'Click a part of the game screen (or use the buttons below it) to learn what it does.',
  'guides.instructions.imageAlt': 'The game screen and its interface parts',
  'guides.instructions.close': 'Close',
  'guides.hotspot.status': 'Character status',
  'guides.hotspot.statusBody':
    'Top left: your level and name, the red health bar and the blue mana bar. When health runs low the bar flashes; drink a potion from the item quick slot.',
  'guides.hotspot.items': 'Item quick slot',
  'guides.hotspot.itemsBody':
    'Six slots for potions, scrolls and food, used with the keys 1 to 6. Drag an item from the inventory onto a slot; right-click a slot to empty it.',
  'guides.hotspot.skills': 'Skill quick slot (F1-F4)',
  'guides.hotspot.skillsBody':
    'Four pages of skill slots, switched with F1, F2, F3 and F4. Put attack skills on one page and buffs on another so you can change roles in a moment.',
  'guides.hotspot.chat': 'Chat window commands',
  'guides.hotspot.chatIntro': 'Start a line with a command to choose who reads it:',
  'guides.hotspot.chatPrivate':
    '<kbd>/p</kbd> party, <kbd>/g</kbd> club, <kbd>/w name</kbd> whisper to one player.',
  'guides.hotspot.chatRegional': '<kbd>/r</kbd> regional channel chat: <b>10,000 gold</b> per message.',
  'guides.hotspot.chatParty':
    '<kbd>/f</kbd> party search chat: <b>20,000 gold</b>, usable once every <b>2 minutes</b>.',
  'guides.hotspot.chatMegaphone': 'A megaphone item is needed to yell to the whole server.',
  'guides.hotspot.shortcuts': 'Shortcut slots',
  'guides.hotspot.shortcutsBody':
    'Buttons for the windows you open most: character, inventory, skills, party, club and the system menu. Each one shows its keyboard shortcut when you point at it.',
  'guides.hotspot.inventory': 'Inventory',
  'guides.hotspot.inventoryBody':
    'Your bag. Drag items onto your character to equip them, onto a quick slot to use them, or outside the window to drop them. Gold is shown at the bottom. Items claimed from the item bank arrive here.',
  'guides.hotspot.map': 'Map',
  'guides.hotspot.mapBody':
    'The mini map shows the area around you: party members in blue, quest targets in gold. Press <kbd>M</kbd> for the full world map and click anywhere on it to walk there.',
  'guides.hotspot.keys': 'Shortcut keys (A/B type)',
  'guides.hotspot.keysIntro':
    'Choose the A or B layout in the options. Type B suits players used to other online games.',
  'guides.hotspot.keysAction': 'Action',
  'guides.hotspot.keysA': 'A type',
  'guides.hotspot.keysB': 'B type',
  'guides.key.character': 'Character info',
  'guides.key.inventory': 'Inventory',
  'guides.key.skills': 'Skills',
  'guides.key.party': 'Party',
  'guides.key.club': 'Club',
  'guides.key.quests': 'Quest log',
  'guides.key.worldMap': 'World map',
  'guides.key.friends': 'Friends',
  'guides.key.run': 'Run / walk',
  'guides.key.pickUp': 'Pick up items',
  'guides.hotspot.mouse': 'Mouse control',
  'guides.hotspot.mouseLeft': 'Left click: walk, attack, talk to a character, pick up an item.',
  'guides.hotspot.mouseRight': 'Right click: use the selected skill on the target.',
  'guides.hotspot.mouseCamera': 'Hold the right button and move: turn the camera. Wheel: zoom.',

  'guides.serverInfo.title': 'Server Information',
  'guides.serverInfo.loading': 'Loading server information…',
  'guides.serverInfo.failed': 'The server information could not be loaded. Please try again later.',
  'guides.serverInfo.empty': 'No server information yet.',
} as const;

export default guides;
