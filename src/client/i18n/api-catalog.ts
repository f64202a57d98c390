import apiEn from '#shared/i18n/api.en.ts';
import { englishMatcher } from '#shared/i18n/english-match.ts';
import { type MessageId, registerArea, type Translate } from './messages.ts';

// The api area: its English is the texts as the code writes them; its Filipino loads with loadLanguage.
registerArea(apiEn, { fil: () => import('#shared/i18n/api.fil.ts') });
const match = englishMatcher(apiEn);

/** An English text of the API or of a form's check in the language `t` speaks; a text it lacks as it is. */
export function sayInLanguage(text: string, t: Translate): string {
  const found = match(text);
  return found ? t(found.id as MessageId, found.values) : text;
}
