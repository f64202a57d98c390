import { describe, expect, it } from 'vitest';
import panelsEn from '#shared/i18n/panels.en.ts';
import panelsFil from '#shared/i18n/panels.fil.ts';
import shellFil from '#shared/i18n/shell.fil.ts';
import statusEn from '#shared/i18n/status.en.ts';
import statusFil from '#shared/i18n/status.fil.ts';
import { addMessages, translator } from './messages.ts';

// Vitest runs the catalogs as written (no build): Lingui's runtime compiles them outside production.
for (const catalog of [statusEn, panelsEn]) addMessages('en', catalog);
for (const catalog of [shellFil, statusFil, panelsFil]) addMessages('fil', catalog);
const en = translator('en');
const fil = translator('fil');

describe('a plural message', () => {
  it("follows each language's plural rules", () => {
    expect(en('status.online', { count: 1 })).toBe('1 player online');
    expect(en('status.online', { count: 1234 })).toBe('1,234 players online');
    // Filipino's "one" form covers 2, 3, 5, 358 (every number not ending in 4, 6 or 9), so the Filipino
    // messages ask for exactly one (=1): the noun itself never changes, only the linker after the number.
    expect(fil('status.online', { count: 1 })).toBe('1 player ang online');
    expect(fil('status.online', { count: 4 })).toBe('4 na player ang online');
    expect(fil('status.online', { count: 358 })).toBe('358 na player ang online');
    expect(fil('status.online', { count: 359 })).toBe('359 na player ang online');
    expect(en('account.items', { count: 2 })).toBe('items');
    expect(fil('account.items', { count: 2 })).toBe('item');
    expect(fil('account.items', { count: 4 })).toBe('item');
  });
});

describe('a select message', () => {
  it('picks the branch in both languages, and other for an unknown value', () => {
    expect(en('status.state', { state: 'maintenance' })).toBe('Maintenance');
    expect(fil('status.state', { state: 'online' })).toBe('Online');
    expect(en('status.state', { state: 'constructor' })).toBe('Offline');
  });
});

describe('a language', () => {
  it('falls back to English for a message whose catalog it has not loaded', async () => {
    const { default: errorsEn } = await import('#shared/i18n/errors.en.ts');
    addMessages('en', errorsEn);
    expect(fil('notFound.back')).toBe('Go Back');
  });

  it('says its own texts, with its arguments', () => {
    expect(en('shell.home', { site: 'Ran PH' })).toBe('Ran PH home');
    expect(fil('shell.home', { site: 'Ran PH' })).toBe('Home ng Ran PH');
    expect(fil('shell.skip')).toBe('Lumaktaw sa nilalaman');
  });
});
