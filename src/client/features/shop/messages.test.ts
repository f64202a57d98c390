import { describe, expect, it } from 'vitest';
import shopEn from '#shared/i18n/shop.en.ts';
import shopFil from '#shared/i18n/shop.fil.ts';
import { addMessages, translator } from '../../i18n/messages.ts';

// Vitest runs the catalogs as written (no build): Lingui's runtime compiles them outside production.
addMessages('en', shopEn);
addMessages('fil', shopFil);

describe("the shop's messages", () => {
  it('choose by status and ribbon in both languages', () => {
    const en = translator('en');
    const fil = translator('fil');
    expect(en('fakeCheckout.over', { status: 'paid' })).toBe('This checkout is paid.');
    expect(en('fakeCheckout.over', { status: 'expired' })).toBe('This checkout is over.');
    expect(fil('fakeCheckout.over', { status: 'paid' })).toBe('Bayad na ang checkout na ito.');
    expect(en('itemShop.ribbon', { ribbon: 'hot' })).toBe('hot');
    expect(fil('itemShop.ribbon', { ribbon: 'new' })).toBe('bago');
    expect(fil('itemShop.ribbon', { ribbon: 'limited' })).toBe('limited');
  });
});
