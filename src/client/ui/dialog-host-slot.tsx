import { lazy } from 'react';
import { useLocation } from '../router/location.ts';
import { LoadBoundary } from './load-boundary.tsx';

// The dialog host (and its Modal) loads in a chunk of its own: no dialog shows at first paint, and the
// queue in dialog-store.ts keeps any dialog asked for meanwhile until the host is in (docs/decisions/0005).
// A host whose code is lost is asked for again once the player opens another page (the slot's boundary
// starts over with each page): a fresh lazy() is made the moment the import fails (React keeps a failed one
// failed), even if the page that asked is gone by then. The slot reads it in its own render, so React's
// retry of the failed host meets the failed lazy() and stops, rather than importing again and again.
const load = () =>
  import('./dialog-host.tsx').then(
    (m) => ({ default: m.DialogHost }),
    (error: unknown) => {
      DialogHost = lazy(load);
      throw error;
    },
  );
let DialogHost = lazy(load);

/**
 * Where a layout mounts the site's one dialog host. If its code is lost on the way, the host is asked for
 * again on the next page the player opens. Dialogs asked for meanwhile wait in the queue and show once it
 * is in.
 */
export function DialogHostSlot() {
  const { pathname } = useLocation();
  return (
    <LoadBoundary loading={null} resetKey={pathname} fallback={null}>
      <DialogHost />
    </LoadBoundary>
  );
}
