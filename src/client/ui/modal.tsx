import { type ReactNode, useEffect, useRef } from 'react';

/** A native modal <dialog> (focus trapped, rest of the page inert) for this folder's own prompts. */
export function Modal({
  open,
  labelledBy,
  onCancel,
  children,
  className = '',
}: {
  open: boolean;
  labelledBy: string;
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
      onCancel={(event) => {
        event.preventDefault();
        onCancel?.();
      }}
    >
      {open && <div className="site-dialog__body">{children}</div>}
    </dialog>
  );
}
