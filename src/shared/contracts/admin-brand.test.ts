import { describe, expect, it } from 'vitest';
import { DEFAULT_REQUIREMENTS, REQUIREMENT_ROWS_MAX } from '../brand-requirements.ts';
import { brandColoursSaveSchema, brandTextsSaveSchema } from './admin-brand.ts';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('the brand colours a save may carry', () => {
  it('are stored as #rrggbb, and an empty field is today’s colour', () => {
    expect(brandColoursSaveSchema.parse({ accent: '#6CF', background: '' })).toEqual({
      accent: '#66ccff',
      background: null,
    });
    expect(brandColoursSaveSchema.parse({ accent: null, background: '#0B1622' })).toEqual({
      accent: null,
      background: '#0b1622',
    });
  });

  it('refuse what is not a colour, under its field', () => {
    const result = brandColoursSaveSchema.safeParse({ accent: 'gold', background: 'url(x)' });
    expect(messages(result)).toEqual([
      ['accent', 'The accent must be a colour like #e0b455.'],
      ['background', 'The background must be a colour like #e0b455.'],
    ]);
  });

  it('refuse a pair text cannot be read on, with the ratio and the minimum', () => {
    const result = brandColoursSaveSchema.safeParse({ accent: '#555555', background: null });
    expect(messages(result)[0]).toEqual([
      'accent',
      'The accent on the background has a contrast of 2.64:1; text needs at least 4.5:1.',
    ]);
  });
});

describe('the brand texts a save may carry', () => {
  const texts = {
    footerCopyright: '  © {year} {site}  ',
    footerSince: '',
    hometown: 'Manila · Filipino',
    requirements: [...DEFAULT_REQUIREMENTS],
  };

  it('are trimmed; an empty line is allowed (it hides the line)', () => {
    expect(brandTextsSaveSchema.parse(texts)).toEqual({ ...texts, footerCopyright: '© {year} {site}' });
  });

  it('refuse lines and cells over their length, a row without its component or minimum, too many rows', () => {
    const result = brandTextsSaveSchema.safeParse({
      footerCopyright: 'x'.repeat(201),
      footerSince: 'x'.repeat(101),
      hometown: 'x'.repeat(61),
      requirements: [
        { component: ' ', minimum: '1GB', recommended: '' },
        { component: 'RAM', minimum: '', recommended: 'x'.repeat(121) },
      ],
    });
    expect(messages(result)).toEqual([
      ['footerCopyright', 'The copyright line can be at most 200 characters.'],
      ['footerSince', 'The second footer line can be at most 100 characters.'],
      ['hometown', 'The hometown line can be at most 60 characters.'],
      ['requirements.0.component', 'Each row needs its component (CPU, RAM, ...).'],
      ['requirements.1.minimum', 'Each row needs its minimum.'],
      ['requirements.1.recommended', 'A recommendation can be at most 120 characters.'],
    ]);
    const many = Array.from({ length: REQUIREMENT_ROWS_MAX + 1 }, () => DEFAULT_REQUIREMENTS[0]!);
    expect(messages(brandTextsSaveSchema.safeParse({ ...texts, requirements: many }))).toEqual([
      ['requirements', 'The requirements can have at most 12 rows.'],
    ]);
  });
});
