import { lazy } from 'react';

/**
 * What the router imports for every /admin address: a chunk that imports nothing else the first chunk does
 * not have, so the public pages' first chunk names one small file for the whole console instead of the
 * frame and all its dependencies (docs/decisions/0005-declarative-router-and-lean-shell.md). The frame and
 * its dependencies then load together, one round trip later.
 */
const ConsoleLayout = lazy(() => import('./console-layout.tsx'));

function ConsoleEntry() {
  return <ConsoleLayout />;
}

export default ConsoleEntry;
