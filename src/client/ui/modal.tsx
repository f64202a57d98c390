import { type ComponentPropsWithoutRef, type ReactNode, useEffect, useRef } from 'react';

type DialogProps = Omit<ComponentPropsWithoutRef<'dialog'>, 'open' | 'onCancel' | 'onClose' | 'children'>;

/**
 * The site's one dialog: a native modal <dialog> (focus trapped, the rest of the page inert, Escape
 * cancels), opened and closed by `open`. Every alert, question, prompt, progress note and viewer of the
 * site is one of these. Name it with `aria-labelledby` (or `aria-label`). `plain` drops the site's framed
 * look (the `site-dialog` box and its body padding) for a dialog that styles itself, such as the image
 * viewer; other attributes (`className`, `data-testid`, `onKeyDown`, ...) go to the <dialog>.
 */
export function Modal({
  open,
  onCancel,
  plain = false,
  className = '',
  children,
  ...dialog
}: DialogProps & {
  open: boolean;
  /** Escape, or any other way the browser closes the dialog: the owner should set `open` to false. */
  onCancel?: () => void;
  plain?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  const classes = plain ? className : `site-dialog ${className}`.trim();
  return (
    <dialog
      ref={ref}
      {...dialog}
      className={classes || undefined}
      onCancel={(event) => {
        event.preventDefault();
        onCancel?.();
      }}
    >
      {open && (plain ? children : <div className="site-dialog__body">{children}</div>)}
    </dialog>
  );
}
