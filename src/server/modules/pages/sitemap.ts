import { LANGUAGE_PARAM, type Language } from '#shared/languages.ts';
import { PUBLIC_PAGES } from '#shared/public-pages.ts';
import { SITE_ROUTES } from '#shared/routes.ts';
import { absoluteUrl, escapeHtml } from './head.ts';

/** How many articles sitemap.xml lists at most (the format allows 50,000 addresses a file). */
export const SITEMAP_ARTICLES = 10_000;

const inLanguage = (path: string, language: Language) =>
  `${path}${path.includes('?') ? '&' : '?'}${LANGUAGE_PARAM}=${language}`;

/**
 * sitemap.xml (docs/product/sharing.md): every public page at its main address, then every article players
 * may see at its canonical address with the time it was published. While more than one language is
 * offered (docs/product/languages.md), each address is listed in each language too, every entry naming
 * all of them as alternates.
 */
export function sitemapXml(
  publicUrl: string,
  articles: { id: number; publish_at: Date | null }[],
  languages: readonly Language[] = ['en'],
): string {
  const multilingual = languages.length > 1;
  const absolute = (path: string) => escapeHtml(absoluteUrl(publicUrl, path));
  const alternates = (path: string) =>
    multilingual
      ? [
          ...languages.map(
            (language) =>
              `<xhtml:link rel="alternate" hreflang="${language}" href="${absolute(inLanguage(path, language))}"/>`,
          ),
          `<xhtml:link rel="alternate" hreflang="x-default" href="${absolute(path)}"/>`,
        ].join('')
      : '';
  const one = (path: string, address: string, lastmod?: Date | null) =>
    `<url><loc>${absolute(address)}</loc>${
      lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''
    }${alternates(path)}</url>`;
  const entry = (path: string, lastmod?: Date | null) =>
    [
      one(path, path, lastmod),
      ...(multilingual ? languages.map((language) => one(path, inLanguage(path, language), lastmod)) : []),
    ].join('');
  const pages = Object.entries(PUBLIC_PAGES)
    .filter(([, page]) => !page.canonical)
    .map(([path]) => entry(path));
  const news = articles.map((a) => entry(`/news?topic=${a.id}`, a.publish_at));
  const xhtml = multilingual ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>${[
    ...pages,
    ...news,
  ].join('')}</urlset>\n`;
}

/**
 * robots.txt: crawlers may read the public pages; the console, the API and every page of a signed-in
 * player (any site page that is not public: account, cart, histories, top-up, sign-in forms) are off limits.
 */
export function robotsTxt(publicUrl: string): string {
  const closed = SITE_ROUTES.filter((route) => !(route in PUBLIC_PAGES) && !route.includes(':'));
  const lines = [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /api/',
    ...closed.map((r) => `Disallow: ${r}`),
  ];
  return `${lines.join('\n')}\n\nSitemap: ${absoluteUrl(publicUrl, '/sitemap.xml')}\n`;
}
