import type { Translation } from './catalog.ts';
import type pagesEn from './pages.en.ts';

/** pages.en.ts in Filipino as players write it (docs/product/languages.md, Writing Filipino). */
const pages: Translation<typeof pagesEn> = {
  'pages.credits.title': 'Credits',
  'pages.credits.art':
    'Ang logo, mga banner, button, frame at emblem ng site na ito ay orihinal na art na ginawa para sa project na ito. Sa ilang emblem at icon ng panel, gumagamit kami ng mga game icon mula sa {site}, na ibinahagi sa ilalim ng {licence} licence, gawa nina Lorc, Delapouite at ng iba pang author ng game-icons.net. Salamat!',
  'pages.credits.icons': 'Mga icon mula sa game-icons.net (CC BY 3.0)',
  'pages.credits.icon': 'Icon',
  'pages.credits.usedFor': 'Gamit sa',
  'pages.credits.logo': 'Logo, seal sa footer, emblem ng Extreme',
  'pages.credits.classEmblem': 'Emblem ng {name}',
  'pages.credits.schoolEmblems': 'Mga emblem ng school (Sacred Gate, Mystic Peak, Phoenix)',
  'pages.credits.bigButtons': 'Malalaking button',
  'pages.credits.sideIcons': 'Mga icon sa side panel',
  'pages.credits.resultPages': 'Mga page ng error at resulta ng bayad',
  'pages.credits.fonts': 'Mga Font',
  'pages.credits.fontsText':
    'Cinzel (Natanael Gama), sa ilalim ng SIL Open Font License 1.1, naka-host sa sarili naming server sa pamamagitan ng Fontsource at binawasan hanggang sa mga character lang na gamit ng mga heading namin. Ang ibang text ay gumagamit ng mga font na nasa device mo na.',
  'pages.credits.game': 'Laro',
  'pages.credits.gameText':
    'Ang Ran Online ay trademark ng mga may-ari nito. Fan-run na community site ito at walang kaugnayan sa publisher ng laro.',
  'pages.result.homepage': 'Homepage',
  'pages.topup.cancelled': 'Kinansela ang Top Up',
  'pages.topup.cancelledText':
    'Kinansela ang bayad at walang nasingil. Puwede mong subukan ulit kahit kailan sa Top Up page.',
  'pages.topup.title': 'Top Up',
  'pages.topup.successful': 'Tagumpay ang Top Up',
  'pages.topup.thanks': 'Salamat! Lalabas ang R-Coin sa account mo kapag nakumpirma na ang bayad.',
  'pages.topup.signIn': 'Mag-sign in para makita ang top-up na ito.',
  'pages.topup.notFound': 'Hindi namin makita ang top-up na ito.',
  'pages.topup.added': 'Nadagdag ang {amount} R-Coin.',
  'pages.topup.balance': 'Ang R-Coin balance mo ngayon: {balance}.',
  'pages.topup.notCompleted': 'Hindi Natuloy ang Top Up',
  'pages.topup.notCompletedText': 'Hindi natuloy ang top-up na ito at walang nasingil.',
  'pages.topup.confirming': 'Kinukumpirma ang Top Up Mo',
  'pages.topup.waiting': 'Hinihintay ang kumpirmasyon mula sa payment provider…',
};

export default pages;

/** Ids whose Filipino is the English word on purpose (scripts/check-messages.ts passes them). */
export const SAME_AS_ENGLISH: readonly (keyof typeof pagesEn)[] = [
  'pages.credits.title',
  'pages.credits.icon',
  'pages.result.homepage',
  'pages.topup.title',
];
