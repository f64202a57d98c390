// Plain constants and pure rules only (no zod): the account page and the console read them.
import { formatWhole } from './numbers.ts';
import { schoolName } from './schools.ts';
import { CURRENCY_LABEL, type Currency, priceChangedMessage } from './shop-rules.ts';

/**
 * Character services (docs/product/character-services.md): what a player may have done to a character of
 * theirs through the site, paid through the ledger and carried out by the game bridge.
 */
export const CHARACTER_SERVICES = ['unstuck', 'school', 'rename'] as const;
export type CharacterService = (typeof CHARACTER_SERVICES)[number];

export const SERVICE_LABEL: Record<CharacterService, string> = {
  unstuck: 'Unstuck',
  school: 'Change school',
  rename: 'Rename',
};

/** waiting: paid and queued for the game; done: the game made the change; refused: the game said no (refunded). */
export const ORDER_STATUSES = ['waiting', 'done', 'refused'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Why the game refused an order (its conditional update changed nothing), as the order keeps it. */
export const REFUSAL_REASONS = [
  'online',
  'in_guild',
  'level',
  'name_taken',
  'same_school',
  'gone',
  // The game holds a school outside 0–2: the site knows no start point for it (unstuck).
  'school_unknown',
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** The order's state as the player reads it: "the game refused: <this>". */
export const REFUSAL_TEXT: Record<RefusalReason, string> = {
  online: 'the character was in the game',
  in_guild: 'the character was in a guild',
  level: 'the character was below the minimum level',
  name_taken: 'the name was taken in the game',
  same_school: 'the character was already in that school',
  gone: 'the character was no longer on this account',
  school_unknown: 'the character was in a school the site does not know',
};

/** The longest cooldown an operator may set: a year, in minutes. */
export const MAX_COOLDOWN_MINUTES = 525_600;
/** The highest level a minimum may name (the game's levels are far below it). */
export const MAX_MIN_LEVEL = 1000;
/** A start point's map: MainID 0..65535 and SubID 0..32767, stored by the game as MainID | (SubID << 16). */
export const MAX_MAP_MAIN = 65_535;
export const MAX_MAP_SUB = 32_767;
export const MAX_GATE = 65_535;

/** The game's ChaStartMap value of a map. */
export function mapId(main: number, sub: number): number {
  return main | (sub << 16);
}

/** The game's own name rules (docs/product/character-services.md, Rename). */
export const NAME_MIN = 4;
export const NAME_MAX = 16;
/** The characters the game refuses in a name, and the quotes. */
const FORBIDDEN = `~!@#$%^&*+|:?><,.;[]{}()'"\`\\`;

/**
 * What is wrong with a new character name, or null when the game would take it. Names travel to the game as
 * varchar (never nvarchar: docs/decisions/0061-game-bridge.md), so only printable ASCII is offered: a letter
 * outside it could not be stored as typed.
 */
export function nameProblem(name: string): string | null {
  if (name.length < NAME_MIN) return `A name needs at least ${NAME_MIN} characters.`;
  if (name.length > NAME_MAX) return `A name has at most ${NAME_MAX} characters.`;
  if (/\s/.test(name)) return 'A name cannot contain spaces.';
  for (const char of name) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x21 || code > 0x7e) return 'Use only English letters, digits and - _ = /.';
    if (FORBIDDEN.includes(char)) return `A name cannot contain ${char}.`;
  }
  return null;
}

/** "3 h 20 min", "45 min", "2 d 1 h": a cooldown's length or what is left of it, rounded up to the minute. */
function formatMinutes(minutes: number): string {
  const total = Math.max(0, Math.ceil(minutes));
  const days = Math.floor(total / 1440);
  const hours = Math.floor((total % 1440) / 60);
  const mins = total % 60;
  const parts = [
    days ? `${days} d` : '',
    hours ? `${hours} h` : '',
    mins || total === 0 ? `${mins} min` : '',
  ];
  return parts.filter(Boolean).slice(0, 2).join(' ');
}

/** "Free", "500 R-Coin", "1,200 Milleage". */
export function priceText(price: number, currency: Currency): string {
  return price === 0 ? 'Free' : `${formatWhole(price)} ${CURRENCY_LABEL[currency]}`;
}

/** The messages the API and the account page share. */
export const CHARACTER_MESSAGES = {
  notOffered: 'Character services are not offered on this site: it is not connected to the game server.',
  unknownCharacter: 'There is no such character on your account.',
  online: (name: string) => `Leave the game first: ${name} is online.`,
  inGuild: (name: string) => `${name} must leave its guild first.`,
  level: (name: string, min: number) => `${name} must be level ${formatWhole(min)} or higher.`,
  sameSchool: (name: string, school: number) => `${name} is already in ${schoolName(school)}.`,
  nameTaken: (name: string) => `The name ${name} is taken. Choose another.`,
  sameName: 'That is already the character’s name.',
  off: (service: CharacterService) => `${SERVICE_LABEL[service]} is not offered at the moment.`,
  cooldown: (service: CharacterService, name: string, minutes: number) =>
    `${SERVICE_LABEL[service]} can be used for ${name} again in ${formatMinutes(minutes)}.`,
  queued: 'Your order is with the game: it is carried out in a moment, while the character is offline.',
  /** The price in force is not the one the player confirmed (shop-rules.ts, priceDiffers). */
  priceChanged: priceChangedMessage,
} as const;
