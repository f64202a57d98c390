import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import panelsEn from '#shared/i18n/panels.en.ts';
import panelsFil from '#shared/i18n/panels.fil.ts';
import shopEn from '#shared/i18n/shop.en.ts';
import shopFil from '#shared/i18n/shop.fil.ts';
import ticketsEn from '#shared/i18n/tickets.en.ts';
import ticketsFil from '#shared/i18n/tickets.fil.ts';
import votesEn from '#shared/i18n/votes.en.ts';
import votesFil from '#shared/i18n/votes.fil.ts';
import { addMessages, type MessageId, type Translate, translator } from './messages.ts';
import { withParts } from './parts.tsx';

// Vitest runs the catalogs as written (no build): Lingui's runtime compiles them outside production.
for (const catalog of [panelsEn, shopEn, ticketsEn, votesEn]) addMessages('en', catalog);
for (const catalog of [panelsFil, shopFil, ticketsFil, votesFil]) addMessages('fil', catalog);
// Messages of this test only: two parts the languages put in opposite orders, and one part used twice.
const ORDER = 'test.parts.order' as MessageId;
const TWICE = 'test.parts.twice' as MessageId;
addMessages('en', {
  [ORDER]: '{buyer} sent {count, plural, one {# gift} other {# gifts}} to {friend}',
  [TWICE]: '{name}, {name}!',
});
addMessages('fil', { [ORDER]: 'Nakatanggap si {friend} ng {count} regalo mula kay {buyer}' });
const en = translator('en');
const fil = translator('fil');

const drawn = (node: ReturnType<typeof withParts>) => renderToStaticMarkup(<p>{node}</p>);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a message with elements in it', () => {
  it('draws one element where each language puts it', () => {
    const greeting = (t: Translate) =>
      drawn(withParts(t, 'account.welcome', { name: <strong>Juan</strong> }));
    expect(greeting(en)).toBe('<p>Welcome back, <strong>Juan</strong>!</p>');
    expect(greeting(fil)).toBe('<p>Maligayang pagbabalik, <strong>Juan</strong>!</p>');
  });

  it('draws two elements in the order each language puts them', () => {
    const gift = (t: Translate, count: number) =>
      drawn(withParts(t, ORDER, { buyer: <b>Ana</b>, friend: <i>Ben</i> }, { count }));
    expect(gift(en, 1)).toBe('<p><b>Ana</b> sent 1 gift to <i>Ben</i></p>');
    expect(gift(en, 3)).toBe('<p><b>Ana</b> sent 3 gifts to <i>Ben</i></p>');
    expect(gift(fil, 3)).toBe('<p>Nakatanggap si <i>Ben</i> ng 3 regalo mula kay <b>Ana</b></p>');
  });

  it('formats plain values, plurals included, next to the elements', () => {
    const reward = (t: Translate, hours: number) =>
      drawn(withParts(t, 'votes.reward', { reward: <strong>50 R-Coin</strong> }, { hours }));
    expect(reward(en, 1)).toBe('<p>Reward: <strong>50 R-Coin</strong> every 1 hour</p>');
    expect(reward(en, 12)).toBe('<p>Reward: <strong>50 R-Coin</strong> every 12 hours</p>');
    expect(reward(fil, 12)).toBe('<p>Reward: <strong>50 R-Coin</strong> kada 12 oras</p>');
  });

  it("draws the shop's item and price in both languages", () => {
    const detail = (t: Translate) =>
      drawn(
        withParts(t, 'itemShop.buyDetail', {
          item: <strong>Jade Hat</strong>,
          price: <span className="price">100.00 R-Coin</span>,
        }),
      );
    expect(detail(en)).toBe('<p><strong>Jade Hat</strong> for <span class="price">100.00 R-Coin</span></p>');
    expect(detail(fil)).toBe(
      '<p><strong>Jade Hat</strong> sa halagang <span class="price">100.00 R-Coin</span></p>',
    );
  });

  it('draws the links of a ticket message in both languages', () => {
    const signIn = (t: Translate) =>
      drawn(
        withParts(t, 'tickets.submit.signIn', {
          signIn: <a href="/login">{t('tickets.submit.signInLink')}</a>,
          find: <a href="/findaccount">{t('tickets.submit.findLink')}</a>,
        }),
      );
    expect(signIn(en)).toBe(
      '<p><a href="/login">Sign in</a> to submit a ticket and follow it under Check My Ticket. Forgot your User ID or password? <a href="/findaccount">Find your account</a>.</p>',
    );
    expect(signIn(fil)).toBe(
      '<p><a href="/login">Mag-sign in</a> para magpadala ng ticket at masundan ito sa Tingnan ang Ticket Ko. Nakalimutan mo ang User ID o password mo? <a href="/findaccount">Hanapin ang account mo</a>.</p>',
    );
  });

  it('draws a part the message uses twice, with no warning from React about keys', () => {
    const warned = vi.spyOn(console, 'error');
    expect(drawn(withParts(en, TWICE, { name: <b>Ana</b> }))).toBe('<p><b>Ana</b>, <b>Ana</b>!</p>');
    expect(warned).not.toHaveBeenCalled();
  });
});
