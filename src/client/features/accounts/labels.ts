import type { GENDERS, SECRET_QUESTIONS } from '#shared/account-fields.ts';
import { type CharacterService, priceText, type RefusalReason } from '#shared/character-services.ts';
import type accountsEn from '#shared/i18n/accounts.en.ts';
import type { Currency } from '#shared/shop-rules.ts';
import type { Translate } from '../../i18n/messages.ts';

type Id = keyof typeof accountsEn;

/** The shared lists' labels (#shared/account-fields.ts, #shared/character-services.ts) as messages. */
export const SECRET_QUESTION_ID: Record<(typeof SECRET_QUESTIONS)[number]['code'], Id> = {
  1: 'accounts.secretQuestion.1',
  2: 'accounts.secretQuestion.2',
  3: 'accounts.secretQuestion.3',
  4: 'accounts.secretQuestion.4',
  5: 'accounts.secretQuestion.5',
  6: 'accounts.secretQuestion.6',
};

export const GENDER_ID: Record<(typeof GENDERS)[number], Id> = {
  Male: 'accounts.gender.male',
  Female: 'accounts.gender.female',
};

export const SERVICE_ID: Record<CharacterService, Id> = {
  unstuck: 'accounts.service.unstuck',
  school: 'accounts.service.school',
  rename: 'accounts.service.rename',
};

export const SERVICE_SUMMARY_ID: Record<CharacterService, Id> = {
  unstuck: 'accounts.serviceSummary.unstuck',
  school: 'accounts.serviceSummary.school',
  rename: 'accounts.serviceSummary.rename',
};

export const REFUSAL_ID: Record<RefusalReason, Id> = {
  online: 'accounts.refusal.online',
  in_guild: 'accounts.refusal.inGuild',
  level: 'accounts.refusal.level',
  name_taken: 'accounts.refusal.nameTaken',
  same_school: 'accounts.refusal.sameSchool',
  school_unknown: 'accounts.refusal.schoolUnknown',
  gone: 'accounts.refusal.gone',
};

/** "Free", "500 R-Coin", "1,200 Milleage" in the page's language (the currencies are the game's own names). */
export function priceLabel(t: Translate, price: number, currency: Currency): string {
  return price === 0 ? t('accounts.free') : priceText(price, currency);
}
