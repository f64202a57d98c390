import type { ReactNode } from 'react';

/**
 * The buttons under a console form, written once: a primary submit button that says "Saving…" and is
 * disabled while the save runs, then either Cancel (a form in a dialog or a panel) or the saved note (a page
 * that stays open after saving).
 */

function SaveButton({ label, busy, busyLabel }: { label: string; busy: boolean; busyLabel: string }) {
  return (
    <button type="submit" className="btn btn--primary" disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}

/** Save and Cancel. The class places the row: a content form's full width unless told otherwise. */
export function FormActions({
  label,
  busy,
  onCancel,
  busyLabel = 'Saving…',
  className = 'content-form__actions content-form__wide',
}: {
  label: string;
  busy: boolean;
  onCancel: () => void;
  busyLabel?: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <SaveButton label={label} busy={busy} busyLabel={busyLabel} />
      <button type="button" className="btn" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}

/** Save and, beside it, what a finished save says (a status, so it is read out); empty until then. */
export function SaveWithStatus({ label, busy, saved }: { label: string; busy: boolean; saved: ReactNode }) {
  return (
    <div className="console-form__actions">
      <SaveButton label={label} busy={busy} busyLabel="Saving…" />
      <p role="status" className="console-form__saved">
        {saved}
      </p>
    </div>
  );
}
