import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { DialogHostSlot } from '../ui/dialog-host-slot.tsx';
import { LoadBoundary, PageLoadFailed } from '../ui/load-boundary.tsx';

/** Pages that draw their own frame (the login page): only the dialog host around them. */
export function BareLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <LoadBoundary resetKey={pathname} fallback={(error) => <PageLoadFailed error={error} />}>
        <Suspense fallback={<div className="page-loading page-loading--full" role="status" />}>
          <Outlet />
        </Suspense>
      </LoadBoundary>
      <DialogHostSlot />
    </>
  );
}
