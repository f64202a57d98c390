import type { ReactNode } from 'react';
import { useLocation } from '../router/location.ts';
import { DialogHostSlot } from '../ui/dialog-host-slot.tsx';
import { LoadBoundary, PageLoadFailed } from '../ui/load-boundary.tsx';

/** Pages that draw their own frame (the login page): only the dialog host around them. */
export function BareLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <>
      <LoadBoundary
        loading={<div className="page-loading page-loading--full" role="status" />}
        resetKey={pathname}
        fallback={(error) => <PageLoadFailed error={error} />}
      >
        {children}
      </LoadBoundary>
      <DialogHostSlot />
    </>
  );
}
