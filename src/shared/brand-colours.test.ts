import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brandCss, brandVariables, contrastChecks, contrastMessage } from './brand-colours.ts';

const failing = (accent: string | null, background: string | null) =>
  contrastChecks({ accent, background })
    .filter((check) => !check.passes)
    .map((check) => [check.field, contrastMessage(check)]);

describe('the operator colours readability checks', () => {
  it('pass for today’s look and for a readable pair', () => {
    expect(failing(null, null)).toEqual([]);
    expect(failing('#66ccff', '#0b1622')).toEqual([]);
  });

  it('refuse an accent too dark for the background, naming the ratio and the minimum', () => {
    expect(failing('#555555', null)).toEqual([
      ['accent', 'The accent on the background has a contrast of 2.64:1; text needs at least 4.5:1.'],
      ['accent', 'The accent on the panels has a contrast of 2.28:1; text needs at least 4.5:1.'],
      // The main button's near-black text on it.
      ['accent', 'Button text on the accent has a contrast of 2.52:1; text needs at least 4.5:1.'],
    ]);
  });

  it('refuse a background the body text cannot be read on, and the accent there too', () => {
    const messages = failing(null, '#bbbbbb');
    expect(messages[0]).toEqual([
      'background',
      'Body text on the background has a contrast of 1.55:1; text needs at least 4.5:1.',
    ]);
    expect(messages.map(([field]) => field)).toEqual([
      'background',
      'background',
      'background',
      'background',
      'accent',
      'accent',
    ]);
  });

  it('check the panels as well as the page: a background just readable leaves the lighter panels short', () => {
    // Body text passes on the page itself (4.6:1) but not on the panels, a shade lighter.
    const checks = contrastChecks({ accent: '#ffffff', background: '#666666' });
    expect(checks.find((c) => c.what === 'Body text on the background')!.passes).toBe(true);
    expect(checks.find((c) => c.what === 'Body text on the panels')!.passes).toBe(false);
  });
});

describe('the colours in the page', () => {
  it('write nothing for today’s look', () => {
    expect(brandCss({ accent: null, background: null })).toBeNull();
  });

  it('set tokens.css’s variables again: the accent with its shades, the background with its surfaces', () => {
    expect(brandCss({ accent: '#66ccff', background: null })).toBe(
      ':root{--gold:#66ccff;--gold-2:#9cdeff;--focus:#8cd9ff;--accent-fill:#66ccff;--accent-fill-hover:#9cdeff;--accent-edge:#9cdeff}',
    );
    expect(brandCss({ accent: null, background: '#000000' })).toBe(
      ':root{--bg:#000000;--bg-2:#070706;--panel:#0e0e0d;--panel-2:#181715}',
    );
  });
});

describe('today’s look', () => {
  it('is what tokens.css says: the checks and the preview measure the colours players see', () => {
    const tokens = readFileSync('src/client/styles/tokens.css', 'utf8');
    const today = brandVariables({ accent: null, background: null }, true);
    expect(Object.keys(today).length).toBeGreaterThan(8);
    for (const [name, value] of Object.entries(today)) {
      expect(tokens, name).toContain(`${name}: ${value};`);
    }
    // The texts the checks measure are tokens.css's too.
    for (const text of ['--ink: #f1e6d6;', '--muted: #bfae98;', '--on-accent: #1a0f08;']) {
      expect(tokens).toContain(text);
    }
  });
});
