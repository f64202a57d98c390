import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHARACTER_MESSAGES, CHARACTER_SERVICES, nameProblem } from '#shared/character-services.ts';
import * as accounts from '#shared/contracts/accounts.ts';
import * as characterServices from '#shared/contracts/character-services.ts';
import * as payments from '#shared/contracts/payments.ts';
import * as secondFactor from '#shared/contracts/second-factor.ts';
import * as shop from '#shared/contracts/shop.ts';
import * as tickets from '#shared/contracts/tickets.ts';
import * as votes from '#shared/contracts/votes.ts';
import apiEn from '#shared/i18n/api.en.ts';
import { englishMatcher } from '#shared/i18n/english-match.ts';
import { maintenanceRefusalText } from '#shared/maintenance.ts';
import { MESSAGES } from '#shared/messages.ts';
import { PAYMENT_MESSAGES } from '#shared/payment-rules.ts';
import { priceChangedMessage, SHOP_MESSAGES } from '#shared/shop-rules.ts';
import { UPLOAD_MESSAGES } from './modules/images/encode.ts';
import { apiText } from './plugins/language.ts';

/**
 * Every player-facing text of the API and of the shared forms' checks has its entry in the api catalog
 * (docs/decisions/0077-api-messages.md): else a Filipino page would show it in English. A new message
 * constant, zod message or refusal written in a player route fails here until api.en.ts (and api.fil.ts)
 * have it.
 */
const match = englishMatcher(apiEn);
const missing = (texts: Iterable<string>) => [...new Set(texts)].filter((text) => !match(text));

/** SHOP_MESSAGES the pages draw themselves (the shop's own area has them), not the API. */
const SHOP_PAGE_TEXTS = new Set(['confirmBuy', 'categoriesFailed', 'itemsFailed', 'historyFailed', 'noData']);
/** The second factor's texts at sign-in; the rest are the console's, which stays English. */
const SIGN_IN_FACTOR = ['codeRequired', 'codeWrong', 'signInExpired'] as const;

/** Every message a zod schema carries: its own, its checks', its parts' (zod 4 keeps them as functions). */
function zodMessages(schema: unknown, into = new Set<string>(), seen = new Set<unknown>()): Set<string> {
  const zod = (schema as { _zod?: { def?: Record<string, unknown> } } | null)?._zod;
  if (!zod?.def || seen.has(schema)) return into;
  seen.add(schema);
  const def = zod.def;
  const say = (error: unknown) => {
    if (typeof error !== 'function') return;
    const text: unknown = error({ code: 'custom', input: undefined });
    if (typeof text === 'string') into.add(text);
    else if (text && typeof (text as { message?: unknown }).message === 'string')
      into.add((text as { message: string }).message);
  };
  say(def.error);
  for (const check of (def.checks as unknown[] | undefined) ?? []) {
    say((check as { _zod?: { def?: { error?: unknown } } })._zod?.def?.error);
  }
  const parts = [
    def.innerType,
    def.in,
    def.out,
    def.element,
    def.left,
    def.right,
    def.keyType,
    def.valueType,
    ...((def.options as unknown[] | undefined) ?? []),
    ...Object.values((def.shape as Record<string, unknown> | undefined) ?? {}),
  ];
  for (const part of parts) zodMessages(part, into, seen);
  return into;
}

/** Console-only and demo-only schemas of the player contracts' modules: they stay English. */
const NOT_PLAYERS = /^(admin|demo|package|attention|recheck|paymentSettings|serviceSettings|voteSite)/;

function playerSchemaMessages(): string[] {
  const modules = [accounts, shop, tickets, payments, characterServices, votes];
  const texts: string[] = [];
  for (const module of modules) {
    for (const [name, value] of Object.entries(module)) {
      if (NOT_PLAYERS.test(name)) continue;
      texts.push(...zodMessages(value));
    }
  }
  texts.push(...zodMessages(secondFactor.loginFactorRequestSchema));
  return texts;
}

const SENTENCE = /^[A-Z].* .*[.!]$/;
/** What only the payment provider's webhook is told. */
const PROVIDERS_ONLY = new Set(['The webhook signature does not verify.']);

/** Literal texts the player routes' code refuses or answers with (template literals are sampled below). */
function literalServerTexts(): string[] {
  const root = import.meta.dirname;
  const folders = ['accounts', 'cart', 'characters', 'payments', 'purchases', 'shop', 'tickets', 'votes']
    .concat(['vouchers', 'wallet'])
    .map((folder) => path.join(root, 'modules', folder));
  // The console's services, and what only development and the demo show, stay English.
  const skip = /admin|demo|fake|webhook|paymongo|mails|test/;
  const files = folders.flatMap((folder) =>
    readdirSync(folder)
      .filter((file) => file.endsWith('.ts') && !skip.test(file))
      .map((file) => path.join(folder, file)),
  );
  files.push(
    ...['errors.ts', 'control-characters.ts', 'cross-site.ts', 'idempotency.ts'].map((f) =>
      path.join(root, 'plugins', f),
    ),
  );
  const texts: string[] = [];
  const refusal =
    /(?:badRequest|unauthorized|forbidden|notFound|conflict|unprocessable|answer)\(\s*'([^']+)'|new HttpError\(\s*\d+,\s*'([^']+)'|message: '([^']+)'|const [A-Z_]+ = '([^']+)'|\? '([A-Z][^']+\.)'|: '([A-Z][^']+\.)'/g;
  for (const file of files) {
    // The voucher batches' rules and the second factor's set-up are the console's.
    if (/vouchers\/service|factor-service/.test(file)) continue;
    for (const found of readFileSync(file, 'utf8').matchAll(refusal)) {
      const text = found.slice(1).find((group) => group !== undefined);
      // A sentence (not a header name or an alphabet), and not the payment provider's webhook's.
      if (text && SENTENCE.test(text) && !PROVIDERS_ONLY.has(text)) texts.push(text);
    }
  }
  return texts;
}

describe('the api catalog', () => {
  it('has the error catalogue and every player message constant', () => {
    const constants = [
      ...Object.values(MESSAGES),
      ...Object.values(accounts.ACCOUNT_MESSAGES),
      ...SIGN_IN_FACTOR.map((key) => secondFactor.FACTOR_MESSAGES[key]),
      ...Object.entries(SHOP_MESSAGES)
        .filter(([key]) => !SHOP_PAGE_TEXTS.has(key))
        .map(([, text]) => text),
      ...Object.values(PAYMENT_MESSAGES),
      ...Object.values(tickets.TICKET_MESSAGES),
      ...Object.values(UPLOAD_MESSAGES),
    ];
    expect(missing(constants)).toEqual([]);
  });

  it('has every text with values, by its pattern', () => {
    const name = 'Hero_01';
    const withValues = [
      ...Object.values(CHARACTER_MESSAGES).filter((text) => typeof text === 'string'),
      CHARACTER_MESSAGES.online(name),
      CHARACTER_MESSAGES.inGuild(name),
      CHARACTER_MESSAGES.level(name, 1200),
      CHARACTER_MESSAGES.sameSchool(name, 1),
      CHARACTER_MESSAGES.nameTaken(name),
      ...CHARACTER_SERVICES.flatMap((service) => [
        CHARACTER_MESSAGES.off(service),
        CHARACTER_MESSAGES.cooldown(service, name, 125),
      ]),
      ...['ab', 'a'.repeat(20), 'a b', 'abcé', 'ab{c', 'ab.c'].map((text) => nameProblem(text) ?? ''),
      priceChangedMessage(500, 'rcoin'),
      priceChangedMessage(12_000, 'milleage'),
      priceChangedMessage(0, 'rcoin'),
      priceChangedMessage(500, 'rcoin', 'Sword of the Mountain'),
      priceChangedMessage(12_000, 'milleage', 'Cape'),
      priceChangedMessage(0, 'rcoin', 'Cape'),
      tickets.ticketCreatedMessage(12),
      maintenanceRefusalText(null),
      maintenanceRefusalText(new Date('2026-12-01T06:00:00Z')),
    ].filter(Boolean);
    expect(missing(withValues)).toEqual([]);
  });

  it('has every message of the player contracts’ zod schemas (what the forms show under fields)', () => {
    const texts = playerSchemaMessages();
    expect(texts.length).toBeGreaterThan(40);
    expect(missing(texts)).toEqual([]);
  });

  it('has every literal refusal and answer the player routes write', () => {
    const texts = literalServerTexts();
    expect(texts.length).toBeGreaterThan(15);
    expect(missing(texts)).toEqual([]);
  });
});

describe('apiText', () => {
  it('tells a text in Filipino with its values carried over, and leaves English and unknown texts alone', () => {
    expect(apiText(accounts.ACCOUNT_MESSAGES.userIdLength, 'fil')).toBe(
      'Ang Username ay dapat 4 hanggang 20 na character.',
    );
    expect(apiText(CHARACTER_MESSAGES.level('Hero', 1200), 'fil')).toBe(
      'Kailangang level 1,200 pataas si Hero.',
    );
    expect(
      apiText('No longer available: Sword, Shield. Remove them from your cart to continue.', 'fil'),
    ).toBe('Wala na: Sword, Shield. Alisin mo ang mga ito sa cart mo para makatuloy.');
    expect(apiText('No longer available: Sword. Remove it from your cart to continue.', 'fil')).toBe(
      'Wala na: Sword. Alisin mo ito sa cart mo para makatuloy.',
    );
    expect(apiText(priceChangedMessage(1200, 'rcoin'), 'fil')).toBe(
      'Nagbago ang presyo: 1,200 R-Coin na ito. Tingnan mo at kumpirmahin ulit.',
    );
    expect(apiText(priceChangedMessage(1200, 'milleage', 'Dragon Cape'), 'fil')).toBe(
      'Nagbago ang presyo ng Dragon Cape: 1,200 Milleage na ito. Tingnan mo at kumpirmahin ulit.',
    );
    expect(apiText(MESSAGES.notFound, 'en')).toBe(MESSAGES.notFound);
    expect(apiText('Something no catalog has.', 'fil')).toBe('Something no catalog has.');
  });
});
