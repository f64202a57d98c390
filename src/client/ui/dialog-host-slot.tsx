import { lazy, Suspense } from 'react';
import { LoadBoundary } from './load-boundary.tsx';

// The dialog host (and its Modal) loads in a chunk of its own: no dialog shows at first paint, and the
// queue in dialog-store.ts keeps any dialog asked for meanwhile until the host is in (docs/decisions/0005).
const DialogHost = lazy(() => import('./dialog-host.tsx').then((m) => ({ default: m.DialogHost })));

/** Where a layout mounts the site's one dialog host. */
export function DialogHostSlot() {
  return (
    <LoadBoundary fallback={null}>
      <Suspense fallback={null}>
        <DialogHost />
      </Suspense>
    </LoadBoundary>
  );
}
