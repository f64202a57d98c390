import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import shopEn from '#shared/i18n/shop.en.ts';
import shopFil from '#shared/i18n/shop.fil.ts';
import { addMessages, translator } from '../../i18n/messages.ts';
import { richMessage } from './rich-message.tsx';

// Vitest runs the catalogs as written (no build): Lingui's runtime compiles them outside production.
addMessages('en', shopEn);
addMessages('fil', shopFil);

const drawn = (language: 'en' | 'fil') =>
  renderToStaticMarkup(
    <p>
      {richMessage(translator(language), 'itemShop.buyDetail', {
        item: <strong>Jade Hat</strong>,
        price: <span className="price">100.00 R-Coin</span>,
      })}
    </p>,
  );

describe('a message with elements in it', () => {
  it('draws each element where the language puts it', () => {
    expect(drawn('en')).toBe('<p><strong>Jade Hat</strong> for <span class="price">100.00 R-Coin</span></p>');
    expect(drawn('fil')).toBe(
      '<p><strong>Jade Hat</strong> sa halagang <span class="price">100.00 R-Coin</span></p>',
    );
  });
});

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
