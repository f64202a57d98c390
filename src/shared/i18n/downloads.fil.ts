import type { Translation } from './catalog.ts';
import type downloadsEn from './downloads.en.ts';

/** downloads.en.ts in Filipino as players write it (docs/product/languages.md, Writing Filipino). */
const downloads: Translation<typeof downloadsEn> = {
  'downloads.pageTitle': 'Download',
  'downloads.title': 'I-download ang Full Client',
  'downloads.lead': 'Pumili ng isa sa mga link sa ibaba para i-download ang buong game client.',
  'downloads.loading': 'Nilo-load ang mga download link…',
  'downloads.failed': 'Hindi ma-load ang mga download link. Subukan ulit mamaya.',
  'downloads.updated': 'Na-update noong',
  'downloads.fullGuide': 'Buong Gabay sa Laro',
  'downloads.fullGuideText': 'Detalyadong gabay sa user interface ng laro.',
  'downloads.quickGuide': 'Mabilis na Gabay',
  'downloads.quickGuideText': 'Dapat basahin ng mga baguhan.',
  'downloads.requirements': 'System Requirement',
  'downloads.item': 'Bahagi',
  'downloads.minimum': 'Minimum',
  'downloads.recommended': 'Recommended',
  'downloads.both': 'Minimum at recommended',
  'downloads.note':
    'Pang-isang game client lang ang specs na ito. Puwedeng bumagal kapag maraming client ang sabay na tumatakbo.',
  'downloads.default.graphics': 'Graphics card',
  'downloads.default.graphicsMinimum': 'Geforce 6000+ o ATI Radeon X+',
  'downloads.default.disk': 'Hard disk',
  'downloads.default.connection': 'Internet',
  'downloads.default.connectionMinimum': 'broadband; hindi recommended ang 56K modem at wifi',
  'downloads.default.directxRecommended': '9.0+ na may suporta sa 3D effect',
};

export default downloads;

/** Ids whose Filipino is the English word on purpose (scripts/check-messages.ts passes them). */
export const SAME_AS_ENGLISH: readonly (keyof typeof downloadsEn)[] = [
  'downloads.pageTitle',
  'downloads.requirements',
  'downloads.minimum',
  'downloads.recommended',
  'downloads.default.graphics',
  'downloads.default.disk',
];
