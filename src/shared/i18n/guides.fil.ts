import type { Translation } from './catalog.ts';
import type guidesEn from './guides.en.ts';

/** guides.en.ts in Filipino as players write it (docs/product/languages.md, Writing Filipino). */
const guides: Translation<typeof guidesEn> = {
  'guides.story.title': 'Kuwento',
  'guides.story.mapAlt':
    'Mapa ng kontinente kasama ang teritoryo ng tatlong school, ang Old Mines at ang Leonine Coast',
  'guides.story.mapCaption': 'Ang kontinente pagkatapos ng Fall of the Towers.',
  'guides.story.fallTitle': 'Ang Fall of the Towers',
  'guides.story.fall':
    'Isang daang taon na ang nakalipas, nagbukas ang malalaking research tower ng kabisera ng isang rift na hindi na nila kayang isara. Bumuhos ang mga halimaw, naubos ang tao sa mga lungsod at bumagsak ang lumang gobyerno sa loob lang ng isang taglamig. Ang mga school lang, na itinayo malayo sa kabisera, ang nakatagal.',
  'guides.story.schoolsTitle': 'Tatlong school, iisang kontinente',
  'guides.story.schools':
    'Sa kanluran, nagsasanay ang <b>Sacred Gate</b> ng mga disiplinadong mandirigma sa likod ng pulang gate ng templo nila. Sa hilaga, pinag-aaralan ng <b>Mystic Peak</b> ang mga espiritu mula sa monasteryo nila sa gitna ng ulap. Ang <b>Phoenix</b> naman ay bumangon mula mismo sa guho ng kabisera, at naniniwalang kayang itayo ulit ang anumang nasunog.',
  'guides.story.rivalry':
    "Pinoprotektahan ng mga school ang mga baryo sa paligid nila, pero wala silang tiwala sa isa't isa. Linggo-linggo, naglalaban ang mga estudyante nila sa Campus Wars para malaman kung sino ang magbabantay sa mga daan, mina at palengke, at kung sino ang maniningil ng buwis na pambayad dito.",
  'guides.story.firstDayTitle': 'Ang unang araw mo',
  'guides.story.firstDay':
    "Dumating ka sa school na pinili mo dala ang hiram na armas at isang sulat ng rekomendasyon. Wala masyadong inaasahan sa 'yo ang mga guro. Bukas pa rin ang rift sa Old Mines, at may kung anong nagsisimula nang umakyat mula roon. Patunayan mong mali sila.",

  'guides.system.title': 'Sistema ng Laro',
  'guides.system.levelsTitle': 'Level at stats',
  'guides.system.levels':
    'Nagbibigay ng experience ang mga monster at quest. Bawat level ay may stat points na puwede mong ilagay sa power, vitality, spirit, dexterity at stamina, at skill points para sa mga skill ng class mo. 255 ang max level.',
  'guides.system.schoolsTitle': 'Mga school',
  'guides.system.schools':
    "Kabilang ka sa isa sa tatlong school: Sacred Gate, Mystic Peak o Phoenix. Ang school mo ang magsasabi kung saan ka magsisimula, kung aling mga guro ang magbibigay sa 'yo ng quest at kung saang panig ka lalaban sa Campus Wars.",
  'guides.system.clubsTitle': 'Club at area',
  'guides.system.clubs':
    "Puwedeng bumuo ang mga player ng club na hanggang limampung miyembro. Ang club na manalo sa area nito sa Campus Wars ang hahawak dito nang isang linggo at puwedeng maglagay ng tax na hanggang 10% sa mga shop sa area na 'yon. Makikita sa home page kung sino ang may hawak ng bawat area.",
  'guides.system.pvpTitle': 'Player versus player',
  'guides.system.mode': 'Mode',
  'guides.system.where': 'Saan',
  'guides.system.counts': 'Ano ang binibilang',
  'guides.system.duel': 'Duel',
  'guides.system.duelWhere': 'Kahit saan, basta may imbitasyon',
  'guides.system.duelCounts': 'Wala: practice lang',
  'guides.system.field': 'Open field',
  'guides.system.fieldWhere': 'Mga red zone na may marka',
  'guides.system.fieldCounts': 'Kills at deaths ng buwan, MMR',
  'guides.system.wars': 'Campus Wars',
  'guides.system.warsWhere': 'Battlefield, tuwing Sabado 21:00',
  'guides.system.warsCounts': 'Hawak na area, school bonus, MMR',
  'guides.system.rankingsTitle': 'Buwanang ranking',
  'guides.system.rankings':
    'Binibilang ang MMR at kills kada calendar month sa oras ng Manila, at babalik sa zero sa unang araw ng bawat buwan. Ang level at money ranking ay laging nagpapakita ng kasalukuyang bilang.',
  'guides.system.bankTitle': 'Item bank',
  'guides.system.bank':
    'Ang mga item na nabili mo sa Item Shop ay naghihintay sa item bank mo. Buksan ito sa laro sa kahit anong school merchant para i-claim sa character na gusto mo.',

  'guides.characters.title': 'Character',
  'guides.characters.lead': 'May class ang bawat player. Piliin ang babagay sa gusto mong istilo ng laban.',
  'guides.characters.tabs': 'Mga class',
  'guides.characters.weapons': 'Mga uri ng armas',
  'guides.class.brawler':
    'Malapitan lumaban ang mga Brawler, gamit ang kamao at paa. Kaya nilang tiisin ang tama na hindi kaya ng ibang class at ginagawa nilang lakas ang sakit: habang tumatagal ang laban, lalong lumalakas ang tira nila. Ang Brawler ang nangunguna sa sugod at humaharang habang ginagawa ng party ang trabaho nito.',
  'guides.class.archer':
    'Lumalayo ang mga Archer at pinauulanan ng pana ang kahit anong gumagalaw. Dahil mabilis sila at may mga bitag, sila ang pumipili ng lugar ng bawat laban; sa campus war, ang Archer na nasa tamang puwesto ang nagdedesisyon kung sino ang hahawak sa tulay.',
  'guides.class.swordsman':
    'Balanse ang depensa at atake ng mga Swordsman. Tinatamaan ng malalapad nilang hiwa ang ilang kalaban nang sabay, at dahil sa stance skills nila, puwede silang lumipat mula sa pagbabantay sa kakampi papunta sa paghabol sa tumatakas na kalaban.',
  'guides.class.shaman':
    'Humuhugot ng lakas ang mga Shaman sa mga espiritu ng school. Nagpapagaling, nagsa-shield at nagpapalakas sila ng kakampi, at ang mga sumpa nila ay nagpapabagal kahit sa pinakamalakas na kalaban. Walang mahabang dungeon na natatapos nang walang Shaman.',
  'guides.class.extreme':
    'Sinanay ang mga Extreme sa lahat ng school nang sabay. Kaya nilang gumamit ng kahit anong armas at paghaluin ang melee at range sa iisang combo, pero doble ang skill na kailangan nilang i-master para sumikat.',
  'guides.class.scientist':
    'Nagdadala ng mga makina sa battlefield ang mga Scientist (gunner). Tuloy-tuloy ang damage ng rifle at pistol nila mula sa malayo, at ang mga gadget nila ay nakakapagpagaling ng kakampi o nakakapigil sa kalaban.',
  'guides.class.assassin':
    'Umaatake mula sa dilim ang mga Assassin. Nawawala sila, lumilitaw sa likod ng target at tinatapos ang laban bago pa ito magsimula. Marupok sa mahabang bakbakan, pero nakamamatay sa unang tatlong segundo.',
  'guides.class.magician':
    'Kontrolado ng mga Magician ang mga elemento. Sumusunod sa kanila ang apoy, yelo at kidlat, at kaya nilang bagsakan ng damage ang buong field. Matagal ihanda ang mga spell nila, kaya umaasa sila sa kakampi para ilayo ang mga kalaban.',
  'guides.class.shaper':
    'Binabago ng mga Shaper ang mismong battlefield: tumataas ang mga pader, nabibitak ang lupa at lumalaban sa tabi nila ang mga tinawag nilang guardian. Class ito na pang-matiyaga, para sa mga player na mahilig magplano.',
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

  'guides.instructions.title': 'Mga Tagubilin',
  'guides.instructions.lead':
    'I-click ang isang bahagi ng game screen (o gamitin ang mga button sa ilalim) para malaman kung para saan ito.',
  'guides.instructions.imageAlt': 'Ang game screen at ang mga bahagi ng interface nito',
  'guides.instructions.close': 'Isara',
  'guides.hotspot.status': 'Status ng character',
  'guides.hotspot.statusBody':
    'Sa kaliwang itaas: ang level at pangalan mo, ang pulang health bar at ang asul na mana bar. Kapag paubos na ang health, kumikislap ang bar; uminom ng potion mula sa item quick slot.',
  'guides.hotspot.items': 'Item quick slot',
  'guides.hotspot.itemsBody':
    'Anim na slot para sa potion, scroll at pagkain, ginagamit sa keys 1 hanggang 6. I-drag ang item mula sa inventory papunta sa slot; i-right-click ang slot para alisin ang laman.',
  'guides.hotspot.skills': 'Skill quick slot (F1-F4)',
  'guides.hotspot.skillsBody':
    'Apat na page ng skill slot, pinapalitan gamit ang F1, F2, F3 at F4. Ilagay ang attack skills sa isang page at ang buffs sa iba para makapagpalit ka agad ng role.',
  'guides.hotspot.chat': 'Mga command sa chat window',
  'guides.hotspot.chatIntro': 'Simulan ang linya sa isang command para piliin kung sino ang makakabasa:',
  'guides.hotspot.chatPrivate':
    '<kbd>/p</kbd> party, <kbd>/g</kbd> club, <kbd>/w name</kbd> whisper sa isang player.',
  'guides.hotspot.chatRegional': '<kbd>/r</kbd> regional channel chat: <b>10,000 gold</b> kada message.',
  'guides.hotspot.chatParty':
    '<kbd>/f</kbd> party search chat: <b>20,000 gold</b>, puwedeng gamitin isang beses kada <b>2 minuto</b>.',
  'guides.hotspot.chatMegaphone': 'Kailangan ng megaphone item para sumigaw sa buong server.',
  'guides.hotspot.shortcuts': 'Shortcut slots',
  'guides.hotspot.shortcutsBody':
    'Mga button para sa mga window na madalas mong buksan: character, inventory, skills, party, club at system menu. Lumalabas ang keyboard shortcut ng bawat isa kapag itinapat mo ang mouse.',
  'guides.hotspot.inventory': 'Inventory',
  'guides.hotspot.inventoryBody':
    'Ang bag mo. I-drag ang item sa character mo para i-equip, sa quick slot para gamitin, o palabas ng window para itapon. Nasa ibaba ang gold mo. Dito dumarating ang mga item na kinuha mo sa item bank.',
  'guides.hotspot.map': 'Mapa',
  'guides.hotspot.mapBody':
    'Makikita sa mini map ang paligid mo: asul ang mga kasama sa party, gold ang mga target ng quest. Pindutin ang <kbd>M</kbd> para sa buong world map at mag-click kahit saan dito para maglakad papunta roon.',
  'guides.hotspot.keys': 'Shortcut keys (A/B type)',
  'guides.hotspot.keysIntro':
    'Piliin ang A o B na layout sa options. Bagay ang Type B sa mga player na sanay sa ibang online games.',
  'guides.hotspot.keysAction': 'Gagawin',
  'guides.hotspot.keysA': 'A type',
  'guides.hotspot.keysB': 'B type',
  'guides.key.character': 'Info ng character',
  'guides.key.inventory': 'Inventory',
  'guides.key.skills': 'Skills',
  'guides.key.party': 'Party',
  'guides.key.club': 'Club',
  'guides.key.quests': 'Quest log',
  'guides.key.worldMap': 'World map',
  'guides.key.friends': 'Mga kaibigan',
  'guides.key.run': 'Takbo / lakad',
  'guides.key.pickUp': 'Pulutin ang item',
  'guides.hotspot.mouse': 'Kontrol ng mouse',
  'guides.hotspot.mouseLeft': 'Left click: maglakad, umatake, kausapin ang character, pulutin ang item.',
  'guides.hotspot.mouseRight': 'Right click: gamitin ang napiling skill sa target.',
  'guides.hotspot.mouseCamera':
    'Pindutin nang matagal ang right button at igalaw: iikot ang camera. Wheel: zoom.',

  'guides.serverInfo.title': 'Impormasyon ng Server',
  'guides.serverInfo.loading': 'Nilo-load ang impormasyon ng server…',
  'guides.serverInfo.failed': 'Hindi ma-load ang impormasyon ng server. Subukan ulit mamaya.',
  'guides.serverInfo.empty': 'Wala pang impormasyon ng server.',
};

export default guides;

/** Ids whose Filipino is the English word on purpose (scripts/check-messages.ts passes them). */
export const SAME_AS_ENGLISH: readonly (keyof typeof guidesEn)[] = [
  // Game terms, kept as the game has them.
  'guides.system.pvpTitle',
  'guides.system.mode',
  'guides.system.duel',
  'guides.system.field',
  'guides.system.wars',
  'guides.system.bankTitle',
  'guides.characters.title',
  'guides.weapon.gauntlets',
  'guides.weapon.knuckles',
  'guides.weapon.bows',
  'guides.weapon.spears',
  'guides.weapon.swords',
  'guides.weapon.blades',
  'guides.weapon.staffs',
  'guides.weapon.talismans',
  'guides.weapon.fists',
  'guides.weapon.dual',
  'guides.weapon.rifles',
  'guides.weapon.pistols',
  'guides.weapon.gadgets',
  'guides.weapon.daggers',
  'guides.weapon.throwingStars',
  'guides.weapon.wands',
  'guides.weapon.orbs',
  'guides.weapon.hammers',
  'guides.weapon.summoningStones',
  'guides.hotspot.items',
  'guides.hotspot.skills',
  'guides.hotspot.shortcuts',
  'guides.hotspot.inventory',
  'guides.hotspot.keys',
  'guides.hotspot.keysA',
  'guides.hotspot.keysB',
  'guides.key.inventory',
  'guides.key.skills',
  'guides.key.party',
  'guides.key.club',
  'guides.key.quests',
  'guides.key.worldMap',
];
