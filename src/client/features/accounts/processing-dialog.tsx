import { useId } from 'react';
import { Modal } from '../../ui/modal.tsx';

/** 'Processing ... please wait' while a request runs (whitelist and find-account flows, accounts.md). */
export function ProcessingDialog({
  open,
  title,
  message,
}: {
  open: boolean;
  title: string;
  message: string;
}) {
  const id = useId();
  return (
    <Modal open={open} aria-labelledby={id} className="processing-dialog">
      <h2 id={id}>{title}</h2>
      <p role="status">
        <span className="processing-dialog__spinner" aria-hidden="true" /> {message}
      </p>
    </Modal>
  );
}

/** The processing dialog lasts at most 10 s; the request is given up after that (accounts.md). */
export const PROCESSING_LIMIT_MS = 10_000;
