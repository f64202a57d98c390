import type { FastifyInstance } from 'fastify';
import { CACHE_MS } from '#shared/cache-times.ts';
import type { Language } from '#shared/languages.ts';
import { NEWS_BOARDS, NEWS_FEED_PATH } from '#shared/news-types.ts';
import { createPageCache, sendCached } from '../../http-cache.ts';
import { contentSecurityPolicyWithStyle } from '../../plugins/security.ts';
import type { PageRenderer } from '../../plugins/spa.ts';
import { feedArticles, listNews, sitemapArticles } from '../news/service.ts';
import { FEED_ARTICLES, FEED_SUMMARY_LENGTH, newsFeedXml } from './feed.ts';
import { LAUNCHER_NEWS, LAUNCHER_STYLE_HASH, latestAcrossBoards, launcherHtml } from './launcher.ts';
import { FAVICON_PATH, faviconAddress, MANIFEST_PATH, webManifest } from './manifest.ts';
import { loadServerBundle } from './server-bundle.ts';
import { createPageRenderer } from './service.ts';
import { robotsTxt, SITEMAP_ARTICLES, sitemapXml } from './sitemap.ts';

/**
 * What makes the site findable, outside /api (docs/product/sharing.md): /sitemap.xml, /robots.txt, the news
 * feed /news/rss.xml, the web app manifest, the game launcher's page (/launcher), and the renderer of the
 * public pages that app.ts hands to the SPA plugin.
 */
export async function registerPages(
  app: FastifyInstance,
  clientDir: string,
  languages: readonly Language[],
): Promise<PageRenderer> {
  const publicUrl = app.config.PUBLIC_URL ?? `http://localhost:${app.config.PORT}`;
  // Cleared with the public content caches, like the pages: publishing an article lists it at once.
  const sitemap = createPageCache(CACHE_MS.page, 1);
  app.cacheBus.onAny(() => sitemap.clear());

  app.get('/sitemap.xml', async (request, reply) => {
    const cached = await sitemap.get('sitemap', async () =>
      sitemapXml(publicUrl, await sitemapArticles(app.db, SITEMAP_ARTICLES), languages),
    );
    return sendCached(request, reply, cached, CACHE_MS.page / 1000, {
      type: 'application/xml; charset=utf-8',
    });
  });

  // The feed shows the news and the site's name: cleared with either, on every instance (the cache bus).
  const feed = createPageCache(CACHE_MS.page, 1);
  app.cacheBus.on('news', () => feed.clear());
  app.cacheBus.on('site', () => feed.clear());

  app.get(NEWS_FEED_PATH, async (request, reply) => {
    const cached = await feed.get('feed', async () => {
      const [settings, articles] = await Promise.all([
        app.siteSettings.get(),
        feedArticles(app.db, FEED_ARTICLES, FEED_SUMMARY_LENGTH),
      ]);
      return newsFeedXml(publicUrl, settings.siteName, articles, new Date());
    });
    return sendCached(request, reply, cached, CACHE_MS.page / 1000, {
      type: 'application/rss+xml; charset=utf-8',
    });
  });

  // The site's name and icon: cleared with the site settings, on every instance.
  const manifest = createPageCache(CACHE_MS.site, 1);
  app.cacheBus.on('site', () => manifest.clear());
  app.get(MANIFEST_PATH, async (request, reply) => {
    const cached = await manifest.get('manifest', async () => {
      const settings = await app.siteSettings.get();
      return webManifest(settings.siteName, settings.pictures.icon);
    });
    return sendCached(request, reply, cached, CACHE_MS.site / 1000, {
      type: 'application/manifest+json; charset=utf-8',
    });
  });

  // Asked for by feed readers, bots and old browsers, which ignore the pages' icon links.
  app.get(FAVICON_PATH, async (_request, reply) => {
    const settings = await app.siteSettings.get();
    return reply
      .header('Cache-Control', `public, max-age=${CACHE_MS.site / 1000}`)
      .redirect(faviconAddress(settings.pictures.icon), 302);
  });

  const robots = robotsTxt(publicUrl);
  app.get('/robots.txt', async (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=86400').type('text/plain; charset=utf-8').send(robots),
  );

  registerLauncher(app);
  return createPageRenderer(app, await loadServerBundle(clientDir, app.config.NODE_ENV));
}

/**
 * /launcher (launcher.ts, docs/product/server-status.md): kept 30 s like the other pages and dropped with
 * them when news or the server's status changes. A page's security headers, its CSP letting in its one
 * inline style by hash.
 */
function registerLauncher(app: FastifyInstance): void {
  const cache = createPageCache(CACHE_MS.page, 1);
  app.cacheBus.onAny(() => cache.clear());
  const policy = contentSecurityPolicyWithStyle(LAUNCHER_STYLE_HASH);
  app.get('/launcher', async (request, reply) => {
    const cached = await cache.get('launcher', async () => {
      const [settings, status, ...boards] = await Promise.all([
        app.siteSettings.get(),
        app.serverStatus.current(),
        ...NEWS_BOARDS.map((board) =>
          listNews(app.db, { type: board.type, count: LAUNCHER_NEWS, a: 1, b: 1 }),
        ),
      ]);
      const news = latestAcrossBoards(
        boards.map((board) => board.data),
        LAUNCHER_NEWS,
      );
      return launcherHtml({ siteName: settings.siteName, status, news });
    });
    reply.header('Content-Security-Policy', policy);
    return sendCached(request, reply, cached, CACHE_MS.page / 1000, { type: 'text/html; charset=utf-8' });
  });
}
