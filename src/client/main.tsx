import './zod-jitless.ts';
import { type DehydratedState, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect } from 'react';
import { PAGE_STATE_ID } from '#shared/page-state.ts';
import { writeStored } from './api/stored-write.ts';
import { createQueryClient } from './query-client.ts';
import { createRoot, hydrateRoot } from './react-root.ts';
import { AppRouter, preloadPage } from './router.tsx';
import { RenderTimeProvider } from './ui/render-time.ts';
import { nextTask, whenIdle } from './ui/tasks.ts';
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

const queryClient = createQueryClient();
const container = document.getElementById('root')!;
const state = readPageState();

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RenderTimeProvider value={state?.renderedAt ?? null}>
        <AppRouter />
        <MarkReady />
      </RenderTimeProvider>
    </QueryClientProvider>
  </StrictMode>
);

if (state && container.firstChild) {
  // The server's HTML is already on screen: hydrate it with the data it was drawn from, once the page's
  // own module is here (so the page draws without suspending, as it did on the server).
  // (No top-level await: it would make the bundler split the first chunk apart, costing bytes.)
  // Just before hydrating, not while this module runs (docs/decisions/0056-short-tasks-after-first-paint.md):
  // each query's data as the server loaded it, at the time it loaded it (so it goes stale on time).
  // setQueryData rather than TanStack's hydrate(): the same effect for plain data, in fewer bytes.
  // A resource the browser keeps in storage (api/stored-query.ts) is stored as if it had fetched it.
  // The browser has painted the server's HTML already (boot.ts). Hydration runs as a transition, which React
  // splits into short tasks, so a slow phone stays responsive while it does. A page whose code was lost
  // hydrates too: it asks once more, and if that fails it says so (ui/load-boundary.tsx) rather than
  // staying on screen with nothing that reacts.
  // Filling the cache, starting hydration and storing are three tasks: as one, they made a task of 10 ms
  // on this project's development machine, 100 ms on a phone ten times slower (docs/product/performance.md).
  // Storing can wait until the browser is idle: it only serves the next visit.
  void preloadPage(window.location.pathname)
    .catch(() => undefined)
    .then(async () => {
      const { queries } = state.queries;
      for (const { queryKey, state: loaded } of queries) {
        queryClient.setQueryData(queryKey, loaded.data, { updatedAt: loaded.dataUpdatedAt });
      }
      await nextTask();
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
