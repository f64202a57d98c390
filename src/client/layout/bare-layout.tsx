import { Outlet, useLocation } from 'react-router';
import { DialogHostSlot } from '../ui/dialog-host-slot.tsx';
import { LoadBoundary, PageLoadFailed } from '../ui/load-boundary.tsx';

/** Pages that draw their own frame (the login page): only the dialog host around them. */
export function BareLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <LoadBoundary
        loading={<div className="page-loading page-loading--full" role="status" />}
        resetKey={pathname}
        fallback={(error) => <PageLoadFailed error={error} />}
      >
        <Outlet />
      </LoadBoundary>
      <DialogHostSlot />
    </>
  );
}
