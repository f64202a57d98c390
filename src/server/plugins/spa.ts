import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isKnownBrowserRoute } from '#shared/browser-routes.ts';
import type { StoredImage } from '#shared/contracts/images.ts';
import type { SiteBrand } from '#shared/contracts/site.ts';
import { LANGUAGES, LANGUAGES_META, type Language, PAGE_MESSAGES_ID } from '#shared/languages.ts';
import { type CachedBody, sendCached } from '../http-cache.ts';
import { sendError } from './errors.ts';
import { escapeHtml } from './html-escape.ts';
import { LANGUAGE_VARY, requestLanguage, shellMessagesJson } from './language.ts';
import { isBuiltFile } from './security.ts';
import { brandHead } from './shell-brand.ts';

const FALLBACK_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Ran Online</title></head>
<body><p>The site's client is not built yet. Run <code>npm run build</code>.</p></body></html>`;

/**
 * The brand pictures (docs/product/site-settings.md, Brand pictures) as the page carries them: the logo's
 * addresses for the header, the site icon with its sizes for the head's links, the link preview picture
 * for the public pages' og:image. null: the site's default.
 */
export interface ShellPictures {
  logo: string | null;
  /** Only beside a logo. */
  logoDark: string | null;
  icon: (StoredImage & { sizes: StoredImage[] }) | null;
  social: StoredImage | null;
}

/** What the shell carries of the site's settings (docs/product/site-settings.md); null = none. */
export interface ShellValues {
  siteName: string;
  supportChatUrl: string | null;
  forumUrl: string | null;
  /** The operator's brand pictures (docs/product/site-settings.md). */
  pictures: ShellPictures;
  /** The operator's colours and texts (docs/product/brand.md); absent: the defaults. */
  brand?: SiteBrand;
}

/** The shell as filled in for the current settings, with the CSP a page built on it must be sent with. */
export interface FilledShell {
  html: string;
  values: ShellValues;
  /** Lets in the brand's style by its hash (shell-brand.ts); null: the page policy set at start. */
  contentSecurityPolicy: string | null;
  /** The language the page is in (plugins/language.ts), and the languages offered. */
  language: Language;
  languages: readonly Language[];
}

/** No brand picture: the site's own logo and icon, no link preview picture. */
const DEFAULT_PICTURES: ShellPictures = { logo: null, logoDark: null, icon: null, social: null };

/**
 * Renders a page on the server (modules/pages, wired in app.ts): the finished HTML from the shell with
 * the settings filled in, or null when the page is not one it renders (the shell is sent).
 */
export type PageRenderer = (url: string, shell: FilledShell) => Promise<CachedBody | null>;

function readShell(clientDir: string): string {
  const file = path.join(clientDir, 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : FALLBACK_HTML;
}

const meta = (name: string) => new RegExp(`<meta name="${name}" content="[^"]*"`);
const ICON_LINK = /<link rel="icon" [^>]*>/;

/**
 * The uploaded site icon's links, in place of the built-in icon (index.html's, written into the page as a
 * data: address): the tab's 32 and 16 PNGs and the iPhone home screen's 180. Browsers fetch them after the
 * page is drawn, so they add nothing before the first paint.
 */
function iconLinks(icon: NonNullable<ShellPictures['icon']>): string {
  const side = (n: number) => icon.sizes.find((size) => size.width === n)?.url;
  const links: string[] = [];
  for (const n of [32, 16]) {
    const url = side(n);
    if (url) links.push(`<link rel="icon" href="${escapeHtml(url)}" sizes="${n}x${n}" type="image/png" />`);
  }
  const apple = side(180);
  if (apple) links.push(`<link rel="apple-touch-icon" href="${escapeHtml(apple)}" />`);
  return links.join('');
}

/** The uploaded icon's 32 px PNG (the Discord button, docs/product/discord.md); null: the site's own. */
export function smallIcon(pictures: ShellPictures): string | null {
  return pictures.icon?.sizes.find((size) => size.width === 32)?.url ?? null;
}

/**
 * The shell with the settings filled in: the client reads them from these meta tags on its first paint, so
 * the public pages need no request and no extra code for them. Replacer functions, not strings, so a `$`
 * in a value is taken as it is.
 */
function renderShell(
  template: string,
  values: ShellValues,
  language: Language,
  languages: readonly Language[],
): FilledShell {
  const fill = (html: string, name: string, value: string | null) =>
    html.replace(meta(name), () => `<meta name="${name}" content="${escapeHtml(value ?? '')}"`);
  let html = fill(template, 'app-name', values.siteName);
  html = fill(html, 'support-chat-url', values.supportChatUrl);
  html = fill(html, 'forum-url', values.forumUrl);
  html = fill(html, 'brand-logo', values.pictures.logo);
  html = fill(html, 'brand-logo-dark', values.pictures.logoDark);
  html = fill(html, 'site-icon', smallIcon(values.pictures));
  html = fill(html, LANGUAGES_META, languages.join(' '));
  // The page's language, and its messages when they are not the first chunk's English (docs/product/
  // languages.md): no request for them before the page is drawn.
  html = html.replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`);
  const messages = shellMessagesJson(language);
  if (messages) {
    html = html.replace(
      '</head>',
      () => `<script type="application/json" id="${PAGE_MESSAGES_ID}">${messages}</script></head>`,
    );
  }
  const { icon } = values.pictures;
  if (icon) html = html.replace(ICON_LINK, () => iconLinks(icon));
  html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(values.siteName)}</title>`);
  // After the style sheet's link, so the brand's colours win over tokens.css's.
  const brand = brandHead(values.brand);
  if (brand.tags) html = html.replace('</head>', () => `${brand.tags}</head>`);
  return { html, values, contentSecurityPolicy: brand.contentSecurityPolicy, language, languages };
}

/** The page's own CSP when its shell carries the brand's style (else the one every page gets at start). */
function withShellPolicy(reply: FastifyReply, shell: FilledShell): FastifyReply {
  if (shell.contentSecurityPolicy) reply.header('Content-Security-Policy', shell.contentSecurityPolicy);
  return reply;
}

/**
 * Serves the built client: hashed files under /assets forever-cached, other public files for a day, and the
 * SPA shell for browser routes (200) or for anything unknown (404, and the client shows its 404 page).
 */
export async function registerSpa(
  app: FastifyInstance,
  clientDir: string,
  settings: () => Promise<ShellValues>,
  renderPage?: PageRenderer,
  /** The languages offered (src/shared/languages.ts); tests offer Filipino before players see it. */
  languages: readonly Language[] = LANGUAGES,
): Promise<void> {
  const template = readShell(clientDir);
  // One filled shell per language, each redone when the settings change.
  const last = new Map<Language, FilledShell>();
  const vary = languages.length > 1 ? LANGUAGE_VARY : undefined;
  const filledShell = async (language: Language) => {
    let values: ShellValues;
    try {
      values = await settings();
    } catch (error) {
      // The pages still work without the database's settings: the configured name and no external links.
      app.log.warn({ err: error }, 'site settings unavailable; the shell uses SITE_NAME');
      values = {
        siteName: app.config.SITE_NAME,
        supportChatUrl: null,
        forumUrl: null,
        pictures: DEFAULT_PICTURES,
      };
    }
    let shell = last.get(language);
    if (shell?.values !== values) {
      shell = renderShell(template, values, language, languages);
      last.set(language, shell);
    }
    return shell;
  };
  // no-cache: the browser asks again on every visit, so a settings change reaches it within the
  // server's own cache time (CACHE_MS.site), never later.
  const sendShell = async (reply: FastifyReply, status: number, language: Language) => {
    const shell = await filledShell(language);
    if (vary) reply.header('Vary', vary);
    return withShellPolicy(reply, shell)
      .status(status)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(shell.html);
  };

  if (existsSync(clientDir)) {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      wildcard: false,
      globIgnore: ['index.html'],
      // The build writes each text file's .br and .gz beside it (scripts/precompress.ts): the one a browser
      // accepts is sent as it is, with Content-Encoding and Vary, so nothing is compressed per request.
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=86400',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api') {
      return sendError(reply, 404, { code: 'not_found', message: 'Not found.' });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return sendError(reply, 404, { code: 'not_found', message: 'Not found.' });
    }
    // A missing script, style sheet, font or image is not a page: answering the shell would hand a browser
    // HTML where it expects a file, under a file's headers (plugins/security.ts).
    if (isBuiltFile(pathname)) return reply.status(404).type('text/plain; charset=utf-8').send('Not found.');
    const language = requestLanguage(request, languages);
    if (!isKnownBrowserRoute(pathname)) return sendShell(reply, 404, language);
    if (!renderPage) return sendShell(reply, 200, language);
    const shell = await filledShell(language);
    // The renderer keeps a page per shell policy and language, so the page sent is the one this policy lets in.
    const page = await renderPage(request.url, shell);
    if (!page) return sendShell(reply, 200, language);
    withShellPolicy(reply, shell);
    return sendCached(request, reply, page, 0, { type: 'text/html; charset=utf-8', revalidate: true, vary });
  });
}
