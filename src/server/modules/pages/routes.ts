import type { FastifyInstance } from 'fastify';
import { CACHE_MS } from '#shared/cache-times.ts';
import { NEWS_FEED_PATH } from '#shared/news-types.ts';
import { createPageCache, sendCached } from '../../http-cache.ts';
import type { PageRenderer } from '../../plugins/spa.ts';
import { feedArticles, sitemapArticles } from '../news/service.ts';
import { FEED_ARTICLES, FEED_SUMMARY_LENGTH, newsFeedXml } from './feed.ts';
import { loadServerBundle } from './server-bundle.ts';
import { createPageRenderer } from './service.ts';
import { robotsTxt, SITEMAP_ARTICLES, sitemapXml } from './sitemap.ts';

/**
 * What makes the site findable, outside /api (docs/product/sharing.md): /sitemap.xml, /robots.txt, the news
 * feed /news/rss.xml, and the renderer of the public pages that app.ts hands to the SPA plugin.
 */
export async function registerPages(app: FastifyInstance, clientDir: string): Promise<PageRenderer> {
  const publicUrl = app.config.PUBLIC_URL ?? `http://localhost:${app.config.PORT}`;
  // Cleared with the public content caches, like the pages: publishing an article lists it at once.
  const sitemap = createPageCache(CACHE_MS.page, 1);
  app.cacheBus.onAny(() => sitemap.clear());

  app.get('/sitemap.xml', async (request, reply) => {
    const cached = await sitemap.get('sitemap', async () =>
      sitemapXml(publicUrl, await sitemapArticles(app.db, SITEMAP_ARTICLES)),
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

  const robots = robotsTxt(publicUrl);
  app.get('/robots.txt', async (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=86400').type('text/plain; charset=utf-8').send(robots),
  );

  return createPageRenderer(app, await loadServerBundle(clientDir, app.config.NODE_ENV));
}
