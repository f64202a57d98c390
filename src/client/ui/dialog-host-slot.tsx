import { useLocation } from 'react-router';
import { LoadBoundary, retryingLazy } from './load-boundary.tsx';

// The dialog host (and its Modal) loads in a chunk of its own: no dialog shows at first paint, and the
// queue in dialog-store.ts keeps any dialog asked for meanwhile until the host is in (docs/decisions/0005).
// A host whose code is lost is asked for again by the next slot drawn.
const DialogHost = retryingLazy<object>(() =>
  import('./dialog-host.tsx').then((m) => ({ default: m.DialogHost })),
);

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
