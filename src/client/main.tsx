import { type DehydratedState, hydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { PAGE_STATE_ID } from '#shared/page-state.ts';
import { createQueryClient } from './query-client.ts';
import { AppRouter, preloadPage } from './router.tsx';
import { RenderTimeProvider } from './ui/render-time.ts';
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

const queryClient = createQueryClient();
const container = document.getElementById('root')!;
const state = readPageState();

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RenderTimeProvider value={state?.renderedAt ?? null}>
        <AppRouter />
      </RenderTimeProvider>
    </QueryClientProvider>
  </StrictMode>
);

if (state && container.firstChild) {
  // The server's HTML is already on screen: hydrate it with the data it was drawn from, once the page's
  // own module is here (so the page draws without suspending, as it did on the server).
  hydrate(queryClient, state.queries);
  await preloadPage(window.location.pathname);
  hydrateRoot(container, app);
} else {
  createRoot(container).render(app);
}
