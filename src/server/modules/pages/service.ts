import type { FastifyInstance } from 'fastify';
import { BRAND_META } from '#shared/brand-texts.ts';
import { CACHE_MS } from '#shared/cache-times.ts';
import { LANGUAGE_PARAM, LANGUAGES_META, parseLanguage } from '#shared/languages.ts';
import { PAGE_STATE_ID } from '#shared/page-state.ts';
import { PUBLIC_PAGES, type PublicPage } from '#shared/public-pages.ts';
import { withoutTrailingSlashes } from '#shared/routes.ts';
import { createPageCache } from '../../http-cache.ts';
import { escapeHtml } from '../../plugins/html-escape.ts';
import { type FilledShell, type PageRenderer, type ShellValues, smallIcon } from '../../plugins/spa.ts';
import { articlePreview } from '../news/service.ts';
import { absoluteUrl, documentTitle, headTags, type PageHead } from './head.ts';
import type { ServerBundle } from './server-bundle.ts';
import { sharingTexts } from './texts.ts';

/** A public page as the renderer addresses it: the path and query it renders and the article it shows. */
interface PageTarget {
  /** Path and query the page is rendered for (tracking parameters dropped): the cache key. */
  url: string;
  path: string;
  page: PublicPage;
  articleId: number | null;
  /** The language the address names (`?lang=`), while languages are offered; null: none named. */
  language: string | null;
}

// Added by link sharers and ad tools; no page reads them, so they neither split the cache nor reach the page.
const TRACKING = /^(utm_.*|fbclid|gclid|msclkid)$/i;
const TOPIC_PATH = /^\/topic\/([^/]+)$/;
const NEWS_PAGE = PUBLIC_PAGES['/news']!;

function positiveId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** The public page at `rawUrl`, or null for any other page (account pages, the console, unknown paths). */
function pageTarget(rawUrl: string, languagesOffered: boolean): PageTarget | null {
  let url: URL;
  try {
    url = new URL(rawUrl, 'http://site.invalid');
  } catch {
    return null;
  }
  const path = withoutTrailingSlashes(url.pathname).toLowerCase();
  for (const name of [...url.searchParams.keys()]) if (TRACKING.test(name)) url.searchParams.delete(name);
  const topic = TOPIC_PATH.exec(path);
  const page = topic ? NEWS_PAGE : PUBLIC_PAGES[path as keyof typeof PUBLIC_PAGES];
  if (!page) return null;
  const articleId = topic
    ? positiveId(topic[1])
    : path === '/news'
      ? positiveId(url.searchParams.get('topic'))
      : null;
  const language = languagesOffered ? parseLanguage(url.searchParams.get(LANGUAGE_PARAM)) : null;
  return { url: `${url.pathname}${url.search}`, path, page, articleId, language };
}

/**
 * Title, description, canonical address and sharing tags of a page (the article's when it shows one). A page
 * with no picture of its own shares the operator's link preview picture, when there is one.
 */
async function pageHead(app: FastifyInstance, target: PageTarget, shell: FilledShell): Promise<PageHead> {
  const { siteName } = shell.values;
  const values = shell.values;
  // The site's own texts in the page's language; the operator's (the site's name, articles) as written.
  const t = sharingTexts(shell.language);
  const feedTitle = t('sharing.feedTitle', { site: siteName });
  const publicUrl = app.config.PUBLIC_URL ?? `http://localhost:${app.config.PORT}`;
  const social = values.pictures.social;
  const sitePicture = social
    ? { image: absoluteUrl(publicUrl, social.url), imageSize: { width: social.width, height: social.height } }
    : { image: null };
  const main = target.page.canonical ? PUBLIC_PAGES[target.page.canonical]! : target.page;
  const languages = languageAddresses(publicUrl, shell);
  const article = target.articleId === null ? null : await articlePreview(app.db, target.articleId);
  if (article) {
    return {
      siteName,
      crumb: article.subject,
      description: article.summary || t(main.description),
      feedTitle,
      url: absoluteUrl(publicUrl, inLanguage(`/news?topic=${article.id}`, target.language)),
      languages: languages(`/news?topic=${article.id}`),
      ...(article.img_thumbnail ? { image: absoluteUrl(publicUrl, article.img_thumbnail) } : sitePicture),
      article: { headline: article.subject, author: article.author, publishedAt: article.created_at },
    };
  }
  return {
    siteName,
    crumb: t(main.crumb),
    description: t(main.description),
    feedTitle,
    url: absoluteUrl(publicUrl, inLanguage(target.page.canonical ?? target.path, target.language)),
    languages: languages(target.page.canonical ?? target.path),
    ...sitePicture,
  };
}

/** An address with the page's language named in it (docs/product/languages.md, Addresses); null: as it is. */
function inLanguage(address: string, language: string | null): string {
  if (!language) return address;
  return `${address}${address.includes('?') ? '&' : '?'}${LANGUAGE_PARAM}=${language}`;
}

/**
 * The page's address in each language offered, for the hreflang alternates: each language's own address
 * and the one without a language, which follows the visitor (x-default); none while only English is offered.
 */
function languageAddresses(publicUrl: string, shell: FilledShell) {
  return (address: string): { hreflang: string; url: string }[] =>
    shell.languages.length < 2
      ? []
      : [
          ...shell.languages.map((language) => ({
            hreflang: language,
            url: absoluteUrl(publicUrl, inLanguage(address, language)),
          })),
          { hreflang: 'x-default', url: absoluteUrl(publicUrl, address) },
        ];
}

/** The requests the page's client code makes while rendering, answered by the site's own routes. */
function injectFetch(app: FastifyInstance) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    // A page rendered for everyone only reads.
    if ((init.method ?? 'GET') !== 'GET') return new Response(null, { status: 405 });
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    });
    return new Response(answer.payload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

/** The meta tags' values as the shell carries them (plugins/spa.ts, shell-brand.ts): a brand text only when set. */
function siteConfigOf(values: ShellValues, languages: readonly string[]): Record<string, string> {
  const config: Record<string, string> = {
    'app-name': values.siteName,
    'support-chat-url': values.supportChatUrl ?? '',
    'forum-url': values.forumUrl ?? '',
    'brand-logo': values.pictures.logo ?? '',
    'brand-logo-dark': values.pictures.logoDark ?? '',
    'site-icon': smallIcon(values.pictures) ?? '',
    [LANGUAGES_META]: languages.join(' '),
  };
  const brand = values.brand;
  if (!brand) return config;
  const set = (name: string, value: string | null) => {
    if (value !== null) config[name] = value;
  };
  set(BRAND_META.footerCopyright, brand.footerCopyright);
  set(BRAND_META.footerSince, brand.footerSince);
  set(BRAND_META.hometown, brand.hometown);
  set(BRAND_META.requirements, brand.requirements && JSON.stringify(brand.requirements));
  return config;
}

/**
 * Public pages rendered on the server (docs/decisions/0050-server-rendering.md): the shell with the page's
 * own head and, when the server build is there, the page drawn with its data and that data for hydrating.
 * Kept per path and query for CACHE_MS.page and dropped whenever an operator changes public content, so a
 * visit costs what a cached API answer costs.
 */
export function createPageRenderer(app: FastifyInstance, bundle: ServerBundle | null): PageRenderer {
  const cache = createPageCache(CACHE_MS.page);
  app.cacheBus.onAny(() => cache.clear());
  const fetch = injectFetch(app);

  async function renderBody(target: PageTarget, shell: FilledShell) {
    if (!bundle) return null;
    try {
      const now = Date.now();
      const page = await bundle.render({
        url: target.url,
        siteConfig: siteConfigOf(shell.values, shell.languages),
        fetch,
        now,
        language: shell.language,
      });
      return { ...page, links: bundle.assetLinks(page.modules) };
    } catch (error) {
      // The shell still works: the browser draws the page itself.
      app.log.error({ err: error, url: target.url }, 'server rendering failed; the shell is sent');
      return null;
    }
  }

  async function render(target: PageTarget, shell: FilledShell) {
    const [head, body] = await Promise.all([pageHead(app, target, shell), renderBody(target, shell)]);
    let html = shell.html
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(documentTitle(head))}</title>`)
      // The page's own description comes with the other head tags.
      .replace(/<meta name="description" content="[^"]*"\s*\/?>\s*/, '')
      .replace('</head>', () => `${headTags(head)}${body?.links ?? ''}</head>`);
    if (body) {
      html = html.replace(
        '<div id="root"></div>',
        () =>
          `<div id="root">${body.html}</div>` +
          `<script type="application/json" id="${PAGE_STATE_ID}">${body.state}</script>`,
      );
    }
    return html;
  }

  return async (rawUrl, shell) => {
    const target = pageTarget(rawUrl, shell.languages.length > 1);
    if (!target) return null;
    // Per shell policy too: a page drawn with an earlier brand style is never sent under a CSP that names
    // only the new style's hash (the caches are cleared together, but a render may straddle the clear).
    // And per language: the same address is drawn in the language the visitor's request chose.
    const page = `${shell.language} ${target.url}`;
    const key = shell.contentSecurityPolicy ? `${page} ${shell.contentSecurityPolicy}` : page;
    return cache.get(key, () => render(target, shell));
  };
}
