import { lazy } from 'react';
import { useLocation } from 'react-router';
import { LoadBoundary } from './load-boundary.tsx';

// The dialog host (and its Modal) loads in a chunk of its own: no dialog shows at first paint, and the
// queue in dialog-store.ts keeps any dialog asked for meanwhile until the host is in (docs/decisions/0005).
const load = () => import('./dialog-host.tsx').then((m) => ({ default: m.DialogHost }));
let DialogHost = lazy(load);

/**
 * Where a layout mounts the site's one dialog host. If its code is lost on the way, the host is asked for
 * again on the next page the player opens (a fresh lazy(): React keeps a failed one failed). Dialogs asked
 * for meanwhile wait in the queue and show once it is in.
 */
export function DialogHostSlot() {
  const { pathname } = useLocation();
  return (
    <LoadBoundary
      loading={null}
      resetKey={pathname}
      fallback={null}
      onFail={() => {
        DialogHost = lazy(load);
      }}
    >
      <DialogHost />
    </LoadBoundary>
  );
}
