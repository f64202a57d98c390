import { type ComponentType, lazy } from 'react';
import { LoadBoundary } from '../ui/load-boundary.tsx';

/**
 * The header's Manila clock and the game server's status line, and the maintenance banner below the top
 * strip (topstrip-live.tsx), loaded apart from the first chunk (their formatting and the status's query
 * are not needed to show a page). A server-rendered page fetches them with the page's own scripts, and
 * both the server and the browser load them before drawing (preloadClock), so they are drawn at once,
 * never as a suspended part: they hydrate with the rest of the page. Elsewhere they appear as soon as
 * they arrive.
 */
const load = () => import('./topstrip-live.tsx');
type Parts = Awaited<ReturnType<typeof load>>;
let loaded: Parts | null = null;

function lazyPart(pick: (module: Parts) => ComponentType) {
  const Lazy = lazy(() => load().then((module) => ({ default: pick(module) })));
  return function LazyPart() {
    if (loaded) {
      const Loaded = pick(loaded);
      return <Loaded />;
    }
    return (
      <LoadBoundary loading={null} fallback={null}>
        <Lazy />
      </LoadBoundary>
    );
  };
}

export async function preloadClock(): Promise<void> {
  loaded = await load();
}

export const LazyManilaClock = lazyPart((module) => module.TopstripLive);
export const LazyMaintenanceBanner = lazyPart((module) => module.MaintenanceBanner);
