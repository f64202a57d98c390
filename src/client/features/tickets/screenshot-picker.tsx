import { useState } from 'react';
import { TICKET_LIMITS, type TicketAttachment } from '#shared/contracts/tickets.ts';
import { reportActionError } from '../../api/client.ts';
import { Field } from '../../ui/field.tsx';

interface Props {
  id: string;
  value: TicketAttachment[];
  onChange: (next: TicketAttachment[]) => void;
  /** Sends one file through the upload pipeline (the player's or the visitor's route). */
  upload: (file: File) => Promise<TicketAttachment>;
  error?: string;
}

/**
 * The "Screenshots" field: up to three images, each uploaded as soon as it is chosen (the server checks,
 * re-encodes and keeps it privately) and shown as a thumbnail with a Remove button.
 */
export function ScreenshotPicker({ id, value, onChange, upload, error }: Props) {
  const [busy, setBusy] = useState(false);
  const room = TICKET_LIMITS.screenshotsMax - value.length;
  const onFiles = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    setBusy(true);
    let next = value;
    try {
      for (const file of [...files].slice(0, room)) {
        next = [...next, await upload(file)];
        onChange(next);
      }
    } catch (failure) {
      reportActionError(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Field id={id} label="Screenshots" error={error} className="field--wide">
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        multiple
        disabled={busy || room <= 0}
        aria-describedby={`${id}-hint ${id}-error`}
        onChange={(event) => {
          void onFiles(event.target.files);
          event.target.value = '';
        }}
      />
      <p id={`${id}-hint`} className="ticket-hint">
        Optional: up to {TICKET_LIMITS.screenshotsMax} images (PNG, JPEG, WebP or GIF, at most 8 MB each).
        {busy ? ' Uploading…' : ''}
      </p>
      {value.length > 0 && (
        <ul className="ticket-shots" aria-label="Attached screenshots">
          {value.map((shot, i) => (
            <li key={shot.id}>
              <img src={shot.thumbnailUrl} alt={`Screenshot ${i + 1}`} width="96" height="64" />
              <button
                type="button"
                className="btn btn--small"
                onClick={() => onChange(value.filter((s) => s.id !== shot.id))}
              >
                Remove <span className="sr-only">screenshot {i + 1}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Field>
  );
}
