import { describe, expect, it } from 'vitest';
import { codesCsv, endOfManilaDay } from './voucher-rules.ts';

describe('endOfManilaDay', () => {
  it('is midnight of the next day in Manila (16:00 UTC of the day)', () => {
    expect(endOfManilaDay('2026-12-31').toISOString()).toBe('2026-12-31T16:00:00.000Z');
    expect(endOfManilaDay('2028-02-29').toISOString()).toBe('2028-02-29T16:00:00.000Z');
  });

  it('refuses dates that do not exist instead of rolling them over', () => {
    for (const date of ['2026-02-29', '2026-02-30', '2026-04-31', '2026-13-01', 'soon'])
      expect(Number.isNaN(endOfManilaDay(date).getTime())).toBe(true);
  });
});

describe('codesCsv', () => {
  const batch = { name: 'Summer', value: 100, currency: 'rcoin', expiresAt: null };

  it('has a header and one line per code, CRLF-ended', () => {
    expect(codesCsv(batch, ['AAAA-BBBB', 'CCCC-DDDD'])).toBe(
      'code,value,currency,expires_at,batch\r\nAAAA-BBBB,100,rcoin,,Summer\r\nCCCC-DDDD,100,rcoin,,Summer\r\n',
    );
  });

  it('quotes a name with commas or quotes, and keeps a spreadsheet from reading it as a formula', () => {
    const line = (name: string) => codesCsv({ ...batch, name }, ['X']).split('\r\n')[1];
    expect(line('a, "b"')).toBe('X,100,rcoin,,"a, ""b"""');
    expect(line('=HYPERLINK("x")')).toBe(`X,100,rcoin,,"'=HYPERLINK(""x"")"`);
    expect(line('+1')).toBe("X,100,rcoin,,'+1");
  });
});
