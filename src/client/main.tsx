import './zod-jitless.ts';
import { type DehydratedState, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { DEFAULT_LANGUAGE, PAGE_MESSAGES_ID, parseLanguage } from '#shared/languages.ts';
import { PAGE_STATE_ID } from '#shared/page-state.ts';
import { writeStored } from './api/stored-write.ts';
import { LanguageRoot } from './i18n/language.tsx';
import { addMessages, loadLanguage, setCurrentLanguage } from './i18n/messages.ts';
import { createQueryClient } from './query-client.ts';
import { AppRouter, preloadPage } from './router.tsx';
import { RenderTimeProvider } from './ui/render-time.ts';
import { whenIdle } from './ui/tasks.ts';
import './styles/base.css';

interface PageState {
  renderedAt: number;
  queries: DehydratedState;
}

/** What a server-rendered page was rendered with (docs/decisions/0050-server-rendering.md), or null. */
function readPageState(): PageState | null {
  const text = document.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageState;
  } catch {
    return null;
  }
}

/**
 * Marks the document once the app has taken the page over (hydrated the server's HTML, or drawn its own):
 * until then a server-rendered page shows but does not react (boot.ts). Browser tests wait for it.
 */
function MarkReady() {
  useEffect(() => document.documentElement.setAttribute('data-ready', ''), []);
  return null;
}

/**
 * The language the server drew the page in (docs/product/languages.md), and that language's messages,
 * which the server writes into a page in any language but English (the first chunk carries English): the
 * page needs no request for them before it is drawn.
 */
function pageLanguage() {
  const language = parseLanguage(document.documentElement.lang) ?? DEFAULT_LANGUAGE;
  const inlined = document.getElementById(PAGE_MESSAGES_ID)?.textContent;
  if (inlined && language !== DEFAULT_LANGUAGE) {
    try {
      addMessages(language, JSON.parse(inlined));
    } catch {
      // Unreadable: the page's texts come in English rather than not at all.
    }
  }
  setCurrentLanguage(language);
  return language;
}

const queryClient = createQueryClient();
const language = pageLanguage();
const container = document.getElementById('root')!;
const state = readPageState();

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RenderTimeProvider value={state?.renderedAt ?? null}>
        <LanguageRoot initial={language}>
          <AppRouter />
          <MarkReady />
        </LanguageRoot>
      </RenderTimeProvider>
    </QueryClientProvider>
  </StrictMode>
);

if (state && container.firstChild) {
  // The server's HTML is already on screen (boot.ts waited for its paint): hydrate it with the data it was
  // drawn from, once the page's own module is here (so the page draws without suspending, as it did on the
  // server). (No top-level await: it would make the bundler split the first chunk apart, costing bytes.)
  // Each query's data goes into the cache as the server loaded it, at the time it loaded it (so it goes
  // stale on time); setQueryData rather than TanStack's hydrate(): the same effect for plain data, in fewer
  // bytes. Hydration runs as a transition, which React splits into short tasks, so a slow phone stays
  // responsive while it does. A page whose code was lost hydrates too: it asks once more, and if that fails
  // it says so (ui/load-boundary.tsx) rather than staying on screen with nothing that reacts.
  // A resource the browser keeps in storage (api/stored-query.ts) is stored as if it had fetched it, once
  // the browser is idle: it only serves the next visit.
  // In a language but English, the catalogs of the page's area (and the side column's) come first too.
  void preloadPage(window.location.pathname)
    .then(() => loadLanguage(language))
    .catch(() => undefined)
    .then(() => {
      const { queries } = state.queries;
      for (const { queryKey, state: loaded } of queries) {
        queryClient.setQueryData(queryKey, loaded.data, { updatedAt: loaded.dataUpdatedAt });
      }
      startTransition(() => {
        hydrateRoot(container, app);
      });
      whenIdle(() => {
        for (const { queryKey, state: loaded, meta } of queries) {
          // Unless the page has fetched it again meanwhile, and stored that fresher copy itself.
          const current = queryClient.getQueryState(queryKey)?.dataUpdatedAt;
          if (typeof meta?.storageKey === 'string' && current === loaded.dataUpdatedAt)
            writeStored(meta.storageKey, loaded.data, loaded.dataUpdatedAt);
        }
      }, 2000);
    });
} else {
  createRoot(container).render(app);
}
