import { describe, expect, it } from 'vitest';
import { readCallback } from './callbacks.ts';
import { demoCallback } from './demo-site.ts';

/** The demo vote site's callbacks read back as the production reader reads each kind (callbacks.ts). */
describe('demoCallback', () => {
  const vote = { reference: 'ABCDEFGHIJKLMNOPQRSTUVWX', voterIp: '198.51.100.4', counted: true };

  it('sends GTop100 a form with the stored key, counted or not', () => {
    const site = { kind: 'gtop100' as const, pingback_key: 'stored-key' };
    const counted = demoCallback(site, vote);
    expect(counted?.method).toBe('POST');
    expect(readCallback('gtop100', counted?.query, counted?.form)).toEqual({
      key: 'stored-key',
      votes: [
        { reference: vote.reference, voterIp: vote.voterIp, counted: true, detail: 'Demo vote counted' },
      ],
    });
    const refused = demoCallback(site, { ...vote, counted: false });
    expect(readCallback('gtop100', refused?.query, refused?.form).votes[0]?.counted).toBe(false);
  });

  it('speaks each address-checked kind, and sends nothing for a vote that did not count', () => {
    for (const kind of ['xtremetop100', 'topg', 'top100arena'] as const) {
      const site = { kind, pingback_key: null };
      const sent = demoCallback(site, vote);
      expect(sent?.method).toBe('GET');
      expect(readCallback(kind, sent?.query, sent?.form).votes[0]?.reference).toBe(vote.reference);
      expect(demoCallback(site, { ...vote, counted: false })).toBeNull();
    }
  });
});
