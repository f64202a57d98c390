import { describe, expect, it } from 'vitest';
import ticketsEn from '#shared/i18n/tickets.en.ts';
import ticketsFil from '#shared/i18n/tickets.fil.ts';
import { addMessages, translator } from '../../i18n/messages.ts';

// Vitest runs the catalogs as written (no build): Lingui's runtime compiles them outside production.
addMessages('en', ticketsEn);
addMessages('fil', ticketsFil);
const en = translator('en');
const fil = translator('fil');

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
