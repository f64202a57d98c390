import { type ReactNode, useEffect, useRef } from 'react';

/** A native modal <dialog> (focus trapped, rest of the page inert, Escape cancels): every prompt of the site. */
export function Modal({
  open,
  labelledBy,
  describedBy,
  onCancel,
  children,
  className = '',
}: {
  open: boolean;
  labelledBy: string;
  describedBy?: string;
  onCancel?: () => void;
  children: ReactNode;
  className?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={`site-dialog ${className}`}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        onCancel?.();
      }}
    >
      {open && <div className="site-dialog__body">{children}</div>}
    </dialog>
  );
}
