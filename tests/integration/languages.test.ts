import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/test-app.ts';

/**
 * The language a page is sent in (docs/product/languages.md): with Filipino offered (as players will be
 * once every page is converted), and with the site as players have it today.
 */
const PUBLIC_URL = 'https://ran.example.com';
let offered: TestApp;
let englishOnly: TestApp;

beforeAll(async () => {
  offered = await createTestApp({ config: { PUBLIC_URL }, languages: ['en', 'fil'] });
  englishOnly = await createTestApp({ config: { PUBLIC_URL }, languages: ['en'] });
});
afterAll(async () => {
  await offered?.close();
  await englishOnly?.close();
});

const htmlLang = (html: string) => html.match(/<html lang="([^"]*)"/)?.[1];
/** The shell messages a page carries for its language (src/client/main.tsx reads them). */
const inlined = (html: string) => {
  const block = html.match(/<script type="application\/json" id="page-messages">(.*?)<\/script>/s)?.[1];
  return block ? (JSON.parse(block) as Record<string, unknown>) : null;
};

describe('with Filipino offered', () => {
  it('sends a browser that asks for Filipino the page in Filipino, with its shell messages', async () => {
    for (const header of ['fil', 'tl-PH,tl;q=0.9,en;q=0.5']) {
      const res = await offered.app.inject({ url: '/gallery', headers: { 'accept-language': header } });
      expect(res.statusCode).toBe(200);
      expect(htmlLang(res.body)).toBe('fil');
      // Compiled as the build compiles them: a plain text is a list of one part.
      expect(inlined(res.body)?.['shell.skip']).toEqual(['Lumaktaw sa nilalaman']);
      // The shared parts' too (the side column's sign-in form is drawn before any page of the area asks).
      expect(inlined(res.body)?.['ui.backToTop']).toEqual(['Bumalik sa itaas']);
      expect(res.headers.vary).toContain('Cookie');
      expect(res.headers.vary).toContain('Accept-Language');
    }
  });

  it('lets the cookie win over the header, and the address over both', async () => {
    const byCookie = await offered.app.inject({
      url: '/gallery',
      headers: { 'accept-language': 'fil', cookie: 'lang=en' },
    });
    expect(htmlLang(byCookie.body)).toBe('en');
    expect(inlined(byCookie.body)).toBeNull();
    const filCookie = await offered.app.inject({
      url: '/gallery',
      headers: { 'accept-language': 'en-US', cookie: 'lang=fil' },
    });
    expect(htmlLang(filCookie.body)).toBe('fil');
    const byAddress = await offered.app.inject({ url: '/gallery?lang=en', headers: { cookie: 'lang=fil' } });
    expect(htmlLang(byAddress.body)).toBe('en');
  });

  it('keeps one cached page per language', async () => {
    const fil = await offered.app.inject({ url: '/rankings', headers: { cookie: 'lang=fil' } });
    const en = await offered.app.inject({ url: '/rankings', headers: { cookie: 'lang=en' } });
    expect(htmlLang(fil.body)).toBe('fil');
    expect(htmlLang(en.body)).toBe('en');
    expect(fil.headers.etag).not.toBe(en.headers.etag);
  });

  it('names the page in each language as hreflang alternates, and the language in its canonical address', async () => {
    const res = await offered.app.inject({ url: '/gallery?lang=fil' });
    expect(res.body).toContain(`<link rel="alternate" hreflang="en" href="${PUBLIC_URL}/gallery?lang=en" />`);
    expect(res.body).toContain(
      `<link rel="alternate" hreflang="fil" href="${PUBLIC_URL}/gallery?lang=fil" />`,
    );
    expect(res.body).toContain(`<link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/gallery" />`);
    expect(res.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/gallery?lang=fil" />`);
  });

  it('sends a page it does not render (the 404 shell) in the chosen language too', async () => {
    const res = await offered.app.inject({ url: '/no-such-page', headers: { cookie: 'lang=fil' } });
    expect(res.statusCode).toBe(404);
    expect(htmlLang(res.body)).toBe('fil');
    expect(inlined(res.body)?.['notFound.back']).toEqual(['Bumalik']);
  });

  it('lists every page in each language in the sitemap', async () => {
    const res = await offered.app.inject('/sitemap.xml');
    expect(res.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(res.body).toContain(`<loc>${PUBLIC_URL}/gallery?lang=fil</loc>`);
    expect(res.body).toContain(`hreflang="fil" href="${PUBLIC_URL}/gallery?lang=fil"`);
  });
});

describe('on a site offering English alone', () => {
  it('sends English whatever the request asks, with no alternates and no Vary on the language', async () => {
    const res = await englishOnly.app.inject({
      url: '/gallery?lang=fil',
      headers: { 'accept-language': 'fil', cookie: 'lang=fil' },
    });
    expect(htmlLang(res.body)).toBe('en');
    expect(inlined(res.body)).toBeNull();
    expect(res.body).not.toContain('hreflang');
    expect(res.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/gallery" />`);
    expect(String(res.headers.vary ?? '')).not.toContain('Cookie');
    const sitemap = await englishOnly.app.inject('/sitemap.xml');
    expect(sitemap.body).not.toContain('lang=');
  });
});
