import { type ComponentType, lazy } from 'react';
import { LoadBoundary } from '../ui/load-boundary.tsx';

/**
 * The header's Manila clock, loaded apart from the first chunk (its time formatting is not needed to show a
 * page). A server-rendered page fetches it with the page's own scripts, and both the server and the
 * browser load it before drawing (preloadClock), so it is drawn at once, never as a suspended part: it
 * hydrates with the rest of the page. Elsewhere it appears as soon as it arrives.
 */
const load = () => import('./manila-clock.tsx');
let Loaded: ComponentType | null = null;
const Lazy = lazy(() => load().then((module) => ({ default: module.ManilaClock })));

export async function preloadClock(): Promise<void> {
  Loaded = (await load()).ManilaClock;
}

export function LazyManilaClock() {
  if (Loaded) return <Loaded />;
  return (
    <LoadBoundary loading={null} fallback={null}>
      <Lazy />
    </LoadBoundary>
  );
}
