import { type ReactNode, startTransition, useLayoutEffect, useMemo, useState } from 'react';
import { type Location, type NavigateFunction, RouterContext } from './location.ts';

/**
 * The two routers: BrowserRouter follows the address bar (history.pushState and back/forward), MemoryRouter
 * keeps its address in memory (the server's render, entry-server.tsx, and component tests). A new
 * location is drawn as a transition, so the page on screen stays until the next one's code has arrived.
 */

/** The address `to` resolved against `from` (a path and query), as a location. */
export function locationAt(to: string, from: string, state: unknown = null): Location {
  const { pathname, search, hash } = new URL(to, `http://router.invalid${from}`);
  return { pathname, search, hash, state };
}

export const addressOf = ({ pathname, search, hash }: Location) => pathname + search + hash;

function Router({
  location,
  navigate,
  children,
}: {
  location: Location;
  navigate: NavigateFunction;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext value={value}>{children}</RouterContext>;
}

/** History entries carry the page's state as `usr`, the shape react-router left in entries made before. */
function windowLocation(): Location {
  const { pathname, search, hash } = window.location;
  const state = (window.history.state as { usr?: unknown } | null)?.usr ?? null;
  return { pathname, search, hash, state };
}

export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(windowLocation);
  const [navigate] = useState(
    (): NavigateFunction => (to, options) => {
      if (typeof to === 'number') return window.history.go(to);
      const next = locationAt(to, addressOf(windowLocation()), options?.state);
      window.history[options?.replace ? 'replaceState' : 'pushState'](
        { usr: next.state },
        '',
        addressOf(next),
      );
      startTransition(() => setLocation(windowLocation()));
    },
  );
  useLayoutEffect(() => {
    const onPop = () => startTransition(() => setLocation(windowLocation()));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  return (
    <Router location={location} navigate={navigate}>
      {children}
    </Router>
  );
}

/** `initialEntries`: the one address it starts at (react-router's name, so a test reads the same). */
export function MemoryRouter({
  initialEntries,
  children,
}: {
  initialEntries: [string];
  children: ReactNode;
}) {
  const [location, setLocation] = useState(() => locationAt(initialEntries[0], '/'));
  // No history to step through: a number does nothing.
  const [navigate] = useState(
    (): NavigateFunction => (to, options) => {
      if (typeof to === 'string')
        startTransition(() => setLocation((from) => locationAt(to, addressOf(from), options?.state)));
    },
  );
  return (
    <Router location={location} navigate={navigate}>
      {children}
    </Router>
  );
}
