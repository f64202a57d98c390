import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isKnownBrowserRoute } from '#shared/routes.ts';
import { sendError } from './errors.ts';

const FALLBACK_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Ran Online</title></head>
<body><p>The site's client is not built yet. Run <code>npm run build</code>.</p></body></html>`;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** Reads the built index.html once and fills in the site name the client shows in titles. */
function loadShell(clientDir: string, siteName: string, supportChatUrl: string): string {
  const file = path.join(clientDir, 'index.html');
  if (!existsSync(file)) return FALLBACK_HTML;
  return readFileSync(file, 'utf8')
    .replace(
      /<meta name="app-name" content="[^"]*"/,
      `<meta name="app-name" content="${escapeAttribute(siteName)}"`,
    )
    .replace(
      /<meta name="support-chat-url" content="[^"]*"/,
      `<meta name="support-chat-url" content="${escapeAttribute(supportChatUrl)}"`,
    );
}

/**
 * Serves the built client: hashed files under /assets forever-cached, other public files for a day, and the
 * SPA shell for browser routes (200) or for anything unknown (404, and the client shows its 404 page).
 */
export async function registerSpa(app: FastifyInstance, clientDir: string): Promise<void> {
  const shell = loadShell(clientDir, app.config.SITE_NAME, app.config.SUPPORT_CHAT_URL);
  const sendShell = (reply: FastifyReply, status: number) =>
    reply.status(status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(shell);

  if (existsSync(clientDir)) {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      wildcard: false,
      globIgnore: ['index.html'],
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

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api') {
      return sendError(reply, 404, { code: 'not_found', message: 'Not found.' });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return sendError(reply, 404, { code: 'not_found', message: 'Not found.' });
    }
    return sendShell(reply, isKnownBrowserRoute(pathname) ? 200 : 404);
  });
}
