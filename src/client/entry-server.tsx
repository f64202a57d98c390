import { dehydrate, type Query, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import type { Language } from '#shared/languages.ts';
import { setApiTransport } from './api/client.ts';
import { LanguageRoot } from './i18n/language.tsx';
import { catalogLoads, loadLanguage } from './i18n/messages.ts';
import { createQueryClient } from './query-client.ts';
import { MemoryRouter } from './router/routers.tsx';
import { appRoutes, preloadPage } from './router.tsx';
import { RenderTimeProvider } from './ui/render-time.ts';
import { setServerSiteConfig } from './ui/site-config.ts';

/**
 * Server rendering of a public page (docs/decisions/0050-server-rendering.md). Built by `vite build --ssr`
 * into dist/ssr and loaded by the server's pages module, which caches what this returns. The page is
 * rendered signed out: nothing of a visitor reaches this code, so its HTML can be shared by everyone.
 */
export interface RenderInput {
  /** Path and query of the page. */
  url: string;
  /** The values of the shell's meta tags (ui/site-config.ts). */
  siteConfig: Record<string, string>;
  /** Answers the client's API calls (`/api/...`) inside the server. */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  now: number;
  /** The language the page is drawn in (docs/product/languages.md). */
  language: Language;
}

export interface RenderResult {
  html: string;
  /** JSON for the page-state script (already safe inside <script>). */
  state: string;
  /** Source paths of the lazily loaded modules the HTML shows, whose styles and scripts the head lists. */
  modules: string[];
}

// Dependent queries show up only once what they depend on has arrived; a page needs at most two rounds.
const MAX_ROUNDS = 3;
/** React's mark of a Suspense boundary whose content came after the shell (completed by a script). */
const PENDING_BOUNDARY = '<!--$?-->';
const SIDE_COLUMN = 'src/client/layout/side-column.tsx';
/** The header's clock and server status, also loaded lazily (layout/lazy-clock.tsx). */
const MANILA_CLOCK = 'src/client/layout/topstrip-live.tsx';

async function renderToText(tree: React.ReactNode): Promise<string> {
  let failure: unknown = null;
  const { prelude } = await prerender(tree, {
    // Every part inline, however large: React otherwise moves a big finished part to the end of the
    // document, to be put in place by an inline script, which the CSP refuses.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError: (error) => {
      failure ??= error;
    },
  });
  // A part that threw would be left for the browser to draw, unlike the server's HTML: refuse the page.
  if (failure) throw failure;
  return new Response(prelude).text();
}

const enabled = (query: Query) => {
  const option = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return (typeof option === 'function' ? option(query) : option) !== false;
};

/** Queries a render asked for that are neither loaded nor tried (a signed-in player's are disabled). */
function waitingQueries(client: QueryClient, tried: Set<string>): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'pending' && !tried.has(q.queryHash) && enabled(q));
}

export async function render(input: RenderInput): Promise<RenderResult> {
  setServerSiteConfig(input.siteConfig);
  setApiTransport(input.fetch);
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  const { pathname } = new URL(input.url, 'http://site.invalid');
  const page = (await preloadPage(pathname)) as { __moduleId?: string };
  // The page's language's catalogs of every area loaded so far (the page's among them). A lazily loaded
  // part registers its area as the first render loads it: its catalog is loaded before the next render.
  await loadLanguage(input.language);
  const tree = (
    <StrictMode>
      <QueryClientProvider client={client}>
        <RenderTimeProvider value={input.now}>
          <LanguageRoot initial={input.language}>
            <MemoryRouter initialEntries={[input.url]}>{appRoutes}</MemoryRouter>
          </LanguageRoot>
        </RenderTimeProvider>
      </QueryClientProvider>
    </StrictMode>
  );

  // Render, load what the render asked for, render again with it: no page lists its own queries. A
  // lazily loaded part (the side column) suspends the first time only and may then come out as a part
  // completed by an inline script, which the CSP refuses: such HTML is drawn again.
  const tried = new Set<string>();
  let catalogs = catalogLoads();
  let html = await renderToText(tree);
  for (let round = 0; round < MAX_ROUNDS; round++) {
    await loadLanguage(input.language);
    const waiting = waitingQueries(client, tried);
    const newMessages = catalogs !== catalogLoads();
    if (waiting.length === 0 && !html.includes(PENDING_BOUNDARY) && !newMessages) break;
    for (const query of waiting) tried.add(query.queryHash);
    await Promise.all(
      waiting.map((query) => client.prefetchQuery({ ...query.options, queryKey: query.queryKey })),
    );
    catalogs = catalogLoads();
    html = await renderToText(tree);
  }
  if (html.includes(PENDING_BOUNDARY)) throw new Error(`${input.url}: a part of the page never finished`);

  const queries = dehydrate(client);
  for (const query of queries.queries) {
    // An article's view is counted by the reader's own request: the browser asks again after hydrating.
    if (query.queryKey[0] === 'article') query.state.dataUpdatedAt = 0;
  }
  const state = JSON.stringify({ renderedAt: input.now, queries }).replace(/</g, '\\u003c');
  client.clear();
  return {
    html,
    state,
    modules: [page.__moduleId, SIDE_COLUMN, MANILA_CLOCK].filter((m): m is string => !!m),
  };
}
