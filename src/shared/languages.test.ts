import { describe, expect, it } from 'vitest';
import { LANGUAGES, languageFromAcceptLanguage, negotiateLanguage } from './languages.ts';

describe('Accept-Language', () => {
  it.each([
    ['fil', 'fil'],
    ['tl-PH', 'fil'],
    ['fil-PH,fil;q=0.9,en-US;q=0.8,en;q=0.7', 'fil'],
    ['en-US,en;q=0.9,fil;q=0.8', 'en'],
    ['de-DE, tl;q=0.5', 'fil'],
    ['en;q=0.4, TL;q=0.6', 'fil'],
    ['fil;q=0, en;q=0.1', 'en'],
    ['de, fr', null],
    ['', null],
    ['fil;q=abc', null],
  ])('%j prefers %s', (header, expected) => {
    expect(languageFromAcceptLanguage(header)).toBe(expected);
  });
});

describe('negotiateLanguage', () => {
  const both = LANGUAGES;
  it('takes the address first, then the cookie, then the header, then English', () => {
    expect(negotiateLanguage({ param: 'en', cookie: 'fil', acceptLanguage: 'fil' }, both)).toBe('en');
    expect(negotiateLanguage({ cookie: 'en', acceptLanguage: 'fil' }, both)).toBe('en');
    expect(negotiateLanguage({ cookie: 'fil', acceptLanguage: 'en' }, both)).toBe('fil');
    expect(negotiateLanguage({ acceptLanguage: 'tl' }, both)).toBe('fil');
    expect(negotiateLanguage({}, both)).toBe('en');
  });

  it('passes over a value that names no language of the site', () => {
    expect(negotiateLanguage({ param: 'xx', cookie: 'klingon', acceptLanguage: 'fil' }, both)).toBe('fil');
  });

  it('is English whatever the request says while Filipino is not offered', () => {
    expect(negotiateLanguage({ param: 'fil', cookie: 'fil', acceptLanguage: 'fil' }, ['en'])).toBe('en');
  });
});
