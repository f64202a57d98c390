import { describe, expect, it } from 'vitest';
import { DEFAULT_FOOTER_COPYRIGHT, fillBrandText } from './brand-texts.ts';

describe('a brand text’s placeholders', () => {
  it('are this year in Manila and the site’s name', () => {
    // 31 December 2025, 16:00 UTC is already New Year's Day in Manila (UTC+8).
    const newYearInManila = Date.parse('2025-12-31T16:00:00Z');
    expect(fillBrandText(DEFAULT_FOOTER_COPYRIGHT, { now: newYearInManila, siteName: 'Ran PH' })).toBe(
      'Copyright © 2026 Ran PH. All rights reserved.',
    );
    expect(fillBrandText('{year}', { now: newYearInManila - 1, siteName: 'x' })).toBe('2025');
  });

  it('take the site’s name as it is, and leave other braces alone', () => {
    expect(fillBrandText('© {site} {site} {other}', { now: 0, siteName: 'Ran $& $1 Online' })).toBe(
      '© Ran $& $1 Online Ran $& $1 Online {other}',
    );
  });
});
