import { createHash } from 'node:crypto';
import type { NewsItem } from '#shared/contracts/news.ts';
import type { ServerStatus } from '#shared/contracts/server-status.ts';
import { manilaParts, monthShortName } from '#shared/manila-time.ts';
import { NEWS_BOARDS } from '#shared/news-types.ts';
import {
  maintenanceBannerText,
  playersText,
  SERVER_STATE_TEXT,
  SIMULATED_TEXT,
} from '#shared/server-status.ts';
import { escapeHtml } from './head.ts';

/**
 * /launcher: the page the game launcher's built-in browser shows (docs/product/server-status.md, The
 * launcher page). Written here as plain HTML with its style inline: no web font, no script, no picture, so
 * the whole page is one small answer (held under 30 KB gzip by tests/integration/launcher.test.ts) that
 * draws at once in an old embedded browser too. Links open the site (a new window where the launcher
 * allows it).
 */

/** How many articles the page lists: what fits the launcher's window of about 800 x 500 without scrolling. */
export const LAUNCHER_NEWS = 6;

/**
 * The site's colours (src/client/styles/tokens.css) with the system's fonts: a serif for the headings in
 * place of the display face, which is a web font. One column below 600 px (a phone); every link at least
 * 32 px tall, so a finger finds it.
 */
const STYLE = `*{box-sizing:border-box}
html{background:#0d0a09;color:#f1e6d6;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
body{margin:0}
a{color:#f6d48a}
a:focus-visible{outline:2px solid #ffd36b;outline-offset:2px}
.top{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:6px 16px;padding:10px 16px;background:#080606;border-bottom:2px solid #8e1f16}
.brand{font:700 1.3rem/1.2 Georgia,"Times New Roman",serif;color:#e0b455;text-decoration:none;letter-spacing:.04em}
.status{margin:0;color:#bfae98}
.status b{color:#f6d48a}
.dot{display:inline-block;width:10px;height:10px;margin-right:6px;border-radius:50%;background:#8a7d6d}
[data-state=online] .dot{background:#4cc26a}
[data-state=maintenance] .dot{background:#e0b455}
[data-state=offline] .dot{background:#e0533f}
.wrap{display:grid;grid-template-columns:minmax(0,1fr) 230px;gap:16px;max-width:980px;margin:0 auto;padding:12px 16px}
h1,h2{margin:0 0 6px;font:700 .95rem/1.3 Georgia,"Times New Roman",serif;color:#e0b455;text-transform:uppercase;letter-spacing:.06em}
.news{list-style:none;margin:0;padding:0;border-top:1px solid #4a3426}
.news li{display:flex;align-items:center;gap:10px;border-bottom:1px solid #4a3426}
.news a{flex:1;min-width:0;padding:6px 0;min-height:32px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;color:#f1e6d6;text-decoration:none}
.news a:hover{color:#f6d48a;text-decoration:underline}
.tag{color:#e0533f;font-size:.8rem;text-transform:uppercase;margin-right:6px}
time,.muted{color:#bfae98;font-size:.85rem}
time{white-space:nowrap}
.box{align-self:start;background:#1b1413;border:1px solid #4a3426;padding:12px}
.state{margin:0;font-size:1.35rem;color:#f6d48a}
.players{margin:2px 0 0}
.links{list-style:none;margin:12px 0 0;padding:0}
.links a{display:block;min-height:32px;margin-top:6px;padding:6px 10px;background:#241a17;border:1px solid #4a3426;text-decoration:none}
.links a:hover{border-color:#e0b455}
@media (max-width:600px){.wrap{grid-template-columns:minmax(0,1fr)}.news a{white-space:normal}}`;

/** The page's CSP lets exactly this style in, by its hash (plugins/security.ts, contentSecurityPolicyWith). */
export const LAUNCHER_STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

const BOARD_TITLE = new Map<number, string>(NEWS_BOARDS.map((board) => [board.type, board.title]));

/** '28 Nov 2026' on the Manila calendar, without Intl (the server's zone never matters). */
function manilaDay(iso: string): string {
  const { day, month, year } = manilaParts(new Date(iso));
  return `${day} ${monthShortName(month)} ${year}`;
}

/** The newest articles of every board together, newest first. */
export function latestAcrossBoards(boards: readonly NewsItem[][], count: number): NewsItem[] {
  return boards
    .flat()
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id)
    .slice(0, count);
}

const external = 'target="_blank" rel="noopener"';

function statusBox(status: ServerStatus): string {
  const players =
    status.playersOnline === null
      ? '<p class="players muted">Players online: not known right now</p>'
      : `<p class="players">${escapeHtml(playersText(status.playersOnline))} online${
          status.simulated ? ` <span class="muted">(${SIMULATED_TEXT})</span>` : ''
        }</p>`;
  // During maintenance players look here for when they can play again.
  const maintenance = status.maintenance
    ? `<p class="players">${escapeHtml(maintenanceBannerText(status.maintenance.until))}</p>` +
      (status.maintenance.message ? `<p class="players">${escapeHtml(status.maintenance.message)}</p>` : '')
    : '';
  return (
    `<section class="box" aria-labelledby="server-h"><h2 id="server-h">Game server</h2>` +
    `<p class="state" data-state="${status.state}"><span class="dot" aria-hidden="true"></span>${SERVER_STATE_TEXT[status.state]}</p>` +
    `${maintenance}${players}` +
    `<ul class="links">` +
    `<li><a href="/news" ${external}>Patch notes</a></li>` +
    `<li><a href="/download" ${external}>Game download</a></li>` +
    `<li><a href="/" ${external}>Open the website</a></li>` +
    `</ul></section>`
  );
}

function newsList(news: readonly NewsItem[]): string {
  if (news.length === 0) return '<p class="muted">No news yet.</p>';
  const items = news.map((item) => {
    const board = BOARD_TITLE.get(item.type) ?? 'News';
    return (
      `<li><a href="/news?topic=${item.id}" ${external} title="${escapeHtml(item.subject)}">` +
      `<span class="tag">${escapeHtml(board)}</span>${escapeHtml(item.subject)}</a>` +
      `<time datetime="${escapeHtml(item.created_at)}">${manilaDay(item.created_at)}</time></li>`
    );
  });
  return `<ul class="news">${items.join('')}</ul>`;
}

export function launcherHtml(page: {
  siteName: string;
  status: ServerStatus;
  news: readonly NewsItem[];
}): string {
  const name = escapeHtml(page.siteName);
  const { status } = page;
  const headerStatus =
    `<p class="status" data-state="${status.state}"><span class="dot" aria-hidden="true"></span>` +
    `Server <b>${SERVER_STATE_TEXT[status.state]}</b>` +
    (status.playersOnline === null ? '' : ` · ${escapeHtml(playersText(status.playersOnline))} online`) +
    (status.simulated ? ` (${SIMULATED_TEXT})` : '') +
    '</p>';
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>Launcher | ${name}</title>` +
    // No icon to fetch: the browser would otherwise ask for /favicon.ico.
    `<link rel="icon" href="data:,">` +
    `<style>${STYLE}</style></head><body>` +
    `<header class="top"><a class="brand" href="/" ${external}>${name}</a>${headerStatus}</header>` +
    `<div class="wrap"><main aria-labelledby="news-h"><h1 id="news-h">Latest news</h1>${newsList(page.news)}` +
    `<p><a href="/news" ${external}>All news</a></p></main>` +
    `${statusBox(status)}</div></body></html>`
  );
}
