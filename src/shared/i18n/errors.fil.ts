import type { Translation } from './catalog.ts';
import type errorsEn from './errors.en.ts';

/** errors.en.ts in Filipino as players write it (docs/product/languages.md, Writing Filipino). */
const errors: Translation<typeof errorsEn> = {
  'notFound.title': '404 HINDI NAHANAP',
  'notFound.lead': 'Hindi maproseso ang request mo!',
  'notFound.body':
    'Pasensya na sa abala! Nagka-error dahil sa pansamantalang problema sa system. Kung magpapatuloy ito, i-report mo sa aming support para mas mabilis kang matulungan.',
  'notFound.back': 'Bumalik',
  'notFound.home': 'Homepage',
};

export default errors;

/** Ids whose Filipino is the English word on purpose (scripts/check-messages.ts passes them). */
export const SAME_AS_ENGLISH: readonly (keyof typeof errorsEn)[] = ['notFound.home'];
