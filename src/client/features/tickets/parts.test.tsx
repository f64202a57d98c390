import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ticketsEn from '#shared/i18n/tickets.en.ts';
import ticketsFil from '#shared/i18n/tickets.fil.ts';
import { addMessages, translator } from '../../i18n/messages.ts';
import { withParts } from './parts.ts';

// Vitest runs the catalogs as written (no build): Lingui's runtime compiles them outside production.
addMessages('en', ticketsEn);
addMessages('fil', ticketsFil);
const en = translator('en');
const fil = translator('fil');

describe('a message with a link inside it', () => {
  it('draws the link where each language puts it', () => {
    const draw = (t: typeof en) =>
      renderToStaticMarkup(
        <p>
          {withParts(t, 'tickets.submit.signIn', {
            signIn: <a href="/login">{t('tickets.submit.signInLink')}</a>,
            find: <a href="/findaccount">{t('tickets.submit.findLink')}</a>,
          })}
        </p>,
      );
    expect(draw(en)).toBe(
      '<p><a href="/login">Sign in</a> to submit a ticket and follow it under Check My Ticket. Forgot your User ID or password? <a href="/findaccount">Find your account</a>.</p>',
    );
    expect(draw(fil)).toBe(
      '<p><a href="/login">Mag-sign in</a> para magpadala ng ticket at masundan ito sa Tingnan ang Ticket Ko. Nakalimutan mo ang User ID o password mo? <a href="/findaccount">Hanapin ang account mo</a>.</p>',
    );
  });
});

describe('the ticket messages', () => {
  it('say a closed ticket in the words of its status', () => {
    expect(en('tickets.thread.closed', { status: 'resolved' })).toBe(
      'This ticket is resolved. For a new problem, please submit a new ticket.',
    );
    expect(fil('tickets.thread.closed', { status: 'closed' })).toBe(
      'Sarado na ang ticket na ito. Kung may bagong problema, magpadala ng bagong ticket.',
    );
  });

  it('count screenshots and hours in each language', () => {
    expect(en('tickets.shots.hint', { max: 3 })).toBe(
      'Optional: up to 3 images (PNG, JPEG, WebP or GIF, at most 8 MB each).',
    );
    expect(en('tickets.guest.intro', { hours: 24 })).toContain('(it works for 24 hours until opened)');
    expect(fil('tickets.guest.intro', { hours: 24 })).toContain(
      '(gumagana ito nang 24 oras hanggang mabuksan)',
    );
  });
});
